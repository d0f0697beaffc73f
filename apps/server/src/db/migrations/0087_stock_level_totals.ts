import { type Kysely, sql } from 'kysely';

/**
 * The products report at scale 1 (issue 21, docs/performance.md "Issue 21's speed targets at scale 1"):
 * it read every level row on hand (609,328 at 1,000,000 lots) twice per page, once for the 25 rows in item
 * name order and once for the count and footer sums.
 *
 * - `stock_level_totals`: per branch and currency, the count of level rows on hand (quantity above zero)
 *   and the sums the report's footer shows over them, each row's value rounded as the report prints it
 *   (quantity to 4 places, value at base cost to 6), so the footer of the unfiltered report (or of a
 *   branch or a currency) is the sum of at most slots x branches x currencies rows and equals, to the
 *   last digit, the sum of the rows it stands for. Kept by triggers on `stock_levels` (whose own
 *   triggers run in the transaction of every stock change), into the transaction's slot (`bb_daily_slot`,
 *   as `sales_daily` and `cash_box_balances`), so two sales of one branch never wait on each other here.
 *   The triggers fire only when a row on hand changes what it adds; only they write the table.
 * - `items_name_order`: the items in the report's sort (the ICU root collation, nulls first as an
 *   ascending sort puts them), so a page walks the items by name and reads each one's level rows by key,
 *   stopping after the page.
 * - `items_hidden`: the hidden items (few), whose rows the default footer takes off the totals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_level_totals (
      tenant_id bigint not null references tenants(id),
      inventory_id bigint not null,
      currency_code text not null,
      slot smallint not null,
      rows integer not null,
      quantity numeric not null,
      lots integer not null,
      base_cost_value numeric not null,
      primary key (tenant_id, inventory_id, currency_code, slot)
    );
    select bb_tenant_rls('stock_level_totals');
    revoke insert, update, delete on stock_level_totals from erp_app;

    create function bb_stock_level_totals_add(tenant bigint, inventory bigint, currency text, n integer,
      q numeric, l integer, v numeric) returns void language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      insert into stock_level_totals as t (tenant_id, inventory_id, currency_code, slot, rows, quantity, lots,
        base_cost_value)
      values (tenant, inventory, currency, bb_daily_slot(tenant), n, q, l, v)
      on conflict (tenant_id, inventory_id, currency_code, slot) do update
        set rows = t.rows + excluded.rows, quantity = t.quantity + excluded.quantity, lots = t.lots + excluded.lots,
          base_cost_value = t.base_cost_value + excluded.base_cost_value;
    end $f$;
    revoke all on function bb_stock_level_totals_add(bigint, bigint, text, integer, numeric, integer, numeric) from public;

    -- a level row inserted or deleted adds or takes off its contribution (a row off hand contributes nothing)
    create function bb_stock_level_totals_row() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      if tg_op <> 'INSERT' and old.quantity > 0 then
        perform bb_stock_level_totals_add(old.tenant_id, old.inventory_id, old.currency_code, -1,
          -(old.quantity::numeric(18,4)), -old.lots_on_hand, -(old.base_cost_value::numeric(24,6)));
      end if;
      if tg_op <> 'DELETE' and new.quantity > 0 then
        perform bb_stock_level_totals_add(new.tenant_id, new.inventory_id, new.currency_code, 1,
          new.quantity::numeric(18,4), new.lots_on_hand, new.base_cost_value::numeric(24,6));
      end if;
      return null;
    end $f$;
    revoke all on function bb_stock_level_totals_row() from public;

    -- An update statement's level rows (a sale's lines are one statement of level updates): their old
    -- contribution off and their new one on, summed per branch and currency into the transaction's slot,
    -- one upsert per key and statement rather than two per row; each row rounded as the report prints it.
    create function bb_stock_level_totals_update() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      insert into stock_level_totals as t (tenant_id, inventory_id, currency_code, slot, rows, quantity, lots,
        base_cost_value)
      select d.tenant_id, d.inventory_id, d.currency_code, bb_daily_slot(d.tenant_id), d.n, d.q, d.l, d.v
      from (
        select x.tenant_id, x.inventory_id, x.currency_code, sum(x.n)::int n, sum(x.q) q, sum(x.l)::int l,
          sum(x.v) v
        from (
          select tenant_id, inventory_id, currency_code, 1 n, quantity::numeric(18,4) q, lots_on_hand l,
            base_cost_value::numeric(24,6) v
          from new_levels where quantity > 0
          union all
          select tenant_id, inventory_id, currency_code, -1, -(quantity::numeric(18,4)), -lots_on_hand,
            -(base_cost_value::numeric(24,6))
          from old_levels where quantity > 0
        ) x
        group by 1, 2, 3
      ) d
      where (d.n, d.q, d.l, d.v) is distinct from (0, 0::numeric, 0, 0::numeric)
      order by 1, 2, 3
      on conflict (tenant_id, inventory_id, currency_code, slot) do update
        set rows = t.rows + excluded.rows, quantity = t.quantity + excluded.quantity, lots = t.lots + excluded.lots,
          base_cost_value = t.base_cost_value + excluded.base_cost_value;
      return null;
    end $f$;
    revoke all on function bb_stock_level_totals_update() from public;

    insert into stock_level_totals (tenant_id, inventory_id, currency_code, slot, rows, quantity, lots, base_cost_value)
    select tenant_id, inventory_id, currency_code, 0, count(*), sum(quantity::numeric(18,4)), sum(lots_on_hand),
      sum(base_cost_value::numeric(24,6))
    from stock_levels where quantity > 0 group by 1, 2, 3;

    create trigger level_totals_insert after insert on stock_levels
      for each row when (new.quantity > 0) execute function bb_stock_level_totals_row();
    create trigger level_totals_update after update on stock_levels
      referencing old table as old_levels new table as new_levels
      for each statement execute function bb_stock_level_totals_update();
    create trigger level_totals_delete after delete on stock_levels
      for each row when (old.quantity > 0) execute function bb_stock_level_totals_row();

    create index items_name_order on items (tenant_id, name collate "und-x-icu" nulls first);
    create index items_hidden on items (tenant_id, id) where is_hidden;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
