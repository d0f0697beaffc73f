import { MESSAGES } from '@bb/contracts';
import type { Prepared, PrepareTools, RunContext, Scenario } from './types.js';

/** Lines per sale (the issue: 5 lines each) and lots drawn per branch for them. */
const LINES = 5;
const LOTS_PER_BRANCH = 500;
/** A lot of the pool holds at least this much, so the run (a few units per lot) cannot exhaust it. */
const POOL_MIN_QUANTITY = 100;
/** The oversell check: this many concurrent one-unit sales of one lot holding fewer units. */
const BURST = 50;

interface Lot {
  id: string;
  price: string;
}

interface Branch {
  id: string;
  boxId: string;
  lots: Lot[];
}

interface SaleFixture {
  branches: Branch[];
  /** A lot with a few units (fewer than BURST), for the oversell check. */
  scarce: { id: string; branchId: string; boxId: string; price: string; quantity: number };
}

let fixture: SaleFixture | undefined;

const sales = (): SaleFixture => {
  if (!fixture) throw new Error('the sale scenario ran without its prepare step');
  return fixture;
};

/** The date the server uses for today's work. */
const today = () => new Date().toISOString().slice(0, 10);
const n = (v: number) => v.toLocaleString('en-US');

/** Goods lots in IQD, active, not expiring soon, holding at least `min` (and at most `max`) units. */
const LOT_FILTER = `p.tenant_id = $1 and p.status = 1 and p.currency_code = 'IQD'
  and (p.expire_date is null or p.expire_date > current_date + 30)
  and exists (select from items i where i.tenant_id = p.tenant_id and i.id = p.item_id
              and i.status = 1 and i.stockable and i.type <> 3)`;

async function loadFixture(ctx: RunContext, tools: PrepareTools): Promise<SaleFixture> {
  if (fixture) return fixture;
  const t = ctx.tenantId;
  // Every branch of the superuser with its default IQD box (not a cashier's drawer).
  const boxes = await tools.query<{ id: string; inventory_id: string }>(
    `select distinct on (c.inventory_id) c.id, c.inventory_id from cash_boxes c
     where c.tenant_id = $1 and c.currency_code = 'IQD' and c.for_user_id is null and c.status = 1
       and c.inventory_id = any($2::bigint[])
     order by c.inventory_id, c.is_default desc, c.id`,
    [t, ctx.actors.admin.inventoryIds],
  );
  const lots = await tools.query<{ id: string; inventory_id: string; price: string }>(
    `select x.id, x.inventory_id, x.price from (
       select p.id, p.inventory_id, p.sale_price::text as price,
         row_number() over (partition by p.inventory_id order by hashint8(p.id)) as k
       from products p where ${LOT_FILTER} and p.quantity >= $2 and p.inventory_id = any($3::bigint[])) x
     where x.k <= $4 order by x.inventory_id, x.k`,
    [t, POOL_MIN_QUANTITY, boxes.map((b) => b.inventory_id), LOTS_PER_BRANCH],
  );
  const branches = boxes
    .map((b) => ({
      id: b.inventory_id,
      boxId: b.id,
      lots: lots.filter((l) => l.inventory_id === b.inventory_id).map((l) => ({ id: l.id, price: l.price })),
    }))
    .filter((b) => b.lots.length >= LINES);
  const [scarce] = await tools.query<{ id: string; inventory_id: string; price: string; quantity: number }>(
    `select p.id, p.inventory_id, p.sale_price::text as price, p.quantity::int as quantity from products p
     where ${LOT_FILTER} and p.quantity between 5 and $2 and p.inventory_id = any($3::bigint[])
     order by hashint8(p.id) limit 1`,
    [t, BURST - 10, branches.map((b) => b.id)],
  );
  if (branches.length === 0 || !scarce)
    throw new Error('no branch with enough stocked lots for the sale scenario: run npm run bench:seed');
  fixture = {
    branches,
    scarce: {
      id: scarce.id,
      branchId: scarce.inventory_id,
      boxId: branches.find((b) => b.id === scarce.inventory_id)!.boxId,
      price: scarce.price,
      quantity: scarce.quantity,
    },
  };
  return fixture;
}

/**
 * Cash sale number i: a branch in turn (or always the first), five consecutive lots of its pool from a
 * pseudo-random start, one unit each.
 */
function saleBody(i: number, oneBranch: boolean) {
  const f = sales();
  const b = f.branches[oneBranch ? 0 : i % f.branches.length]!;
  const start = (i * 7919) % b.lots.length;
  const lines = Array.from({ length: LINES }, (_, j) => {
    const lot = b.lots[(start + j) % b.lots.length]!;
    return { product_id: lot.id, sale_quantity: '1', sale_price: lot.price, price_type: 1 };
  });
  return {
    inventory_id: b.id,
    sale_date: today(),
    currency_code: 'IQD',
    cash_box_id: b.boxId,
    note: `bench sale ${i}`,
    lines,
  };
}

