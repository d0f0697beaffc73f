import { rnd } from './sql.js';
import type { GenContext, GeneratorStep, Invariant } from './types.js';

/**
 * Lots ("products", issue 6): item x branch x batch x expiry with cost and prices, and the opening stock of
 * each lot as one `add_to_stock` movement (document id = the lot, as POST add-to-stock writes it), so the
 * stock equals the sum of its movements from the start. Written set-based (generate_series), in batches.
 */

/** Lots of the bench tenant at scale 1 (about ten per item, spread over the branches). */
export const LOTS_AT_SCALE_1 = 1_000_000;
const LOT_BATCH = 50_000;
/** The bench's USD rate for lots bought in dollars (base cost = cost x rate). */
const USD_RATE = 1310;

/**
 * Lots `from`..`to` of the tenant. Lot g belongs to item number 1 + (g - 1) mod n (by id order), so every
 * item gets about the same number of lots, in a branch drawn per lot (an item has 0 to several batches in
 * a branch). Goods and materials hold 0 to 400 units (one in ten sold out); services hold none. One lot in
 * twenty is priced in USD; six in ten carry an expiry (some past); one in a hundred is disabled.
 */
async function insertLots(ctx: GenContext, from: number, to: number): Promise<void> {
  await ctx.sql(
    `insert into products (tenant_id, item_id, inventory_id, batch_number, expire_date, quantity, cost, base_cost,
       purchase_price, purchase_price_before_discount, sale_price, wholesale_price, currency_code, status,
       created_at, updated_at)
     select $1, it.id, inv.ids[1 + ${rnd('g', 101, 'cardinality(inv.ids)')}],
       'B' || g::text,
       case when ${rnd('g', 102, 10)} < 6 then current_date - 60 + ${rnd('g', 103, 3 * 365)}::int end,
       case when it.type = 3 or ${rnd('g', 104, 10)} = 0 then 0 else 1 + ${rnd('g', 105, 400)} end,
       c.cost, c.cost * c.rate, c.cost, c.cost, c.sale, c.wholesale, c.currency,
       case when ${rnd('g', 106, 100)} = 0 then 0 else 1 end,
       c.at, c.at
     from generate_series($2::int, $3::int) g
     cross join (select array_agg(id order by id) as ids from inventories where tenant_id = $1) inv
     join bench_lot_items it on it.n = 1 + (g - 1) % $4::int
     cross join lateral (select
         case when usd then 'USD' else 'IQD' end as currency,
         case when usd then ${USD_RATE} else 1 end as rate,
         case when usd then round(base / ${USD_RATE}.0, 2) else base end as cost,
         case when usd then round(base * 1.25 / ${USD_RATE}.0, 2) else base * 5 / 4 end as sale,
         case when usd then round(base * 1.15 / ${USD_RATE}.0, 2) else round(base * 1.15 / 250) * 250 end as wholesale,
         now() - make_interval(secs => ${rnd('g', 107, 2 * 365 * 86400)}) as at
       from (select ${rnd('g', 108, 20)} = 0 as usd, 1000 * (1 + ${rnd('g', 109, 200)})::numeric as base) b) c`,
    [ctx.tenantId, from, to, await itemCount(ctx)],
  );
}

async function itemCount(ctx: GenContext): Promise<number> {
  const [r] = await ctx.sql<{ n: number }>('select count(*)::int as n from bench_lot_items');
  return r?.n ?? 0;
}

/** Opening stock: one `add_to_stock` movement per lot that holds stock, at its cost, on its creation date. */
async function insertOpeningMovements(ctx: GenContext, fromId: string, toId: string): Promise<number> {
  const rows = await ctx.sql<{ n: number }>(
    `with m as (
       insert into stock_movements (tenant_id, product_id, item_id, inventory_id, movement_date, document_type,
         document_id, quantity, unit_cost, base_unit_cost, currency_code, user_id, created_at)
       select tenant_id, id, item_id, inventory_id, created_at::date, 'add_to_stock', id, quantity, cost, base_cost,
         currency_code, $2, created_at
       from products where tenant_id = $1 and id > $3::bigint and id <= $4::bigint and quantity <> 0
       returning 1)
     select count(*)::int as n from m`,
    [ctx.tenantId, ctx.adminId, fromId, toId],
  );
  return rows[0]?.n ?? 0;
}

export const stockSteps: GeneratorStep[] = [
  {
    name: 'lots',
    describe:
      '1,000,000 lots per scale unit over the branches (batches, expiries, IQD/USD prices) with their opening stock movements',
    work: (ctx) => ctx.count(LOTS_AT_SCALE_1, 200),
    async run(ctx) {
      const n = ctx.count(LOTS_AT_SCALE_1, 200);
      await ctx.sql(
        `create temp table bench_lot_items on commit drop as
         select row_number() over (order by id)::int as n, id, type from items where tenant_id = $1`,
        [ctx.tenantId],
      );
      await ctx.sql('alter table bench_lot_items add primary key (n)');
      if ((await itemCount(ctx)) === 0) throw new Error('lots need items first');
      const [mark] = await ctx.sql<{ last: string }>(
        `select coalesce(max(id), 0)::text as last from products where tenant_id = $1`,
        [ctx.tenantId],
      );
      let movements = 0;
      await ctx.batches(n, LOT_BATCH, async (from, to) => {
        const [before] = await ctx.sql<{ last: string }>(
          `select coalesce(max(id), 0)::text as last from products where tenant_id = $1`,
          [ctx.tenantId],
        );
        await insertLots(ctx, from, to);
        const [after] = await ctx.sql<{ last: string }>(
          `select coalesce(max(id), 0)::text as last from products where tenant_id = $1`,
          [ctx.tenantId],
        );
        movements += await insertOpeningMovements(ctx, before!.last, after!.last);
      });
      ctx.log('prices in USD for one IQD lot in five');
      const prices = await ctx.sql<{ n: number }>(
        `with p as (
           insert into product_prices (tenant_id, product_id, currency_code, sale_price, wholesale_price)
           select tenant_id, id, 'USD', round(sale_price / ${USD_RATE}.0, 2), round(wholesale_price / ${USD_RATE}.0, 2)
           from products where tenant_id = $1 and id > $2::bigint and currency_code = 'IQD' and id % 5 = 0
           returning 1)
         select count(*)::int as n from p`,
        [ctx.tenantId, mark!.last],
      );
      return { products: n, stock_movements: movements, product_prices: prices[0]?.n ?? 0 };
    },
  },
];

export const stockInvariants: Invariant[] = [
  {
    name: 'every lot holds the sum of its stock movements',
    sql: `select count(*) as bad from products p
          left join (select tenant_id, product_id, sum(quantity) as q from stock_movements group by 1, 2) m
            on m.tenant_id = p.tenant_id and m.product_id = p.id
          where p.quantity <> coalesce(m.q, 0)`,
  },
  {
    name: 'no lot below zero',
    sql: 'select count(*) as bad from products where quantity < 0',
  },
];
