import { type Kysely, sql } from 'kysely';

/**
 * Stock reports (issue 21). `stock_levels` holds, per item, branch and currency, what the lots there hold
 * together (quantity, lots, lots on hand, value at cost, at sale price and at base cost), kept by
 * statement triggers on `products` (the lots), so the reports and the dashboard read about one row per
 * item and branch instead of summing a million lots on every page. A row exists while a lot of its key
 * exists ("the item was stocked in the branch"). Only the triggers write it (as the owner); the
 * application reads. The expiry report and tile walk an index of the lots on hand by expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_levels (
      tenant_id bigint not null references tenants(id),
      item_id bigint not null,
      inventory_id bigint not null,
      currency_code text not null,
      quantity numeric not null,
      lots integer not null,
      lots_on_hand integer not null,
      cost_value numeric not null,
      sale_value numeric not null,
      base_cost_value numeric not null,
      primary key (tenant_id, item_id, inventory_id, currency_code)
    );
    create index stock_levels_inventory on stock_levels (tenant_id, inventory_id, item_id) where quantity > 0;
    select bb_tenant_rls('stock_levels');
    revoke insert, update, delete on stock_levels from erp_app;

    -- one lot's signed contribution to its key's row
    create type bb_stock_delta as (tenant_id bigint, item_id bigint, inventory_id bigint, currency_code text,
      quantity numeric, lots integer, lots_on_hand integer, cost_value numeric, sale_value numeric,
      base_cost_value numeric);

    -- adds the contributions of changed lots (+ the new row, - the old one) to their keys' rows, in key
    -- order (concurrent writers lock shared rows in the same order), and drops keys with no lot left
    create function bb_stock_levels_apply(delta bb_stock_delta[]) returns void language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      with d as (
        select e.tenant_id, e.item_id, e.inventory_id, e.currency_code, sum(e.quantity) as quantity,
          sum(e.lots)::int as lots, sum(e.lots_on_hand)::int as lots_on_hand, sum(e.cost_value) as cost_value,
          sum(e.sale_value) as sale_value, sum(e.base_cost_value) as base_cost_value
        from unnest(delta) e group by 1, 2, 3, 4
      )
      insert into stock_levels as s (tenant_id, item_id, inventory_id, currency_code, quantity, lots, lots_on_hand,
        cost_value, sale_value, base_cost_value)
      select * from d
      where quantity <> 0 or lots <> 0 or lots_on_hand <> 0 or cost_value <> 0 or sale_value <> 0 or base_cost_value <> 0
      order by tenant_id, item_id, inventory_id, currency_code
      on conflict (tenant_id, item_id, inventory_id, currency_code) do update
        set quantity = s.quantity + excluded.quantity, lots = s.lots + excluded.lots,
          lots_on_hand = s.lots_on_hand + excluded.lots_on_hand, cost_value = s.cost_value + excluded.cost_value,
          sale_value = s.sale_value + excluded.sale_value, base_cost_value = s.base_cost_value + excluded.base_cost_value;
      delete from stock_levels s using (select distinct e.tenant_id, e.item_id, e.inventory_id, e.currency_code
          from unnest(delta) e) k
        where s.tenant_id = k.tenant_id and s.item_id = k.item_id and s.inventory_id = k.inventory_id
          and s.currency_code = k.currency_code and s.lots <= 0;
    end $f$;
    revoke all on function bb_stock_levels_apply(bb_stock_delta[]) from public;

    create function bb_stock_level_row(p products, sign int) returns bb_stock_delta language sql immutable as $f$
      select row(p.tenant_id, p.item_id, p.inventory_id, p.currency_code, sign * p.quantity, sign,
        case when p.quantity > 0 then sign else 0 end, sign * p.quantity * p.cost, sign * p.quantity * p.sale_price,
        sign * p.quantity * p.base_cost)::bb_stock_delta
    $f$;

    create function bb_stock_levels_insert() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_stock_levels_apply(array(select bb_stock_level_row(n, 1) from new_lots n));
      return null;
    end $f$;
    create function bb_stock_levels_delete() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_stock_levels_apply(array(select bb_stock_level_row(o, -1) from old_lots o));
      return null;
    end $f$;
    -- only lots whose key, quantity or prices changed count (a status or date change costs nothing)
    create function bb_stock_levels_update() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      perform bb_stock_levels_apply(array(
        select v.r from old_lots o join new_lots n on n.tenant_id = o.tenant_id and n.id = o.id
          cross join lateral (values (bb_stock_level_row(n, 1)), (bb_stock_level_row(o, -1))) v(r)
        where (n.item_id, n.inventory_id, n.currency_code, n.quantity, n.cost, n.sale_price, n.base_cost)
          is distinct from (o.item_id, o.inventory_id, o.currency_code, o.quantity, o.cost, o.sale_price, o.base_cost)));
      return null;
    end $f$;
    revoke all on function bb_stock_levels_insert() from public;
    revoke all on function bb_stock_levels_delete() from public;
    revoke all on function bb_stock_levels_update() from public;

    insert into stock_levels
    select tenant_id, item_id, inventory_id, currency_code, sum(quantity), count(*)::int,
      (count(*) filter (where quantity > 0))::int, sum(quantity * cost), sum(quantity * sale_price),
      sum(quantity * base_cost)
    from products group by 1, 2, 3, 4;

    create trigger stock_levels_insert after insert on products referencing new table as new_lots
      for each statement execute function bb_stock_levels_insert();
    create trigger stock_levels_update after update on products referencing old table as old_lots new table as new_lots
      for each statement execute function bb_stock_levels_update();
    create trigger stock_levels_delete after delete on products referencing old table as old_lots
      for each statement execute function bb_stock_levels_delete();

    create index products_expiry on products (tenant_id, expire_date) where quantity > 0 and expire_date is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
