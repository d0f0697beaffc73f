import { type Kysely, sql } from 'kysely';

/**
 * A closed count is superseded by documents recorded after a lot was counted but dated before the day it
 * was counted (backdated sales, purchases, transfers, edits of old documents). Such a movement is always
 * dated before the day it was recorded, so a partial index of only those (rare) movements, by branch and
 * the time they were recorded, lets the stocktake list and the count's header find them with a small index
 * range instead of every counted lot's history. Ordinary movements (dated the day they are recorded) are
 * not in it and pay nothing more than the predicate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index stock_movements_backdated on stock_movements (tenant_id, inventory_id, created_at)
      where movement_date < (created_at at time zone 'UTC')::date;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index stock_movements_backdated`.execute(db);
}
