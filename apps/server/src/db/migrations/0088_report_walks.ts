import { type Kysely, sql } from 'kysely';

/**
 * "Products only I have" (issue 21) at scale: the items held by exactly one branch, by that branch, so
 * the report reads only them instead of testing every item's array of holding branches (120,000 rows at
 * scale 1 with the neighbours, 90 ms, for what is usually a short list).
 *
 * The expiry report's page in its own order: the table protocol sorts ascending with nulls first and the
 * lot id as tie-breaker, which the lots-on-hand-by-expiry index (0056, nulls last, no id) could not give,
 * so each page sorted every lot in the date range (71,414 within 90 days at scale 1: 0.1-0.5 s). The same
 * index, in that order: the page walks it and stops after 25 lots; the dashboard's tile and the expiry
 * notification read date ranges of it as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index stock_item_branches_sole on stock_item_branches (tenant_id, (inventories[1]))
      where cardinality(inventories) = 1;
    drop index products_expiry;
    create index products_expiry on products (tenant_id, expire_date nulls first, id)
      where quantity > 0 and expire_date is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