/**
 * Zero oversell under contention: BURST concurrent one-unit sales of one lot that holds fewer units.
 * Exactly as many as it held must be saved, the rest refused with 'no enough quantity', and the lot must
 * end at zero and equal the sum of its movements.
 */
async function oversellCheck(
  ctx: RunContext,
  tools: PrepareTools,
): Promise<{ note: string; errors: number }> {
  const s = sales().scarce;
  const answers = await Promise.all(
    Array.from({ length: BURST }, async (_, k) => {
      const res = await fetch(`${ctx.baseUrl}/api/sale`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ctx.actors.admin.token}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-oversell-${process.pid}-${Date.now()}-${k}`,
          'user-agent': 'branchbook-bench',
        },
        body: JSON.stringify({
          inventory_id: s.branchId,
          sale_date: today(),
          currency_code: 'IQD',
          cash_box_id: s.boxId,
          note: 'bench oversell check',
          lines: [{ product_id: s.id, sale_quantity: '1', sale_price: s.price, price_type: 1 }],
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      return { status: res.status, message: body.message };
    }),
  );
  const saved = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 409 && a.message === MESSAGES.noEnoughQuantity).length;
  const [lot] = await tools.query<{ quantity: string; moved: string }>(
    `select p.quantity::text as quantity,
       (select coalesce(sum(m.quantity), 0) from stock_movements m
        where m.tenant_id = p.tenant_id and m.product_id = p.id)::text as moved
     from products p where p.tenant_id = $1 and p.id = $2`,
    [ctx.tenantId, s.id],
  );
  const ok =
    saved === s.quantity &&
    refused === BURST - s.quantity &&
    /^0(\.0+)?$/.test(lot?.quantity ?? '') &&
    lot?.quantity === lot?.moved;
  const other = answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.status);
  return {
    note: `oversell check: ${BURST} concurrent one-unit sales of lot ${s.id} holding ${s.quantity}: ${saved} saved, ${refused} refused "${MESSAGES.noEnoughQuantity}"${other.length ? `, other answers ${other.join(',')}` : ''}, lot now ${lot?.quantity} (movements ${lot?.moved}): ${ok ? 'zero oversell' : 'FAILED'}`,
    errors: ok ? 0 : 1,
  };
}

/**
 * A diagnostic, not a setting (docs/performance.md, "Sale commit CPU"): `BENCH_SALE_SUMMARIES=off` runs
 * the sales without issue 21's summary triggers (the dashboard's sales rows, the stock levels and their
 * totals), to tell their cost from the rest of the sale's path. Only for a throwaway database (`--quick`).
 */
const SUMMARY_TRIGGERS = [
  'alter table sales disable trigger sales_daily_insert',
  'alter table sale_details disable trigger sales_items_insert',
  'alter table products disable trigger stock_levels_update',
];

const prepare = async (ctx: RunContext, tools: PrepareTools): Promise<Prepared> => {
  if (process.env.BENCH_SALE_SUMMARIES === 'off') for (const q of SUMMARY_TRIGGERS) await tools.query(q);
  const f = await loadFixture(ctx, tools);
  const lots = f.branches.reduce((sum, b) => sum + b.lots.length, 0);
  return {
    note: `${f.branches.length} branches, ${n(lots)} lots holding >= ${POOL_MIN_QUANTITY} units drawn 5 at a time`,
  };
};

export const salesScenarios: Scenario[] = [
  {
    name: 'sale-commit',
    summary:
      'POST /api/sale: a 5-line cash sale (lots, stock movements, journal entry, number) with an idempotency key, branches in turn, then an oversell check',
    method: 'POST',
    path: '/api/sale',
    body: (_ctx, i) => saleBody(i, false),
    headers: (_ctx, i) => ({ 'idempotency-key': `bench-sale-${process.pid}-${i}` }),
    auth: 'admin',
    concurrency: 50,
    needs: ['lots'],
    writes: true,
    prepare,
    verify: oversellCheck,
    target: { text: '>= 500 sales/s at 50 clients, zero oversell', minRps: 500 },
  },
  {
    name: 'sale-commit-one-branch',
    summary:
      'the same with every sale in one branch: 50 tills sharing one gapless number counter (S- numbers are per branch)',
    method: 'POST',
    path: '/api/sale',
    body: (_ctx, i) => saleBody(i, true),
    headers: (_ctx, i) => ({ 'idempotency-key': `bench-sale1-${process.pid}-${i}` }),
    auth: 'admin',
    concurrency: 50,
    needs: ['lots'],
    writes: true,
    prepare,
  },
];
