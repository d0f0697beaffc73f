import { type Kysely, sql } from 'kysely';

/**
 * The item-branch array's row trigger (0071) by key, not through the array function: that function's
 * `update ... from unnest(...)` join got its cached generic plan while `stock_item_branches` was small
 * (a seq scan and a hash join) and kept it as the table grew within the session, so every new held key
 * read the whole table. Loading 1,000,000 lots (100,000 items) in one transaction, as the bench generator
 * and a large import do, went quadratic: the first 50,000 lots took over 9 minutes at scale 1 where
 * 100,000 took 41 s at scale 0.1. Two statements on the primary key instead, whose plan is an index lookup
 * whatever the table's size, in the same order as before: the item's row is locked first, then the array
 * is recounted in a statement of its own (read committed: it sees what every earlier holder committed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bb_item_branches_row() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    declare
      r record;
    begin
      if tg_op = 'DELETE' then r := old; else r := new; end if;
      insert into stock_item_branches as p (tenant_id, item_id, inventories)
      values (r.tenant_id, r.item_id, '{}'::bigint[])
      on conflict (tenant_id, item_id) do update set inventories = p.inventories;
      update stock_item_branches p set inventories = array(select distinct s.inventory_id from stock_levels s
          where s.tenant_id = r.tenant_id and s.item_id = r.item_id and s.quantity > 0 order by 1)
      where p.tenant_id = r.tenant_id and p.item_id = r.item_id;
      return null;
    end $f$;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
