import { SALE_PREFIX } from '@bb/contracts';
import { dropForeignKeys } from './foreign-keys.js';
import { rnd } from './sql.js';
import type { GenContext, GeneratorStep, Invariant } from './types.js';

/**
 * Sales (issue 8) at scale: 1,000,000 cash and credit sales with about 5,000,000 lines per scale unit,
 * over the last two years with a weekly rhythm, written set-based (generate_series) in batches, each sale
 * with its `sale` stock movements (one per line, negative). Stock stays equal to its movements without
 * touching the lots the other scenarios draw on: each sold lot gets one more `add_to_stock` movement of
 * what was sold from it (a top-up receipt on its creation date), so its quantity is unchanged.
 * The foreign keys of the three tables are dropped for the batches and validated in one pass each after
 * them (foreign-keys.ts); the summary triggers (sales_daily, sales_item_monthly) fire as in production.
 * Not generated: the sales' journal entries (`journal_entry_id` stays null; the journal has its own step).
 */

export const SALES_AT_SCALE_1 = 1_000_000;
const SALE_BATCH = 20_000;
/** Lines per sale: 1 to 9, five on average. */
const MAX_LINES = 9;

/** Branches with their default IQD box and staff, and the stocked IQD goods lots each sells from. */
async function prepareTables(ctx: GenContext): Promise<void> {
  await ctx.sql(
    `create temp table bench_sale_branches on commit drop as
     select row_number() over (order by x.id)::int as n, x.* from (select i.id,
       (select c.id from cash_boxes c where c.tenant_id = i.tenant_id and c.inventory_id = i.id
          and c.currency_code = 'IQD' and c.for_user_id is null order by c.is_default desc, c.id limit 1) as box_id,
       coalesce((select array_agg(ui.user_id order by ui.user_id) from user_inventories ui
          where ui.tenant_id = i.tenant_id and ui.inventory_id = i.id), array[$2::bigint]) as users,
       (select count(*) from products p where p.tenant_id = i.tenant_id and p.inventory_id = i.id
          and p.quantity > 0 and p.currency_code = 'IQD')::int as lots
     from inventories i where i.tenant_id = $1) x
     where x.lots > 0`,
    [ctx.tenantId, ctx.adminId],
  );
  await ctx.sql(
    `create temp table bench_sale_lots on commit drop as
     select b.n as branch, row_number() over (partition by b.n order by p.id)::int as k, p.id, p.item_id,
       p.sale_price, p.cost, p.base_cost
     from bench_sale_branches b
     join products p on p.tenant_id = $1 and p.inventory_id = b.id and p.quantity > 0 and p.currency_code = 'IQD'`,
    [ctx.tenantId],
  );
  await ctx.sql('alter table bench_sale_lots add primary key (branch, k)');
  await ctx.sql(
    `create temp table bench_sale_customers on commit drop as
     select row_number() over (order by id)::int as n, id from customers where tenant_id = $1`,
    [ctx.tenantId],
  );
  await ctx.sql('alter table bench_sale_customers add primary key (n)');
  await ctx.sql('analyze bench_sale_branches; analyze bench_sale_lots; analyze bench_sale_customers');
}

/**
 * Sales `from`..`to`: ids taken from the identity's sequence (as the server does), numbered gaplessly per
 * branch after what the branch already holds, one customer sale in five on credit.
 */
