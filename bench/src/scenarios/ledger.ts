import { post } from '../../../apps/server/src/modules/ledger/post.js';
import { balanceSheet, trialBalance } from '../../../apps/server/src/modules/ledger/reports.js';
import { detailStatement } from '../../../apps/server/src/modules/ledger/statements.js';
import { resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import type { Db } from '../../../apps/server/src/platform/db/pool.js';
import { type TenantTx, withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import type { Actor, Prepared, PrepareTools, RunContext, Scenario, SqlTools } from './types.js';

/** The journal sizes the issue's targets speak of. */
const PARTY_TARGET_LINES = 1_000_000;
const BALANCE_SHEET_TARGET_LINES = 10_000_000;
/** The party statement draws the customer whose line count is nearest this (the issue: 2,000-10,000). */
const PARTY_LINES_WANTED = 5_000;

interface Box {
  id: string;
  inventoryId: string;
}

/** What the ledger scenarios draw on, looked up once per run from the generated journal. */
interface LedgerFixture {
  /** Lines of the bench tenant's journal, and of the whole table (the neighbours' too). */
  lines: number;
  tableLines: number;
  /** First and last day of the generated history. */
  first: string;
  last: string;
  /** The IQD box of the first branch, and its lines. */
  box: Box & { lines: number };
  /** The IQD box of every branch (posting and expenses spread over the branches). */
  boxes: Box[];
  customer: { id: string; lines: number };
  expenseCategoryId: string;
}

let fixture: LedgerFixture | undefined;

const ledger = (): LedgerFixture => {
  if (!fixture) throw new Error('the ledger scenarios ran without their prepare step');
  return fixture;
};

const n = (v: number) => v.toLocaleString('en-US');
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The date `post()` and the money documents use for today's work (the server's `today()`). */
const today = () => new Date().toISOString().slice(0, 10);

async function loadFixture(ctx: RunContext, tools: PrepareTools): Promise<LedgerFixture> {
  if (fixture) return fixture;
  const t = ctx.tenantId;
  const counts = (step: string) => tools.steps.find((s) => s.name === step)?.counts ?? {};
  const lines = counts('journal').journal_lines ?? 0;
  const tableLines = lines + (counts('neighbour-journals').journal_lines ?? 0);
  const boxes = await tools.query<{ id: string; inventory_id: string }>(
    `select distinct on (c.inventory_id) c.id, c.inventory_id from cash_boxes c
     join inventories i on i.tenant_id = c.tenant_id and i.id = c.inventory_id and i.status = 1
     where c.tenant_id = $1 and c.currency_code = 'IQD' and c.for_user_id is null and c.status = 1
     order by c.inventory_id, c.is_default desc, c.id`,
    [t],
  );
  const first = boxes[0];
  if (!first) throw new Error('the bench tenant has no IQD branch cash box');
  // The span of the history, read off the cash account's index (first and last line), not a table scan.
  const [span] = await tools.query<{ first: string; last: string }>(
    `select (select min(entry_date) from journal_lines where tenant_id = $1 and account_id = a.id)::text as first,
       (select max(entry_date) from journal_lines where tenant_id = $1 and account_id = a.id)::text as last
     from accounts a where a.tenant_id = $1 and a.system_key = 'cash'`,
    [t],
  );
  const [boxLines] = await tools.query<{ n: number }>(
    'select count(*)::int as n from journal_lines where tenant_id = $1 and cash_box_id = $2',
    [t, first.id],
  );
  const [customer] = await tools.query<{ id: string; n: number }>(
    `select party_id::text as id, count(*)::int as n from journal_lines
     where tenant_id = $1 and party_type = 'customer' and party_id is not null
     group by party_id order by abs(count(*) - $2), party_id limit 1`,
    [t, PARTY_LINES_WANTED],
  );
  const [category] = await tools.query<{ id: string }>(
    'select id from expense_categories where tenant_id = $1 order by id limit 1',
    [t],
  );
  if (!span?.first || !span.last || !customer || !category)
    throw new Error('the journal of the bench tenant is empty: run npm run bench:seed');
  fixture = {
    lines,
    tableLines,
    first: span.first,
    last: span.last,
    box: { id: first.id, inventoryId: first.inventory_id, lines: boxLines?.n ?? 0 },
    boxes: boxes.map((b) => ({ id: b.id, inventoryId: b.inventory_id })),
    customer: { id: customer.id, lines: customer.n },
    expenseCategoryId: category.id,
  };
  return fixture;
}

const prepared = (
  build: (f: LedgerFixture) => Prepared,
): ((ctx: RunContext, tools: PrepareTools) => Promise<Prepared>) => {
  return async (ctx, tools) => build(await loadFixture(ctx, tools));
};

/** The party statement: from the fourth month to the end, so the opening balance sums the first three. */
const partyPeriod = (f: LedgerFixture) => ({ start: addDays(f.first, 90), end: f.last });
/** The cash-box statement: the last 30 days (a month's check of a branch box). */
const boxPeriod = (f: LedgerFixture) => ({ start: addDays(f.last, -29), end: f.last });

const asAdmin = (ctx: RunContext) => ({ tenantId: ctx.tenantId, userId: ctx.actors.admin.id });

/** The guard's token lookup, then `fn` in the tenant transaction: what an HTTP request sends to the database. */
const requestSql = (actor: Actor, { capture }: SqlTools, fn: (tx: TenantTx) => Promise<unknown>) =>
  capture(async (db: Db) => {
    const auth = await resolveToken(db, actor.token);
    if (!auth) throw new Error(`the token of ${actor.username} did not resolve`);
    await withTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, fn);
  });

