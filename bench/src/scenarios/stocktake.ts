import { ITEM_TYPES, tableQuery } from '@bb/contracts';
import { sql } from 'kysely';
import { createDocument } from '../../../apps/server/src/modules/documents/lifecycle.js';
import { moveStock } from '../../../apps/server/src/modules/stock-movements/movements.js';
import { calculate } from '../../../apps/server/src/modules/stocktake/calculation.js';
import { saveCounts } from '../../../apps/server/src/modules/stocktake/counting.js';
import { stocktakeDocument } from '../../../apps/server/src/modules/stocktake/document.js';
import { startProcess } from '../../../apps/server/src/modules/stocktake/process.js';
import { comparisonTable } from '../../../apps/server/src/modules/stocktake/tables.js';
import { type AuthContext, resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import type { Db } from '../../../apps/server/src/platform/db/pool.js';
import { type TenantTx, withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import { runTable } from '../../../apps/server/src/platform/table/run.js';
import type { Prepared, PrepareTools, RunContext, Scenario } from './types.js';

/** The issue's count (issue 18): 20,000 lines compared and approved. A quick run counts 2,000. */
const TARGET_LOTS = 20_000;
const QUICK_LOTS = 2_000;
/** Lots sold during the count, before they are counted (the variance must still come out right). */
const SOLD_DURING = 100;
const PAGE = 1_000;

interface Phases {
  setup: number;
  snapshot: number;
  counting: number;
  compare: number;
  calculate: number;
  apply: number;
}

let state: { lots: number; auth: AuthContext; items: number; tenantLots: number } | undefined;
const runs: Phases[] = [];
/** Thrown to roll the measured count back, so every operation meets the same database. */
const ROLLBACK = new Error('bench: roll the stocktake back');

const now = () => performance.now();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

/**
 * A branch of its own with `lots` lots (one per goods item while there are enough, then more batches of
 * the same items), received through the stock module: made inside the measured transaction and rolled
 * back with it, so the bench database keeps exactly what the generator made.
 */
async function makeBranch(tx: TenantTx, tenantId: string, lots: number) {
  const branch = (
    await sql<{ id: string }>`insert into inventories (tenant_id, name)
      values (${tenantId}, ${`Bench stocktake ${lots}`}) returning id`.execute(tx)
  ).rows[0]!.id;
  const made = await sql<{ id: string; quantity: number }>`
    with it as (select row_number() over (order by id)::int as n, id from items
      where stockable and type <> ${ITEM_TYPES.service} order by id limit ${lots}),
    c as (select count(*)::int as c from it)
    insert into products (tenant_id, item_id, inventory_id, batch_number, cost, base_cost, purchase_price,
      sale_price, currency_code)
    select ${tenantId}, it.id, ${branch}, 'STK-' || g, 1000 + (g % 97) * 25, 1000 + (g % 97) * 25,
      1000 + (g % 97) * 25, 2000, 'IQD'
    from generate_series(1, ${lots}::int) g cross join c join it on it.n = 1 + (g - 1) % c.c
    returning id, (1 + id % 50)::int as quantity`.execute(tx);
  await moveStock(
    tx,
    made.rows.map((l) => ({
      productId: l.id,
      quantity: String(l.quantity),
      documentType: 'add_to_stock',
      date: new Date().toISOString().slice(0, 10),
    })),
  );
  return { branch, lots: made.rows };
}

/**
 * One whole count in one transaction, rolled back: the branch and its lots, the snapshot, sales of 100
 * lots during the count, every lot counted by pages of 1,000 (each off by (id mod 7) - 3), then the
 * measured part: a page of the comparison sorted by value with its total and footer, the income-and-expense
 * calculation and the application (one STK- document through the stock module and the ledger).
 */
async function countOnce(ctx: RunContext, db: Db): Promise<{ timedMs: number }> {
  const s = state;
  if (!s) throw new Error('the stocktake scenario ran without its prepare step');
  const p = {} as Phases;
  let timedMs = 0;
  await withTenant(db, { tenantId: ctx.tenantId, userId: ctx.actors.admin.id }, async (tx) => {
    let t = now();
    const { branch, lots } = await makeBranch(tx, ctx.tenantId, s.lots);
    p.setup = now() - t;
    t = now();
    const started = await startProcess(tx, s.auth, { inventory_id: branch, scope: 'all', blind: true });
    p.snapshot = now() - t;
    if (started.lines !== s.lots) throw new Error(`the snapshot holds ${started.lines} of ${s.lots} lots`);
    const today = new Date().toISOString().slice(0, 10);
    const sold = lots.slice(0, SOLD_DURING);
    await moveStock(
      tx,
      sold.map((l) => ({ productId: l.id, quantity: '-1', documentType: 'sale', date: today })),
    );
    t = now();
    for (let i = 0; i < lots.length; i += PAGE) {
      const page = lots.slice(i, i + PAGE).map((l, j) => {
        const expected = l.quantity - (i + j < SOLD_DURING ? 1 : 0);
        return { product_id: l.id, counted: String(Math.max(0, expected + (Number(l.id) % 7) - 3)) };
      });
      await saveCounts(tx, s.auth, started.id, { lines: page });
    }
    p.counting = now() - t;
    const timed = now();
    t = timed;
    const query = tableQuery.parse({
      perPage: 100,
      sortBy: 'difference_value',
      sortDir: 'asc',
      list: [{ column: 'process_id', values: [started.id] }],
    });
    const page = await runTable(tx, comparisonTable, query, { auth: s.auth });
    if (page.total !== s.lots) throw new Error(`the comparison lists ${page.total} of ${s.lots} lots`);
    p.compare = now() - t;
    t = now();
    const calc = await calculate(tx, s.auth, started.id);
    p.calculate = now() - t;
    t = now();
    const applied = await createDocument(tx, s.auth, stocktakeDocument, {
      inventory_process_id: started.id,
      snapshot_id: started.snapshot_id,
      date: today,
    });
    p.apply = now() - t;
    timedMs = now() - timed;
    if (applied.lines !== s.lots || applied.gain !== calc.gain || applied.loss !== calc.loss)
      throw new Error(`the application differs from its calculation: ${JSON.stringify({ applied, calc })}`);
    throw ROLLBACK;
  }).catch((e: unknown) => {
    if (e !== ROLLBACK) throw e;
  });
  runs.push(p);
  return { timedMs };
}

async function prepare(ctx: RunContext, tools: PrepareTools): Promise<Prepared> {
  const auth = await tools.withDb((db: Db) => resolveToken(db, ctx.actors.admin.token));
  if (!auth) throw new Error('the bench admin token did not resolve');
  const [row] = await tools.query<{ items: number; lots: number }>(
    `select (select count(*)::int from items where tenant_id = $1 and stockable and type <> $2) as items,
       (select count(*)::int from products where tenant_id = $1) as lots`,
    [ctx.tenantId, ITEM_TYPES.service],
  );
  const lots = ctx.scale >= 0.01 ? TARGET_LOTS : QUICK_LOTS;
  state = { lots, auth, items: row!.items, tenantLots: row!.lots };
  runs.length = 0;
  return {
    note: `${lots.toLocaleString('en-US')} lots counted in a branch of their own, among the tenant's ${row!.lots.toLocaleString('en-US')} lots; rolled back after each count`,
    targetApplies: lots >= TARGET_LOTS && ctx.scale >= 1,
  };
}

/** The phases of the counts run, as medians: what the note of the report says beside the measured part. */
async function verify() {
  if (runs.length === 0) return {};
  const m = (k: keyof Phases) => `${median(runs.map((r) => r[k])).toFixed(0)} ms`;
  return {
    note:
      `medians over ${runs.length} counts: set-up ${m('setup')}, snapshot ${m('snapshot')}, ` +
      `${Math.ceil((state?.lots ?? 0) / PAGE)} count pages ${m('counting')}; measured: comparison ${m('compare')}, ` +
      `calculation ${m('calculate')}, application ${m('apply')}`,
  };
}

export const stocktakeScenarios: Scenario[] = [
  {
    name: 'stocktake',
    kind: 'process',
    summary:
      'a branch count: snapshot, sales during it, every lot counted; measured: the comparison (a page by value with total and footer), the calculation and the application as one STK- document (rolled back)',
    call: 'runTable(comparison) + calculate() + createDocument(stocktakeDocument) in withTenant',
    unit: 'counts/s',
    concurrency: 1,
    needs: ['items', 'lots'],
    prepare,
    op: (ctx, { db }) => countOnce(ctx, db),
    verify,
    target: { text: 'a count of 20,000 lines compared and approved < 10 s (p95)', p95Ms: 10_000 },
  },
];
