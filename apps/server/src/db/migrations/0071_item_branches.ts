import { type Kysely, sql } from 'kysely';

/**
 * "Products I don't have" at scale (issue 21, docs/performance.md): per item, the sorted array of the
 * branches holding it (a `stock_levels` row with quantity above zero, any currency), so the report reads
 * one row per item and tests the branch against the array, instead of grouping every level row on hand
 * (about 590,000 at 1,000,000 lots) on each page. Kept by row triggers on `stock_levels` that fire, only for
 * the keys whose held state changes (first stock, sold out, gone): a sale that leaves stock on hand does
 * not touch it, so it adds no lock to the ordinary sale. Only the triggers write it.
 *
 * Also an index of the items with a minimum quantity, where the low-stock tile and report start.
 *
 * The array is recounted from `stock_levels` after the item's row is locked, in a statement of its own:
 * under read committed that statement sees what every transaction that held the row before committed, so
 * two branches changing the same item at once cannot lose each other's change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_item_branches (
      tenant_id bigint not null references tenants(id),
      item_id bigint not null,
      inventories bigint[] not null,
      primary key (tenant_id, item_id)
    );
    select bb_tenant_rls('stock_item_branches');
    revoke insert, update, delete on stock_item_branches from erp_app;

    create function bb_item_branches_refresh(tenants bigint[], items bigint[]) returns void language plpgsql
      security definer set search_path = public, pg_temp as $f$
    begin
      if cardinality(items) = 0 then
        return;
      end if;
      -- take the items' rows (new ones too) in key order
      insert into stock_item_branches as p (tenant_id, item_id, inventories)
      select distinct k.t, k.i, '{}'::bigint[] from unnest(tenants, items) k(t, i) order by 1, 2
      on conflict (tenant_id, item_id) do update set inventories = p.inventories;
      update stock_item_branches p set inventories = array(select distinct s.inventory_id from stock_levels s
          where s.tenant_id = p.tenant_id and s.item_id = p.item_id and s.quantity > 0 order by 1)
      from (select distinct k.t, k.i from unnest(tenants, items) k(t, i)) k
      where p.tenant_id = k.t and p.item_id = k.i;
    end $f$;
    revoke all on function bb_item_branches_refresh(bigint[], bigint[]) from public;

    -- A row trigger with a WHEN clause: PostgreSQL tests the clause without calling anything, so the many
    -- level updates that leave an item held (every sale, each lot of a stocktake) cost nothing here. A
    -- statement trigger with transition tables was built and called for every one of them (a 20,000-lot
    -- stocktake went from 15 s to over 2 minutes).
    create function bb_item_branches_row() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    declare
      r record;
    begin
      if tg_op = 'DELETE' then r := old; else r := new; end if;
      perform bb_item_branches_refresh(array[r.tenant_id], array[r.item_id]);
      return null;
    end $f$;
    revoke all on function bb_item_branches_row() from public;

    insert into stock_item_branches (tenant_id, item_id, inventories)
    select tenant_id, item_id, array_agg(distinct inventory_id order by inventory_id)
    from stock_levels where quantity > 0 group by 1, 2;

    create trigger item_branches_insert after insert on stock_levels
      for each row when (new.quantity > 0) execute function bb_item_branches_row();
    create trigger item_branches_update after update of quantity on stock_levels
      for each row when ((old.quantity > 0) <> (new.quantity > 0)) execute function bb_item_branches_row();
    create trigger item_branches_delete after delete on stock_levels
      for each row when (old.quantity > 0) execute function bb_item_branches_row();

    -- the dashboard's low-stock tile (and the low-quantity report) start from the items with a minimum:
    -- usually few, so they are found without reading the whole catalogue
    create index items_with_minimum on items (tenant_id, id) where min_quantity > 0 and stockable and status = 1;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