/** A cash sale as the ledger sees it: cash into the branch box, sales, and the cost of the goods out of stock. */
function saleEntry(i: number) {
  const f = ledger();
  const box = f.boxes[i % f.boxes.length]!;
  const dinars = 250 * (4 + ((i * 7919) % 400)); // whole dinars, far below 2^53
  const amount = String(dinars);
  const cost = String(Math.round((dinars * (60 + (i % 25))) / 100));
  const iqd = { currency: 'IQD', rate: '1' };
  return {
    date: today(),
    documentType: 'sale',
    documentId: String(900_000_000 + i),
    inventoryId: box.inventoryId,
    description: `bench sale ${i}`,
    lines: [
      { account: 'cash' as const, side: 'debit' as const, amount, cashBoxId: box.id, ...iqd },
      { account: 'sales' as const, side: 'credit' as const, amount, ...iqd },
      { account: 'cogs' as const, side: 'debit' as const, amount: cost, ...iqd },
      { account: 'inventory' as const, side: 'credit' as const, amount: cost, ...iqd },
    ],
  };
}

const JOURNAL = ['journal'];

/**
 * What each branch box holds before the expense run: the cash guard refuses an expense a box cannot pay, and
 * a generated journal at a small scale leaves boxes near zero. Far above what a run spends (about 255,000 IQD
 * an expense, a few thousand expenses over the boxes).
 */
const EXPENSE_FUND = 10_000_000_000;

/** Tops each box up to EXPENSE_FUND with a capital entry through post() (before the run's write mark: kept). */
async function fundBoxes(ctx: RunContext, tools: PrepareTools, boxes: Box[]): Promise<number> {
  const balances = await tools.query<{ id: string; balance: string }>(
    `select b.id, coalesce(sum(l.amount), 0)::text as balance from cash_boxes b
     left join journal_lines l on l.tenant_id = b.tenant_id and l.cash_box_id = b.id and l.currency_code = 'IQD'
     where b.tenant_id = $1 and b.id = any($2::bigint[]) group by b.id`,
    [ctx.tenantId, boxes.map((b) => b.id)],
  );
  const short = balances.filter((b) => BigInt(b.balance.split('.')[0]!) < BigInt(EXPENSE_FUND));
  if (short.length === 0) return 0;
  await tools.withDb((db) =>
    withTenant(db, asAdmin(ctx), async (tx) => {
      for (const b of short) {
        const amount = (BigInt(EXPENSE_FUND) - BigInt(b.balance.split('.')[0]!)).toString();
        const box = boxes.find((x) => x.id === b.id)!;
        const iqd = { currency: 'IQD', rate: '1' };
        await post(tx, {
          date: today(),
          documentType: 'capital',
          inventoryId: box.inventoryId,
          description: 'bench: cash for the expense run',
          lines: [
            { account: 'cash', side: 'debit', amount, cashBoxId: box.id, ...iqd },
            { account: 'capital', side: 'credit', amount, ...iqd },
          ],
        });
      }
    }),
  );
  return short.length;
}