async function insertSales(
  ctx: GenContext,
  from: number,
  to: number,
  branches: number,
  customers: number,
): Promise<number> {
  // Headers: a date in the last two years (fewer on Fridays), a branch, a cashier of the branch.
  await ctx.sql(
    `create temp table bench_sale_batch on commit drop as
     select g, nextval(pg_get_serial_sequence('sales', 'id')) as id, b.n as branch, b.id as inventory_id,
       b.box_id, b.users[1 + ${rnd('g', 302, 'cardinality(b.users)')}] as user_id, d.sale_date,
       d.sale_date + make_interval(secs => 8 * 3600 + ${rnd('g', 303, 14 * 3600)}) as created_at,
       case when ${rnd('g', 304, 5)} = 0 then cu.id end as customer_id,
       1 + ${rnd('g', 306, MAX_LINES)} as lines
     from generate_series($1::int, $2::int) g
     join bench_sale_branches b on b.n = 1 + ${rnd('g', 301, '$3::int')}
     left join bench_sale_customers cu on cu.n = 1 + ${rnd('g', 305, '$4::int')}
     cross join lateral (select current_date - ${rnd('g', 307, 730)}::int as day) r
     cross join lateral (select case when extract(isodow from r.day) = 5 and ${rnd('g', 308, 2)} = 0
       then r.day - 1 else r.day end as sale_date) d`,
    [from, to, branches, Math.max(customers, 1)],
  );
  await ctx.sql(
    `create temp table bench_sale_lines on commit drop as
     select s.id as sale_id, s.inventory_id, s.sale_date, s.created_at, s.user_id, l.id as product_id, l.item_id,
       q.quantity, l.sale_price, l.cost, l.base_cost
     from bench_sale_batch s
     cross join generate_series(1, s.lines) j
     join bench_sale_branches b on b.n = s.branch
     join bench_sale_lots l on l.branch = s.branch and l.k = 1 + ${rnd('s.g * 16 + j', 309, 'b.lots')}
     cross join lateral (select (1 + ${rnd('s.g * 16 + j', 310, 3)})::numeric as quantity) q`,
  );
  await ctx.sql(
    `insert into sales (tenant_id, id, number, invoice_id, status, sale_date, inventory_id, customer_id, user_id,
       currency_code, exchange_rate, subtotal, total, cash, debit, cost_total, base_cost_total, quantity, cash_box_id,
       amount_paid, amount_currency_code, created_at, updated_at)
     overriding system value
     select $1, s.id, n.number, $2 || n.number, 1, s.sale_date, s.inventory_id, s.customer_id, s.user_id,
       'IQD', 1, t.total, t.total, case when s.customer_id is null then t.total else 0 end,
       case when s.customer_id is null then 0 else t.total end, t.cost, t.base_cost, t.quantity, s.box_id,
       case when s.customer_id is null then t.total else 0 end, 'IQD', s.created_at, s.created_at
     from bench_sale_batch s
     join (select sale_id, sum(quantity * sale_price) as total, sum(quantity * cost) as cost,
             sum(quantity * base_cost) as base_cost, sum(quantity) as quantity
           from bench_sale_lines group by sale_id) t on t.sale_id = s.id
     join (select s2.id, coalesce(m.last, 0) + row_number() over (partition by s2.inventory_id order by s2.id) as number
           from bench_sale_batch s2
           left join (select inventory_id, max(number) as last from sales
                      where tenant_id = $1 and not is_return group by 1) m on m.inventory_id = s2.inventory_id) n
       on n.id = s.id`,
    [ctx.tenantId, SALE_PREFIX],
  );
  const [lines] = await ctx.sql<{ n: number }>(
    `with d as (
       insert into sale_details (tenant_id, sale_id, sale_date, product_id, item_id, sale_quantity, sale_price,
         price_type, cost, base_cost, total_sale_price, total_cost)
       select $1, sale_id, sale_date, product_id, item_id, quantity, sale_price, 1, cost, base_cost,
         quantity * sale_price, quantity * cost
       from bench_sale_lines
       returning 1)
     select count(*)::int as n from d`,
    [ctx.tenantId],
  );
  await ctx.sql(
    `insert into stock_movements (tenant_id, product_id, item_id, inventory_id, movement_date, document_type,
       document_id, quantity, unit_cost, base_unit_cost, currency_code, user_id, created_at)
     select $1, product_id, item_id, inventory_id, sale_date, 'sale', sale_id, -quantity, cost, base_cost, 'IQD',
       user_id, created_at
     from bench_sale_lines`,
    [ctx.tenantId],
  );
  await ctx.sql('drop table bench_sale_lines; drop table bench_sale_batch');
  return lines?.n ?? 0;
}

