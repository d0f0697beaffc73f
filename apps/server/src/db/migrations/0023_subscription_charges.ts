import { type Kysely, sql } from 'kysely';

/**
 * A customer debt made by a subscription (the customer_subscription_receipts automation) remembers its
 * subscription: it is the subscription's charge, so it credits income, not the opening-balance account a
 * hand-entered debt credits, and the subscription cannot be deleted while it has charges (stop it instead).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table money_documents add column customer_subscription_id bigint;
    alter table money_documents add foreign key (tenant_id, customer_subscription_id)
      references customer_subscriptions (tenant_id, id);
    create index money_documents_subscription on money_documents (tenant_id, customer_subscription_id)
      where customer_subscription_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index money_documents_subscription;
    alter table money_documents drop column customer_subscription_id;
  `.execute(db);
}