export const ledgerScenarios: Scenario[] = [
  {
    name: 'party-statement',
    kind: 'process',
    summary:
      'detailStatement() of one customer in IQD (opening balance, every line with its running balance, totals), called in process',
    call: 'detailStatement(tx, { party: customer }, IQD, start, end) in withTenant',
    unit: 'calls/s',
    concurrency: 1,
    needs: JOURNAL,
    prepare: prepared((f) => ({
      note: `customer ${f.customer.id}: ${n(f.customer.lines)} lines among ${n(f.tableLines)} (${n(f.lines)} of the tenant), ${partyPeriod(f).start}..${partyPeriod(f).end}`,
      targetApplies: f.tableLines >= PARTY_TARGET_LINES,
    })),
    op: (ctx, { db }) => {
      const f = ledger();
      const p = partyPeriod(f);
      return withTenant(db, asAdmin(ctx), (tx) =>
        detailStatement(tx, { party: { type: 'customer', id: f.customer.id } }, 'IQD', p.start, p.end),
      );
    },
    sql: (ctx, { capture }) =>
      capture((db) => {
        const f = ledger();
        const p = partyPeriod(f);
        return withTenant(db, asAdmin(ctx), (tx) =>
          detailStatement(tx, { party: { type: 'customer', id: f.customer.id } }, 'IQD', p.start, p.end),
        );
      }),
    target: { text: '< 100 ms over 1,000,000 lines (p95)', p95Ms: 100 },
  },
  {
    name: 'cash-box-statement',
    summary: 'GET the detail statement of a branch IQD box over its last 30 days (opening, lines, totals)',
    method: 'GET',
    path: () => {
      const f = ledger();
      const p = boxPeriod(f);
      return `/api/accounting/cash-box/detail-account-statement?cash_box_id=${f.box.id}&start_date=${p.start}&end_date=${p.end}`;
    },
    auth: 'admin',
    concurrency: 10,
    needs: JOURNAL,
    prepare: prepared((f) => ({
      note: `box ${f.box.id}: ${n(f.box.lines)} lines in all, ${boxPeriod(f).start}..${boxPeriod(f).end}`,
    })),
    sql: (ctx, tools) =>
      requestSql(ctx.actors.admin, tools, async (tx) => {
        const f = ledger();
        const p = boxPeriod(f);
        // the route's own box lookup, then the statement
        const box = await tx
          .selectFrom('cash_boxes')
          .select(['id', 'code', 'name', 'currency_code', 'for_user_id'])
          .where('id', '=', f.box.id)
          .executeTakeFirstOrThrow();
        return detailStatement(tx, { cashBoxId: box.id }, box.currency_code, p.start, p.end);
      }),
  },
  {
    name: 'balance-sheet',
    summary:
      'GET the balance sheet at the last day of the history (every line up to it, per account and currency)',
    method: 'GET',
    path: () => `/api/accounting/balance-sheet?as_of=${ledger().last}`,
    auth: 'admin',
    concurrency: 1,
    needs: JOURNAL,
    prepare: prepared((f) => ({
      note: `${n(f.lines)} lines of the tenant, ${n(f.tableLines)} in the table`,
      targetApplies: f.lines >= BALANCE_SHEET_TARGET_LINES,
    })),
    sql: (ctx, tools) => requestSql(ctx.actors.admin, tools, (tx) => balanceSheet(tx, ledger().last)),
    target: { text: '< 2 s over 10,000,000 lines (p95)', p95Ms: 2000 },
  },
  {
    name: 'trial-balance',
    summary: 'GET the trial balance of the last 365 days (debits and credits per account)',
    method: 'GET',
    path: () => {
      const f = ledger();
      return `/api/accounting/trial-balance?start_date=${addDays(f.last, -364)}&end_date=${f.last}`;
    },
    auth: 'admin',
    concurrency: 1,
    needs: JOURNAL,
    prepare: prepared((f) => ({ note: `${n(f.lines)} lines of the tenant` })),
    sql: (ctx, tools) =>
      requestSql(ctx.actors.admin, tools, (tx) => {
        const f = ledger();
        return trialBalance(tx, f.last, addDays(f.last, -364));
      }),
  },
  {
    name: 'ledger-post',
    kind: 'process',
    summary:
      'post() of a 4-line cash sale (cash into a branch box, sales, cost of goods, stock) in its own tenant transaction, 20 writers in one process',
    call: 'withTenant(db, admin, tx => post(tx, sale)) from 20 async writers',
    unit: 'entries/s',
    concurrency: 20,
    needs: JOURNAL,
    writes: true,
    prepare: prepared((f) => ({
      note: `${f.boxes.length} branch boxes; ${n(f.tableLines)} lines in the table`,
    })),
    op: (ctx, { db }, i) => withTenant(db, asAdmin(ctx), (tx) => post(tx, saleEntry(i))),
    target: { text: '>= 2,000 entries/s at 20 writers', minRps: 2000 },
  },
  {
    name: 'expense-post',
    summary:
      'POST /api/accounting/variable-expense (number, document, journal entry, notifications, activity log) with an idempotency key, boxes of every branch',
    method: 'POST',
    path: '/api/accounting/variable-expense',
    body: (_ctx, i) => {
      const f = ledger();
      return {
        date: today(),
        cash_box_id: f.boxes[i % f.boxes.length]!.id,
        amount: String(250 * (20 + ((i * 7919) % 2000))),
        currency_code: 'IQD',
        category_id: f.expenseCategoryId,
        note: `bench expense ${i}`,
      };
    },
    headers: (_ctx, i) => ({ 'idempotency-key': `bench-expense-${process.pid}-${i}` }),
    auth: 'admin',
    concurrency: 20,
    needs: JOURNAL,
    writes: true,
    prepare: async (ctx, tools) => {
      const f = await loadFixture(ctx, tools);
      const funded = await fundBoxes(ctx, tools, f.boxes);
      return {
        note: `${f.boxes.length} branch boxes${funded ? `, ${funded} topped up to ${n(EXPENSE_FUND)} IQD` : ''}`,
      };
    },
  },
];
