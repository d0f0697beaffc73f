import { type Kysely, sql } from 'kysely';

/**
 * The five `stock_levels` rows every sale updates, written with less (docs/performance.md, "Issue 14's
 * bar and issue 21's summary rows (session 10)"), the same content in `stock_levels` and
 * `stock_level_totals`:
 * - The branch index loses its `where quantity > 0`: a column in an index's predicate makes every update of
 *   it a non-HOT update (a new row version placed anywhere plus an entry in both indexes). Without it a
 *   level update stays on its page and writes no index entry; the readers by branch filter on the quantity
 *   (about one level row in ten is off hand at scale 1; the stock reports stay at 1-73 ms at scale 1).
 *   Pages keep a fifth free for those versions.
 * - The level totals (0087) are added by the statement that updates the level rows, from the rows'
 *   versions before and after (`returning old/new`, PostgreSQL 18), instead of by a second statement
 *   trigger with its own transition tables on `stock_levels`. Inserted and deleted level rows keep their row
 *   triggers: an upsert's `old` is null for a row it inserted, which the insert trigger counts.
 * The bench's sale commit did not move beyond its spread with this (fewer index entries and dead versions,
 * not fewer rows: the rows are what a sale's summaries cost).
 */

/** The level upsert's returned versions (`up`) as the totals' differences, added into the transaction's slot. */
const ADD_TOTALS = `
  insert into stock_level_totals as t (tenant_id, inventory_id, currency_code, slot, rows, quantity, lots,
    base_cost_value)
  select d.tenant_id, d.inventory_id, d.currency_code, bb_daily_slot(d.tenant_id), d.n, d.q, d.l, d.v
  from (
    select u.tenant_id, u.inventory_id, u.currency_code, sum(c.n)::int n, sum(c.q) q, sum(c.l)::int l, sum(c.v) v
    from up u cross join lateral (values
      (1, u.nq::numeric(18,4), u.nl, u.nv::numeric(24,6), u.nq > 0),
      (-1, -(u.oq::numeric(18,4)), -u.ol, -(u.ov::numeric(24,6)), u.oq > 0)) c(n, q, l, v, on_hand)
    where u.oq is not null and c.on_hand
    group by 1, 2, 3
  ) d
  where (d.n, d.q, d.l, d.v) is distinct from (0, 0::numeric, 0, 0::numeric)
  order by 1, 2, 3
  on conflict (tenant_id, inventory_id, currency_code, slot) do update
    set rows = t.rows + excluded.rows, quantity = t.quantity + excluded.quantity, lots = t.lots + excluded.lots,
      base_cost_value = t.base_cost_value + excluded.base_cost_value`;

/** What the level upsert returns for `ADD_TOTALS` (aliased: `old` and `new` are PL/pgSQL's trigger records). */
const RETURNING = `returning with (old as was, new as now) s.tenant_id, s.inventory_id, s.currency_code,
  was.quantity as oq, was.lots_on_hand as ol, was.base_cost_value as ov, now.quantity as nq,
  now.lots_on_hand as nl, now.base_cost_value as nv`;

const UPSERT_SET = `on conflict (tenant_id, item_id, inventory_id, currency_code) do update
  set quantity = s.quantity + excluded.quantity, lots = s.lots + excluded.lots,
    lots_on_hand = s.lots_on_hand + excluded.lots_on_hand, cost_value = s.cost_value + excluded.cost_value,
    sale_value = s.sale_value + excluded.sale_value, base_cost_value = s.base_cost_value + excluded.base_cost_value`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index stock_levels_inventory;
    create index stock_levels_inventory on stock_levels (tenant_id, inventory_id, item_id);
    alter table stock_levels set (fillfactor = 80);

    drop trigger level_totals_update on stock_levels;
    drop function bb_stock_level_totals_update();

    -- 0056's general path (lots inserted, deleted or moved to another key), now adding the totals itself
    create or replace function bb_stock_levels_apply(delta bb_stock_delta[]) returns void language plpgsql
      security definer set search_path = public, pg_temp as $f$
    begin
      with d as (
        select e.tenant_id, e.item_id, e.inventory_id, e.currency_code, sum(e.quantity) as quantity,
          sum(e.lots)::int as lots, sum(e.lots_on_hand)::int as lots_on_hand, sum(e.cost_value) as cost_value,
          sum(e.sale_value) as sale_value, sum(e.base_cost_value) as base_cost_value
        from unnest(delta) e group by 1, 2, 3, 4
      ), up as (
        insert into stock_levels as s (tenant_id, item_id, inventory_id, currency_code, quantity, lots,
          lots_on_hand, cost_value, sale_value, base_cost_value)
        select * from d
        where quantity <> 0 or lots <> 0 or lots_on_hand <> 0 or cost_value <> 0 or sale_value <> 0
          or base_cost_value <> 0
        order by tenant_id, item_id, inventory_id, currency_code
        ${sql.raw(UPSERT_SET)}
        ${sql.raw(RETURNING)}
      )
      ${sql.raw(ADD_TOTALS)};
      delete from stock_levels s using (select distinct e.tenant_id, e.item_id, e.inventory_id, e.currency_code
          from unnest(delta) e) k
        where s.tenant_id = k.tenant_id and s.item_id = k.item_id and s.inventory_id = k.inventory_id
          and s.currency_code = k.currency_code and s.lots <= 0;
    end $f$;

    -- 0090's update trigger on the lots, its fast path (lots that keep their key) adding the totals too
    create or replace function bb_stock_levels_update() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      with up as (
        insert into stock_levels as s (tenant_id, item_id, inventory_id, currency_code, quantity, lots,
          lots_on_hand, cost_value, sale_value, base_cost_value)
        select n.tenant_id, n.item_id, n.inventory_id, n.currency_code, sum(n.quantity - o.quantity), 0,
          sum((n.quantity > 0)::int - (o.quantity > 0)::int)::int, sum(n.quantity * n.cost - o.quantity * o.cost),
          sum(n.quantity * n.sale_price - o.quantity * o.sale_price),
          sum(n.quantity * n.base_cost - o.quantity * o.base_cost)
        from old_lots o join new_lots n on n.tenant_id = o.tenant_id and n.id = o.id
        where n.item_id = o.item_id and n.inventory_id = o.inventory_id and n.currency_code = o.currency_code
          and (n.quantity, n.cost, n.sale_price, n.base_cost) is distinct from (o.quantity, o.cost, o.sale_price, o.base_cost)
        group by 1, 2, 3, 4
        order by 1, 2, 3, 4
        ${sql.raw(UPSERT_SET)}
        ${sql.raw(RETURNING)}
      )
      ${sql.raw(ADD_TOTALS)};
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
