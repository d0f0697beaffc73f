import {
  DASHBOARD_SECTIONS,
  STOCK_REPORT_NAMES,
  type StockReportName,
  type TableQueryInput,
  tableQuery,
} from '@bb/contracts';
import { dashboardData } from '../../../apps/server/src/modules/dashboard/service.js';
import { STOCK_REPORT_SPECS } from '../../../apps/server/src/modules/stock-reports/routes.js';
import type { AuthContext } from '../../../apps/server/src/platform/auth/context.js';
import { resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import type { Db } from '../../../apps/server/src/platform/db/pool.js';
import { withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import { runTable } from '../../../apps/server/src/platform/table/run.js';
import type { Json, PrepareTools, RunContext, Scenario } from './types.js';

/** The lots the target speaks of (scale 1); within 1% counts as that size. */
const TARGET_LOTS = 990_000;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The first page each stock report's screen asks for: 25 rows in its default sort with the footer; the
 * branch-comparing ones on the admin's default branch, the expiry report within 90 days, the transfers
 * over the last 30 days.
 */
function firstPage(name: StockReportName, ctx: RunContext): TableQueryInput {
  const q: TableQueryInput = { page: 1, perPage: 25, sortBy: 'item_name', sortDir: 'asc' };
  const branch = ctx.actors.admin.defaultBranchId ?? ctx.actors.admin.inventoryIds[0];
  if (name === 'expired-product') return { ...q, sortBy: 'expire_date', end_date: day(90) };
  if (name === 'transfer-per-items') return { ...q, start_date: day(-29), end_date: day(0) };
  if (name.startsWith('products-') && branch)
    return { ...q, list: [{ column: 'inventory_id', values: [branch] }] };
  return q;
}

/** One scenario per stock report (issue 21): its first page under 1 s at 1,000,000 lots, one client. */
const reportScenarios: Scenario[] = STOCK_REPORT_NAMES.map((name) => ({
  name: `stock-report-${name}`,
  summary: `POST /api/report/${name}/list: the stock report's first page (25 rows, default sort, footer totals)`,
  method: 'POST',
  path: `/api/report/${name}/list`,
  body: (ctx) => firstPage(name, ctx) as Json,
  auth: 'admin',
  concurrency: 1,
  needs: ['lots'],
  async prepare(_ctx, tools) {
    const lots = tools.steps.find((s) => s.name === 'lots')?.counts.products ?? 0;
    return { note: `${lots.toLocaleString('en-US')} generated lots`, targetApplies: lots >= TARGET_LOTS };
  },
  sql: (ctx, { capture }) =>
    capture(async (db: Db) => {
      const auth = await resolveToken(db, ctx.actors.admin.token);
      if (!auth) throw new Error('the admin token did not resolve');
      await withTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, (tx) =>
        runTable(tx, STOCK_REPORT_SPECS[name].spec, tableQuery.parse(firstPage(name, ctx)), { auth }),
      );
    }),
  target: { text: 'first page < 1 s at 1 client', p95Ms: 1000 },
}));

/** The user of `dashboard-some-branches`, found by its prepare. */
let someBranches: AuthContext | undefined;

/**
 * The generated user connected to the most branches short of all of them (failing that, to the most
 * branches: a small dataset may connect everyone to every branch), with every dashboard ability.
 */
async function userOfSomeBranches(ctx: RunContext, tools: PrepareTools) {
  const [u] = await tools.query<{ id: string; username: string; n: number; of: number }>(
    `select u.id, u.username, count(*)::int as n,
       (select count(*)::int from inventories i where i.tenant_id = $1) as of
     from users u join user_inventories ui on ui.tenant_id = u.tenant_id and ui.user_id = u.id
     where u.tenant_id = $1 and not u.is_superuser and u.status = 1
     group by u.id, u.username
     order by count(*) < (select count(*) from inventories i where i.tenant_id = $1) desc, count(*) desc, u.id
     limit 1`,
    [ctx.tenantId],
  );
  if (!u) throw new Error('dashboard-some-branches: the bench tenant has no staff user');
  someBranches = {
    tenantId: ctx.tenantId,
    userId: u.id,
    tokenId: '0',
    username: u.username,
    name: u.username,
    isSuperuser: false,
    abilities: new Set([...Object.values(DASHBOARD_SECTIONS).flat(), 'dashboard_list']),
  };
  return { note: `${u.username}: ${u.n} of ${u.of} branches, every dashboard ability` };
}

/** The stock reports and the owner's dashboard (issue 21). */
export const stockReportScenarios: Scenario[] = [
  ...reportScenarios,
  {
    name: 'dashboard',
    summary:
      "GET /api/dashboard: every figure of the owner's dashboard (sales, profit, chart, top products, cash, balances, tiles)",
    method: 'GET',
    path: '/api/dashboard',
    auth: 'admin',
    concurrency: 1,
    needs: ['sales', 'lots'],
    // the target is for the scale-1 database
    prepare: async (_ctx, tools) => {
      const lots = tools.steps.find((s) => s.name === 'lots')?.counts.products ?? 0;
      return { note: `${lots.toLocaleString('en-US')} generated lots`, targetApplies: lots >= TARGET_LOTS };
    },
    target: { text: 'p95 < 100 ms at 1 client', p95Ms: 100 },
  },
  {
    name: 'dashboard-some-branches',
    kind: 'process',
    summary:
      'the dashboard data of a user of some but not all branches (their branches summed: top products ranked from each branch)',
    call: 'withTenant(db, user, tx => dashboardData(tx, user, null))',
    concurrency: 1,
    needs: ['sales', 'lots'],
    prepare: async (ctx, tools) => {
      const lots = tools.steps.find((s) => s.name === 'lots')?.counts.products ?? 0;
      const { note } = await userOfSomeBranches(ctx, tools);
      return { note, targetApplies: lots >= TARGET_LOTS };
    },
    op: async (ctx, { db }) => {
      const auth = someBranches;
      if (!auth) throw new Error('dashboard-some-branches: no user (see its note)');
      return withTenant(db, { tenantId: ctx.tenantId, userId: auth.userId }, (tx) =>
        dashboardData(tx, auth, null),
      );
    },
    target: { text: 'p95 < 100 ms at 1 client', p95Ms: 100 },
  },
];
