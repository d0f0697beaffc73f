import { type Kysely, sql } from 'kysely';

/**
 * The summary triggers a sale fires (issue 14's CPU bar, docs/performance.md "Sale commit CPU back within
 * 5% (issue 14)"), with the same content in the summary tables:
 * - `cash_box_balances` is kept by the journal's `daily` trigger (one trigger call per posting instead of
 *   two; the same slot, claimed once).
 * - A sale's lines and header add to `sales_item_monthly` and `sales_daily` in one statement each, without
 *   the array of composite deltas and the second function call (the `_apply` functions stay for the
 *   update and delete triggers).
 * - An update of lots that keeps each lot's item, branch and currency (every stock movement) adds its
 *   differences to the key's `stock_levels` row in one statement; only lots whose key changed take the
 *   general path, which may create or drop a key's row.
 * Keys are still written in key order, so concurrent writers lock shared rows in the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bb_journal_daily() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    declare
      my_slot smallint := nullif(current_setting('bb.daily_slot', true), '')::smallint;
    begin
      if my_slot is null then
        -- the transaction's slot (0065): the lowest one no other open transaction of the tenant holds
        my_slot := bb_daily_slot((select min(tenant_id) from new_lines));
      end if;
      insert into journal_daily as d (tenant_id, account_id, currency_code, entry_date, slot, amount, debit, credit)
      select tenant_id, account_id, currency_code, entry_date, my_slot, sum(amount), sum(debit), sum(credit)
      from new_lines group by tenant_id, account_id, currency_code, entry_date
      order by tenant_id, account_id, currency_code, entry_date
      on conflict (tenant_id, account_id, currency_code, entry_date, slot) do update
        set amount = d.amount + excluded.amount, debit = d.debit + excluded.debit, credit = d.credit + excluded.credit; -- money-safe: SQL numeric addition, not JS
      -- the cash boxes' balances (0065), into the same slot
      insert into cash_box_balances as b (tenant_id, cash_box_id, currency_code, slot, amount)
      select n.tenant_id, n.cash_box_id, n.currency_code, my_slot, sum(n.amount)
      from new_lines n where n.cash_box_id is not null group by 1, 2, 3 order by 1, 2, 3
      on conflict (tenant_id, cash_box_id, currency_code, slot) do update set amount = b.amount + excluded.amount; -- money-safe: SQL numeric addition, not JS
      return null;
    end $f$;
    drop trigger cash_box_balances on journal_lines;
    drop function bb_cash_box_balances();

    create or replace function bb_sales_items_insert() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      insert into sales_item_monthly as m (tenant_id, month, inventory_id, currency_code, item_id, lines, quantity, total)
      select d.tenant_id, date_trunc('month', d.sale_date)::date, b.inventory_id, s.currency_code, d.item_id, count(*)::int,
        sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end),
        sum(case when s.is_return then -d.total_sale_price else d.total_sale_price end)
      from new_lines d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
      cross join lateral (values (s.inventory_id), (0::bigint)) b(inventory_id)
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
      on conflict (tenant_id, month, inventory_id, currency_code, item_id) do update
        set lines = m.lines + excluded.lines, quantity = m.quantity + excluded.quantity, total = m.total + excluded.total;
      return null;
    end $f$;

    create or replace function bb_sales_daily_insert() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      insert into sales_daily as d (tenant_id, sale_date, inventory_id, user_id, hour, currency_code, slot,
        sale_count, return_count, sales, returns, sales_cost, returns_cost)
      select e.tenant_id, e.sale_date, e.inventory_id, g.user_id, g.hour, e.currency_code, bb_daily_slot(e.tenant_id),
        sum(e.sale_count), sum(e.return_count), sum(e.sales), sum(e.returns), sum(e.sales_cost), sum(e.returns_cost)
      from new_sales n cross join lateral bb_sales_delta_of(n, 1) e
      cross join lateral bb_sales_grains(e.user_id, e.hour) g
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
      on conflict (tenant_id, sale_date, inventory_id, user_id, hour, currency_code, slot) do update
        set sale_count = d.sale_count + excluded.sale_count, return_count = d.return_count + excluded.return_count,
          sales = d.sales + excluded.sales, returns = d.returns + excluded.returns,
          sales_cost = d.sales_cost + excluded.sales_cost, returns_cost = d.returns_cost + excluded.returns_cost;
      return null;
    end $f$;

    create or replace function bb_stock_levels_update() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      -- lots that keep their key: their differences, added to the key's row (which exists: the lot is there)
      insert into stock_levels as s (tenant_id, item_id, inventory_id, currency_code, quantity, lots, lots_on_hand,
        cost_value, sale_value, base_cost_value)
      select n.tenant_id, n.item_id, n.inventory_id, n.currency_code, sum(n.quantity - o.quantity), 0,
        sum((n.quantity > 0)::int - (o.quantity > 0)::int)::int, sum(n.quantity * n.cost - o.quantity * o.cost),
        sum(n.quantity * n.sale_price - o.quantity * o.sale_price),
        sum(n.quantity * n.base_cost - o.quantity * o.base_cost)
      from old_lots o join new_lots n on n.tenant_id = o.tenant_id and n.id = o.id
      where n.item_id = o.item_id and n.inventory_id = o.inventory_id and n.currency_code = o.currency_code
        and (n.quantity, n.cost, n.sale_price, n.base_cost) is distinct from (o.quantity, o.cost, o.sale_price, o.base_cost)
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4
      on conflict (tenant_id, item_id, inventory_id, currency_code) do update
        set quantity = s.quantity + excluded.quantity, lots_on_hand = s.lots_on_hand + excluded.lots_on_hand,
          cost_value = s.cost_value + excluded.cost_value, sale_value = s.sale_value + excluded.sale_value,
          base_cost_value = s.base_cost_value + excluded.base_cost_value;
      -- lots moved to another item, branch or currency: out of the old key's row, into the new one's
      if exists (select from old_lots o join new_lots n on n.tenant_id = o.tenant_id and n.id = o.id
          where (n.item_id, n.inventory_id, n.currency_code) is distinct from (o.item_id, o.inventory_id, o.currency_code)) then
        perform bb_stock_levels_apply(array(
          select v.r from old_lots o join new_lots n on n.tenant_id = o.tenant_id and n.id = o.id
            cross join lateral (values (bb_stock_level_row(n, 1)), (bb_stock_level_row(o, -1))) v(r)
          where (n.item_id, n.inventory_id, n.currency_code) is distinct from (o.item_id, o.inventory_id, o.currency_code)));
      end if;
      return null;
    end $f$;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