export const salesSteps: GeneratorStep[] = [
  {
    name: 'sales',
    describe:
      '1,000,000 sales with about 5,000,000 lines per scale unit over two years, with their stock movements (lots topped up by what they sold)',
    work: (ctx) => ctx.count(SALES_AT_SCALE_1, 200),
    async run(ctx) {
      const n = ctx.count(SALES_AT_SCALE_1, 200);
      await prepareTables(ctx);
      const [b] = await ctx.sql<{ n: number }>('select count(*)::int as n from bench_sale_branches');
      if (!b?.n) throw new Error('sales need branches with stocked IQD lots first (the lots step)');
      const [c] = await ctx.sql<{ n: number }>('select count(*)::int as n from bench_sale_customers');
      const [mark] = await ctx.sql<{ last: string }>(
        `select coalesce(max(id), 0)::text as last from stock_movements where tenant_id = $1`,
        [ctx.tenantId],
      );
      // loaded like an import: the keys are checked in one pass per key at the end, not probed per row
      const fks = await dropForeignKeys(ctx, ['sales', 'sale_details', 'stock_movements']);
      let lines = 0;
      await ctx.batches(n, SALE_BATCH, async (from, to) => {
        lines += await insertSales(ctx, from, to, b.n, c?.n ?? 0);
      });
      ctx.log('top-up receipts: each sold lot receives what it sold, so its quantity is unchanged');
      const [topUps] = await ctx.sql<{ n: number }>(
        `with m as (
           insert into stock_movements (tenant_id, product_id, item_id, inventory_id, movement_date, document_type,
             document_id, quantity, unit_cost, base_unit_cost, currency_code, user_id, created_at)
           select p.tenant_id, p.id, p.item_id, p.inventory_id, p.created_at::date, 'add_to_stock', p.id, s.sold,
             p.cost, p.base_cost, p.currency_code, $2, p.created_at
           from (select product_id, -sum(quantity) as sold from stock_movements
                 where tenant_id = $1 and id > $3::bigint and document_type = 'sale' group by 1) s
           join products p on p.tenant_id = $1 and p.id = s.product_id
           returning 1)
         select count(*)::int as n from m`,
        [ctx.tenantId, ctx.adminId, mark!.last],
      );
      const t0 = performance.now();
      await ctx.sql(`set local work_mem = '256MB'`);
      await fks.restore();
      ctx.log(
        `${fks.count} foreign keys added back and validated in ${((performance.now() - t0) / 1000).toFixed(1)}s`,
      );
      ctx.log('sale counters: each branch continues after its last generated number');
      await ctx.sql(
        `insert into document_sequences (tenant_id, inventory_id, doc_type, last_number)
         select $1, inventory_id, 'sale', max(number) from sales where tenant_id = $1 and not is_return group by 2
         on conflict (tenant_id, inventory_id, doc_type)
           do update set last_number = greatest(document_sequences.last_number, excluded.last_number)`,
        [ctx.tenantId],
      );
      // Batches draw their dates at random over two years; a shop writes its sales day by day, so its lines
      // of a week lie together on disk. Store them in date order as that leaves them (exports and lists of a
      // date range read those pages, not one page per line across the whole table).
      ctx.log('date order: sales and their lines stored by date, as day-by-day writing leaves them');
      await ctx.sql("set maintenance_work_mem = '1GB'");
      await ctx.sql('cluster sales using sales_list; cluster sale_details using sale_details_date');
      await ctx.sql('analyze sales; analyze sale_details; analyze stock_movements');
      return { sales: n, sale_details: lines, stock_movements: lines + (topUps?.n ?? 0) };
    },
  },
];

export const salesInvariants: Invariant[] = [
  {
    name: "the dashboard's per-day sales summary (branch-day rows, summed over slots) equals the sales",
    sql: `select count(*) as bad from (select tenant_id, sale_date, inventory_id, currency_code,
              count(*) filter (where not is_return) as n, sum(case when is_return then -total else total end) as net
            from sales group by 1, 2, 3, 4) q
          full join (select tenant_id, sale_date, inventory_id, currency_code, sum(sale_count) as n,
              sum(sales - returns) as net from sales_daily where user_id = 0 and hour = -1 group by 1, 2, 3, 4) d
            using (tenant_id, sale_date, inventory_id, currency_code)
          where coalesce(q.n, 0) <> coalesce(d.n, 0) or coalesce(q.net, 0) <> coalesce(d.net, 0)`, // money-safe: SQL numeric
  },
  {
    name: 'every sale header equals the sum of its lines (total, cost, quantity) and is paid in cash or on credit',
    sql: `select count(*) as bad from sales s
          left join (select tenant_id, sale_id, sum(total_sale_price) as total, sum(total_cost) as cost,
                       sum(sale_quantity) as quantity from sale_details group by 1, 2) d
            on d.tenant_id = s.tenant_id and d.sale_id = s.id
          where s.subtotal is distinct from d.total or s.cost_total is distinct from d.cost
            or s.quantity is distinct from d.quantity or s.cash + s.debit <> s.total`, // money-safe: SQL numeric
  },
  {
    name: 'every sale line carries its sale date',
    sql: `select count(*) as bad from sale_details d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
          where d.sale_date <> s.sale_date`,
  },
  {
    name: 'every sale line has its stock movement',
    sql: `select count(*) as bad from (
            select tenant_id, sale_id, product_id, sum(sale_quantity) as q from sale_details group by 1, 2, 3) d
          left join (select tenant_id, document_id, product_id, -sum(quantity) as q from stock_movements
                     where document_type = 'sale' group by 1, 2, 3) m
            on m.tenant_id = d.tenant_id and m.document_id = d.sale_id and m.product_id = d.product_id
          where m.q is distinct from d.q`,
  },
  {
    name: 'sale counters are at or past every generated number',
    sql: `select count(*) as bad from (select tenant_id, inventory_id, max(number) as n from sales
            where not is_return group by 1, 2) s
          left join document_sequences q on q.tenant_id = s.tenant_id and q.inventory_id = s.inventory_id
            and q.doc_type = 'sale'
          where q.last_number is null or q.last_number < s.n`,
  },
];
