import { type Kysely, sql } from 'kysely';

/**
 * Sales and sale returns (issue 8): one header per document (S- / SR- numbers per branch), its lines
 * (one per sold lot), its extras, and the customer receipts created for it by approve-all. Stock and the
 * journal are written by their own modules; the header keeps the entry it posted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sales (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      is_return boolean not null default false,
      return_of_sale_id bigint,
      status smallint not null default 1 check (status in (0, 1)),
      sale_date date not null,
      inventory_id bigint not null,
      customer_id bigint,
      user_id bigint not null,
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      subtotal numeric(24,6) not null default 0,
      discount numeric(9,4) not null default 0 check (discount between 0 and 100),
      discount_amount numeric(24,6) not null default 0,
      minus numeric(24,6) not null default 0 check (minus >= 0),
      extras_total numeric(24,6) not null default 0,
      extras_cost numeric(24,6) not null default 0,
      total numeric(24,6) not null check (total >= 0),
      cash numeric(24,6) not null default 0 check (cash >= 0),
      debit numeric(24,6) not null default 0 check (debit >= 0),
      cost_total numeric(24,6) not null default 0,
      base_cost_total numeric(24,6) not null default 0,
      quantity numeric(18,4) not null default 0,
      cash_box_id bigint,
      amount_paid numeric(24,6) not null default 0,
      amount_currency_code text not null,
      amount_exchange_rate numeric(18,8),
      amount_change numeric(24,6) not null default 0,
      note text,
      hospital_patient_id text,
      patient_id text,
      patient text,
      journal_entry_id bigint,
      approved_by bigint,
      approved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, is_return, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, return_of_sale_id) references sales(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index sales_list on sales (tenant_id, is_return, sale_date desc, id desc);
    create index sales_user on sales (tenant_id, user_id, sale_date desc);
    create index sales_customer on sales (tenant_id, customer_id) where customer_id is not null;
    create index sales_invoice on sales (tenant_id, invoice_id);
    select bb_tenant_rls('sales'), bb_audit('sales', 'sales', 'id', '{updated_at,journal_entry_id}');

    create table sale_details (
      tenant_id bigint not null,
      id bigint generated always as identity,
      sale_id bigint not null,
      product_id bigint not null,
      item_id bigint not null,
      sale_quantity numeric(18,4) not null check (sale_quantity > 0),
      sale_price numeric(24,6) not null check (sale_price >= 0),
      price_type smallint not null default 1 check (price_type in (1, 2, 3)),
      -- unit cost in the sale's currency, and in base currency (what the ledger's inventory carries)
      cost numeric(24,6) not null default 0,
      base_cost numeric(24,6) not null default 0,
      total_sale_price numeric(24,6) not null,
      total_cost numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, sale_id) references sales(tenant_id, id) on delete cascade,
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id)
    );
    create index sale_details_sale on sale_details (tenant_id, sale_id);
    create index sale_details_item on sale_details (tenant_id, item_id);
    select bb_tenant_rls('sale_details');

    create table sale_extra_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      sale_id bigint not null,
      sale_extra_id bigint not null,
      price numeric(24,6) not null check (price >= 0),
      cost numeric(24,6) not null default 0 check (cost >= 0),
      note text,
      primary key (tenant_id, id),
      foreign key (tenant_id, sale_id) references sales(tenant_id, id) on delete cascade,
      foreign key (tenant_id, sale_extra_id) references sale_extras(tenant_id, id)
    );
    create index sale_extra_lines_sale on sale_extra_lines (tenant_id, sale_id);
    select bb_tenant_rls('sale_extra_lines');

    -- receipts created for sales by approve-all; a sale with one cannot be deleted
    create table sale_receipts (
      tenant_id bigint not null,
      sale_id bigint not null,
      money_document_id bigint not null,
      amount numeric(24,6) not null,
      primary key (tenant_id, sale_id, money_document_id),
      foreign key (tenant_id, sale_id) references sales(tenant_id, id),
      foreign key (tenant_id, money_document_id) references money_documents(tenant_id, id) on delete cascade
    );
    create index sale_receipts_document on sale_receipts (tenant_id, money_document_id);
    select bb_tenant_rls('sale_receipts'), bb_audit('sale_receipts', 'sales', 'sale_id');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
