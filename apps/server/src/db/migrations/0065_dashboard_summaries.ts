import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's sales summaries (issue 21), kept in the transaction of every sale and return by
 * statement triggers, as `stock_levels` (0056) and `journal_daily` (0011) are, so every writer of sales
 * (the kernel, imports, the bench generator) is covered without code in the modules; only the triggers and
 * `bb_sales_summary_rebuild` write them.
 * - `sales_daily`: per day, branch and currency, the count and total of sales and of returns and their cost
 *   (cost of goods + extras' cost), at four grains: the branch's day (user 0, hour -1), the branch's hours
 *   (UTC, of `created_at`; user 0), each user's day (hour -1) and each user's hours. Rows of one
 *   transaction go to its `journal_daily` slot (`bb_daily_slot`: the same claim, shared by both tables), so
 *   two open sales never wait on each other's summary row; readers sum the slots. A month of the owner's
 *   figures reads branches x days rows, whatever the number of sales.
 * - `sales_item_monthly`: per month, branch and currency, each item's lines, quantity and total net of
 *   returns, and the same per tenant under `inventory_id` 0 (every branch), so the owner's top five is an
 *   index walk. No slots: a line already locks its item's `stock_levels` row (same item, branch and
 *   currency) until commit; the tenant row adds a wait only for the same item sold at the same moment in
 *   two branches, for the short rest of the sale's transaction. Keys are written in order.
 * - `cash_box_balances`: per cash box and currency the sum of its journal lines, added to by a trigger on
 *   the (append-only) lines into the transaction's slot, so the dashboard's cash per box reads at most a
 *   row per slot instead of every line the box ever had.
 * The lines' trigger reads their sale's header (branch, currency, return); so that a header deleted with
 * its lines by the foreign key's cascade (not the kernel, which deletes lines first) still counts them, a
 * row trigger deletes a sale's lines before the header goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sales_daily (
      tenant_id bigint not null references tenants(id),
      sale_date date not null,
      inventory_id bigint not null,
      user_id bigint not null,
      hour smallint not null,
      currency_code text not null,
      slot smallint not null,
      sale_count integer not null,
      return_count integer not null,
      sales numeric not null,
      returns numeric not null,
      sales_cost numeric not null,
      returns_cost numeric not null,
      primary key (tenant_id, sale_date, inventory_id, user_id, hour, currency_code, slot)
    );
    select bb_tenant_rls('sales_daily');
    revoke insert, update, delete on sales_daily from erp_app;

    create table sales_item_monthly (
      tenant_id bigint not null references tenants(id),
      month date not null,
      inventory_id bigint not null,
      currency_code text not null,
      item_id bigint not null,
      lines integer not null,
      quantity numeric not null,
      total numeric not null,
      primary key (tenant_id, month, inventory_id, currency_code, item_id)
    );
    create index sales_item_monthly_top on sales_item_monthly (tenant_id, month, inventory_id, quantity desc, item_id, currency_code)
      where lines > 0;
    select bb_tenant_rls('sales_item_monthly');
    revoke insert, update, delete on sales_item_monthly from erp_app;

    -- The transaction's per-day slot: the one its journal posting claimed, else the lowest free one of the
    -- tenant (the claim of bb_journal_daily, 0021: an advisory lock held until the transaction ends).
    create function bb_daily_slot(tenant bigint) returns smallint language plpgsql as $f$
    declare
      my_slot smallint := nullif(current_setting('bb.daily_slot', true), '')::smallint;
    begin
      if my_slot is not null then
        return my_slot;
      end if;
      for k in 0..63 loop
        if pg_try_advisory_xact_lock(1785622881, ((tenant % 33554432) * 64 + k)::int) then
          my_slot := k;
          exit;
        end if;
      end loop;
      my_slot := coalesce(my_slot, (pg_backend_pid() % 64)::smallint);
      perform set_config('bb.daily_slot', my_slot::text, true);
      return my_slot;
    end $f$;
    revoke all on function bb_daily_slot(bigint) from public;

    create type bb_sales_delta as (tenant_id bigint, sale_date date, inventory_id bigint, user_id bigint,
      hour smallint, currency_code text, sale_count integer, return_count integer, sales numeric, returns numeric,
      sales_cost numeric, returns_cost numeric);

    -- one sale's signed contribution to its summary row
    create function bb_sales_delta_of(s sales, sign int) returns bb_sales_delta language sql immutable as $f$
      select row(s.tenant_id, s.sale_date, s.inventory_id, s.user_id,
        extract(hour from s.created_at at time zone 'UTC')::smallint, s.currency_code,
        case when s.is_return then 0 else sign end, case when s.is_return then sign else 0 end,
        case when s.is_return then 0 else sign * s.total end, case when s.is_return then sign * s.total else 0 end,
        case when s.is_return then 0 else sign * (s.cost_total + s.extras_cost) end,
        case when s.is_return then sign * (s.cost_total + s.extras_cost) else 0 end)::bb_sales_delta
    $f$;

    -- the four rows a sale adds to: its branch's day (user 0, hour -1), the branch's hour (user 0), the
    -- user's day (hour -1) and the user's hour, so each reader sums only the rows of its own grain
    create function bb_sales_grains(u bigint, h smallint) returns table (user_id bigint, hour smallint)
      language sql immutable as $f$
      select * from (values (0::bigint, (-1)::smallint), (0::bigint, h), (u, (-1)::smallint), (u, h)) g
    $f$;

    create function bb_sales_daily_apply(delta bb_sales_delta[]) returns void language plpgsql security definer
      set search_path = public, pg_temp as $f$
    declare
      my_slot smallint;
    begin
      if cardinality(delta) = 0 then
        return;
      end if;
      my_slot := bb_daily_slot((delta[1]).tenant_id);
      insert into sales_daily as d (tenant_id, sale_date, inventory_id, user_id, hour, currency_code, slot,
        sale_count, return_count, sales, returns, sales_cost, returns_cost)
      select e.tenant_id, e.sale_date, e.inventory_id, g.user_id, g.hour, e.currency_code, my_slot,
        sum(e.sale_count), sum(e.return_count), sum(e.sales), sum(e.returns), sum(e.sales_cost), sum(e.returns_cost)
      from unnest(delta) e cross join lateral bb_sales_grains(e.user_id, e.hour) g
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
      on conflict (tenant_id, sale_date, inventory_id, user_id, hour, currency_code, slot) do update
        set sale_count = d.sale_count + excluded.sale_count, return_count = d.return_count + excluded.return_count,
          sales = d.sales + excluded.sales, returns = d.returns + excluded.returns,
          sales_cost = d.sales_cost + excluded.sales_cost, returns_cost = d.returns_cost + excluded.returns_cost;
    end $f$;
    revoke all on function bb_sales_daily_apply(bb_sales_delta[]) from public;

    create function bb_sales_daily_insert() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_sales_daily_apply(array(select bb_sales_delta_of(n, 1) from new_sales n));
      return null;
    end $f$;
    create function bb_sales_daily_delete() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_sales_daily_apply(array(select bb_sales_delta_of(o, -1) from old_sales o));
      return null;
    end $f$;
    -- only sales whose key or amounts changed count (an approval or an audit costs nothing)
    create function bb_sales_daily_update() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_sales_daily_apply(array(
        select v.r from old_sales o join new_sales n on n.tenant_id = o.tenant_id and n.id = o.id
          cross join lateral (values (bb_sales_delta_of(n, 1)), (bb_sales_delta_of(o, -1))) v(r)
        where (n.sale_date, n.inventory_id, n.user_id, n.created_at, n.currency_code, n.is_return, n.total,
            n.cost_total, n.extras_cost)
          is distinct from (o.sale_date, o.inventory_id, o.user_id, o.created_at, o.currency_code, o.is_return,
            o.total, o.cost_total, o.extras_cost)));
      return null;
    end $f$;

    create type bb_sale_item_delta as (tenant_id bigint, month date, inventory_id bigint, currency_code text,
      item_id bigint, lines integer, quantity numeric, total numeric);

    -- adds lines to their branch's row and to the tenant's (inventory 0), in key order
    create function bb_sales_items_apply(delta bb_sale_item_delta[]) returns void language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      insert into sales_item_monthly as m (tenant_id, month, inventory_id, currency_code, item_id, lines, quantity, total)
      select e.tenant_id, e.month, b.inventory_id, e.currency_code, e.item_id, sum(e.lines), sum(e.quantity), sum(e.total)
      from unnest(delta) e cross join lateral (values (e.inventory_id), (0::bigint)) b(inventory_id)
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
      on conflict (tenant_id, month, inventory_id, currency_code, item_id) do update
        set lines = m.lines + excluded.lines, quantity = m.quantity + excluded.quantity, total = m.total + excluded.total;
    end $f$;
    revoke all on function bb_sales_items_apply(bb_sale_item_delta[]) from public;

    create function bb_sales_items_insert() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_sales_items_apply(array(
        select row(d.tenant_id, date_trunc('month', d.sale_date)::date, s.inventory_id, s.currency_code, d.item_id, 1,
          case when s.is_return then -d.sale_quantity else d.sale_quantity end,
          case when s.is_return then -d.total_sale_price else d.total_sale_price end)::bb_sale_item_delta
        from new_lines d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id));
      return null;
    end $f$;
    create function bb_sales_items_delete() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_sales_items_apply(array(
        select row(d.tenant_id, date_trunc('month', d.sale_date)::date, s.inventory_id, s.currency_code, d.item_id, -1,
          case when s.is_return then d.sale_quantity else -d.sale_quantity end,
          case when s.is_return then d.total_sale_price else -d.total_sale_price end)::bb_sale_item_delta
        from old_lines d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id));
      return null;
    end $f$;
    create function bb_sales_items_update() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_sales_items_apply(array(
        select row(d.tenant_id, date_trunc('month', d.sale_date)::date, s.inventory_id, s.currency_code, d.item_id,
          d.sign, d.sign * case when s.is_return then -d.sale_quantity else d.sale_quantity end,
          d.sign * case when s.is_return then -d.total_sale_price else d.total_sale_price end)::bb_sale_item_delta
        from (select n.tenant_id, n.sale_id, n.sale_date, n.item_id, n.sale_quantity, n.total_sale_price, 1 as sign
              from new_lines n
              union all
              select o.tenant_id, o.sale_id, o.sale_date, o.item_id, o.sale_quantity, o.total_sale_price, -1
              from old_lines o) d
        join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id));
      return null;
    end $f$;
    -- lines leave before their header, so the lines' trigger still reads the header's branch and currency
    create function bb_sales_lines_first() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      delete from sale_details where tenant_id = old.tenant_id and sale_id = old.id;
      return old;
    end $f$;
    revoke all on function bb_sales_daily_insert() from public;
    revoke all on function bb_sales_daily_delete() from public;
    revoke all on function bb_sales_daily_update() from public;
    revoke all on function bb_sales_items_insert() from public;
    revoke all on function bb_sales_items_delete() from public;
    revoke all on function bb_sales_items_update() from public;
    revoke all on function bb_sales_lines_first() from public;

    -- Recomputes a tenant's summaries from 'since' on (its month, for the items) from the sales: the
    -- backfill below, and the bench's clean-up after it deleted its own sales with triggers off.
    create function bb_sales_summary_rebuild(tenant bigint, since date) returns void language plpgsql
      security definer set search_path = public, pg_temp as $f$
    declare
      first_month date := date_trunc('month', since)::date;
    begin
      delete from sales_daily where tenant_id = tenant and sale_date >= since;
      insert into sales_daily (tenant_id, sale_date, inventory_id, user_id, hour, currency_code, slot, sale_count,
        return_count, sales, returns, sales_cost, returns_cost)
      select (e).tenant_id, (e).sale_date, (e).inventory_id, g.user_id, g.hour, (e).currency_code, 0,
        sum((e).sale_count), sum((e).return_count), sum((e).sales), sum((e).returns), sum((e).sales_cost),
        sum((e).returns_cost)
      from (select bb_sales_delta_of(s, 1) as e from sales s where s.tenant_id = tenant and s.sale_date >= since) x
      cross join lateral bb_sales_grains((e).user_id, (e).hour) g
      group by 1, 2, 3, 4, 5, 6;
      delete from sales_item_monthly where tenant_id = tenant and month >= first_month;
      insert into sales_item_monthly (tenant_id, month, inventory_id, currency_code, item_id, lines, quantity, total)
      select d.tenant_id, date_trunc('month', d.sale_date)::date, b.inventory_id, s.currency_code, d.item_id,
        count(*), sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end),
        sum(case when s.is_return then -d.total_sale_price else d.total_sale_price end)
      from sale_details d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
      cross join lateral (values (s.inventory_id), (0::bigint)) b(inventory_id)
      where d.tenant_id = tenant and d.sale_date >= first_month
      group by 1, 2, 3, 4, 5;
    end $f$;
    revoke all on function bb_sales_summary_rebuild(bigint, date) from public;

    select bb_sales_summary_rebuild(t.id, '-infinity') from tenants t;

    create table cash_box_balances (
      tenant_id bigint not null references tenants(id),
      cash_box_id bigint not null,
      currency_code text not null,
      slot smallint not null,
      amount numeric not null,
      primary key (tenant_id, cash_box_id, currency_code, slot)
    );
    select bb_tenant_rls('cash_box_balances');
    revoke insert, update, delete on cash_box_balances from erp_app;
    create function bb_cash_box_balances() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    declare
      tenant bigint := (select min(n.tenant_id) from new_lines n where n.cash_box_id is not null);
      my_slot smallint;
    begin
      if tenant is null then
        return null;
      end if;
      my_slot := bb_daily_slot(tenant);
      insert into cash_box_balances as b (tenant_id, cash_box_id, currency_code, slot, amount)
      select n.tenant_id, n.cash_box_id, n.currency_code, my_slot, sum(n.amount)
      from new_lines n where n.cash_box_id is not null group by 1, 2, 3 order by 1, 2, 3
      on conflict (tenant_id, cash_box_id, currency_code, slot) do update set amount = b.amount + excluded.amount;
      return null;
    end $f$;
    revoke all on function bb_cash_box_balances() from public;
    insert into cash_box_balances (tenant_id, cash_box_id, currency_code, slot, amount)
    select tenant_id, cash_box_id, currency_code, 0, sum(amount) from journal_lines
    where cash_box_id is not null group by 1, 2, 3;
    create trigger cash_box_balances after insert on journal_lines referencing new table as new_lines
      for each statement execute function bb_cash_box_balances();

    create trigger sales_daily_insert after insert on sales referencing new table as new_sales
      for each statement execute function bb_sales_daily_insert();
    create trigger sales_daily_update after update on sales referencing old table as old_sales new table as new_sales
      for each statement execute function bb_sales_daily_update();
    create trigger sales_daily_delete after delete on sales referencing old table as old_sales
      for each statement execute function bb_sales_daily_delete();
    create trigger sales_lines_first before delete on sales for each row execute function bb_sales_lines_first();
    create trigger sales_items_insert after insert on sale_details referencing new table as new_lines
      for each statement execute function bb_sales_items_insert();
    create trigger sales_items_update after update on sale_details referencing old table as old_lines new table as new_lines
      for each statement execute function bb_sales_items_update();
    create trigger sales_items_delete after delete on sale_details referencing old table as old_lines
      for each statement execute function bb_sales_items_delete();
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
