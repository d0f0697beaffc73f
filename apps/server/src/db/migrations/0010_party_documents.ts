import { type Kysely, sql } from 'kysely';

/** Money documents of customers and suppliers: receipts, payments, debts and adjustment entries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table money_documents
      alter column cash_box_id drop not null,
      add column customer_id bigint,
      add column supplier_id bigint,
      add foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      add foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id);
    create index money_documents_customer on money_documents (tenant_id, customer_id) where customer_id is not null;
    create index money_documents_supplier on money_documents (tenant_id, supplier_id) where supplier_id is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
