import fs from 'node:fs';
import { type TableQueryInput, tableQuery } from '@bb/contracts';
import { saleItemTable } from '../../../apps/server/src/modules/sales/tables.js';
import { resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import type { Db } from '../../../apps/server/src/platform/db/pool.js';
import { withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import { runTable } from '../../../apps/server/src/platform/table/run.js';
import { NOUNS } from '../generator/words.js';
import type { Json, Prepared, PrepareTools, RunContext, Scenario } from './types.js';

/**
 * The sizes the targets speak of. Scale 1 draws 1-9 lines for each of 1,000,000 sales, so it holds
 * about 5,000,000 lines (4,997,988 in one run): within 1% of the target counts as that size.
 */
const LIST_TARGET_LINES = 4_950_000;
const EXPORT_TARGET_ROWS = 100_000;
const EXPORT_TARGET_MB = 150;
/** The list's date range: a month, ending on a month drawn per request over the last year. */
const RANGE_DAYS = 30;
const SORTS = [
  { sortBy: 'sale_date', sortDir: 'desc' },
  { sortBy: 'total_sale_price', sortDir: 'desc' },
  { sortBy: 'name', sortDir: 'asc' },
  { sortBy: 'invoice_id', sortDir: 'asc' },
] as const;
const WORDS = NOUNS.en.slice(0, 12);

const n = (v: number) => v.toLocaleString('en-US');
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ListFixture {
  lines: number;
  last: string;
}
let list: ListFixture | undefined;

/** Sale lines list request i: a 30-day range, an item-name fragment, a sort, page 1 to 3 of 25 (footer always). */
function listQuery(i: number): TableQueryInput {
  const f = list;
  if (!f) throw new Error('the sale lines list ran without its prepare step');
  const end = addDays(f.last, -RANGE_DAYS * (i % 12));
  const sort = SORTS[i % SORTS.length]!;
  return {
    start_date: addDays(end, -(RANGE_DAYS - 1)),
    end_date: end,
    text: [{ column: 'name', symbol: 'co', value: WORDS[(i * 7) % WORDS.length]! }],
    sortBy: sort.sortBy,
    sortDir: sort.sortDir,
    page: 1 + (i % 3),
    perPage: 25,
  };
}

async function prepareList(ctx: RunContext, tools: PrepareTools): Promise<Prepared> {
  const counts = tools.steps.find((s) => s.name === 'sales')?.counts ?? {};
  const [r] = await tools.query<{ last: string | null }>(
    'select max(sale_date)::text as last from sales where tenant_id = $1',
    [ctx.tenantId],
  );
  list = { lines: counts.sale_details ?? 0, last: r?.last ?? new Date().toISOString().slice(0, 10) };
  return {
    note: `${n(list.lines)} generated sale lines; ${RANGE_DAYS}-day ranges over the last year, item name contains one of ${WORDS.length} words, ${SORTS.length} sorts, pages 1-3 of 25, footer totals`,
    targetApplies: list.lines >= LIST_TARGET_LINES,
  };
}

/** The server process of this run: the compiled server listening on the port of `baseUrl`. */
function serverPid(baseUrl: string): number | undefined {
  const port = new URL(baseUrl).port;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('apps/server/dist/main.js')) continue;
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (env.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // a process that ended, or one that is not ours
    }
  }
  return undefined;
}

/** Resident memory of a process in bytes, from /proc (undefined once it is gone). */
function rssOf(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface ExportFixture {
  start: string;
  end: string;
  rows: number;
  pid?: number;
  baseline?: number;
  peak?: number;
  timer?: NodeJS.Timeout;
}
let exp: ExportFixture | undefined;

/** The last days that together hold about 100,000 sale lines (all of them on a smaller dataset). */
async function prepareExport(ctx: RunContext, tools: PrepareTools): Promise<Prepared> {
  const days = await tools.query<{ day: string; lines: number }>(
    `select s.sale_date::text as day, count(*)::int as lines from sale_details d
     join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
     where d.tenant_id = $1 and not s.is_return group by 1 order by 1 desc`,
    [ctx.tenantId],
  );
  if (days.length === 0) throw new Error('no generated sale lines: run npm run bench:seed');
  let rows = 0;
  let start = days[0]!.day;
  for (const d of days) {
    rows += d.lines;
    start = d.day;
    if (rows >= EXPORT_TARGET_ROWS) break;
  }
  const pid = serverPid(ctx.baseUrl);
  exp = { start, end: days[0]!.day, rows, pid };
  if (pid !== undefined) {
    const f = exp;
    f.baseline = rssOf(pid);
    f.peak = f.baseline;
    f.timer = setInterval(() => {
      const rss = rssOf(pid);
      if (rss !== undefined && rss > (f.peak ?? 0)) f.peak = rss;
    }, 20);
    f.timer.unref(); // never keeps the harness alive when the run fails before `verify`
  }
  return {
    note: `${n(rows)} sale lines from ${start} to ${exp.end}, every column, xlsx streamed to the end`,
    targetApplies: rows >= EXPORT_TARGET_ROWS,
  };
}

async function verifyExport(): Promise<{ note?: string; errors?: number }> {
  const f = exp;
  if (!f) return {};
  clearInterval(f.timer);
  if (f.pid === undefined || f.baseline === undefined || f.peak === undefined)
    return { note: 'server memory not measured (its process was not found in /proc)' };
  const growth = (f.peak - f.baseline) / 2 ** 20;
  const verdict =
    f.rows < EXPORT_TARGET_ROWS ? 'not judged: fewer rows' : growth < EXPORT_TARGET_MB ? 'met' : 'NOT met';
  return {
    note: `peak server RSS growth ${growth.toFixed(0)} MB over ${(f.baseline / 2 ** 20).toFixed(0)} MB (target < ${EXPORT_TARGET_MB} MB: ${verdict})`,
  };
}

export const listScenarios: Scenario[] = [
  {
    name: 'sale-lines-list',
    summary:
      'POST /api/report/sale-items/list: the table protocol over every sale line (date range, text filter, sort, page, footer totals)',
    method: 'POST',
    path: '/api/report/sale-items/list',
    body: (_ctx, i) => listQuery(i) as Json,
    auth: 'admin',
    concurrency: 20,
    needs: ['sales'],
    prepare: prepareList,
    sql: (ctx, { capture }) =>
      capture(async (db: Db) => {
        const auth = await resolveToken(db, ctx.actors.admin.token);
        if (!auth) throw new Error('the admin token did not resolve');
        await withTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, (tx) =>
          runTable(tx, saleItemTable({ isReturn: false, own: false }), tableQuery.parse(listQuery(0)), {
            auth,
          }),
        );
      }),
    target: { text: 'p95 < 50 ms at 20 clients', p95Ms: 50 },
  },
  {
    name: 'export-100k',
    summary:
      'POST /api/report/sale-items/export: about 100,000 sale lines as xlsx (wall time per export; server RSS sampled every 20 ms)',
    method: 'POST',
    path: '/api/report/sale-items/export',
    body: () => {
      if (!exp) throw new Error('the export ran without its prepare step');
      return { start_date: exp.start, end_date: exp.end, sortBy: 'sale_date', sortDir: 'desc' };
    },
    auth: 'admin',
    concurrency: 1,
    needs: ['sales'],
    prepare: prepareExport,
    verify: verifyExport,
    target: { text: '< 5 s and < 150 MB memory growth', p95Ms: 5000 },
  },
];
