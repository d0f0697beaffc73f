import { searchProducts } from '../../../apps/server/src/modules/stock/search.js';
import { resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import { withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import type { Prepared, PrepareTools, RunContext, Scenario, SqlTools } from './types.js';

/** The lot count the targets speak of. */
const TARGET_LOTS = 1_000_000;
/** Keywords drawn per run (requests cycle through them). */
const KEYWORDS = 1_000;

interface SearchFixture {
  lots: number;
  barcodes: string[];
  fragments: string[];
}

let fixture: SearchFixture | undefined;

const search = (): SearchFixture => {
  if (!fixture) throw new Error('the search scenarios ran without their prepare step');
  return fixture;
};

const n = (v: number) => v.toLocaleString('en-US');

/**
 * What a cashier types, drawn from real item names of the staff member's branches: half the time the
 * start (4-6 letters) of the first word ("Parac", "پاراس"), a quarter a whole later word (a brand), a
 * quarter the end of one word and the start of the next ("mol Bay"). English, Sorani and Arabic alike.
 */
function fragmentOf(name: string, k: number): string {
  const words = name.split(' ').filter((w) => w.length > 0);
  const first = words[0] ?? name;
  const second = words[1];
  switch (k % 4) {
    case 0:
    case 1:
      return first.slice(0, Math.min(first.length, 4 + (k % 3)));
    case 2:
      return second && second.length >= 3 ? second : first;
    default:
      return second ? `${first.slice(-3)} ${second.slice(0, 3)}` : first;
  }
}

async function loadFixture(ctx: RunContext, tools: PrepareTools): Promise<SearchFixture> {
  if (fixture) return fixture;
  const t = ctx.tenantId;
  const staff = ctx.actors.staff;
  const [count] = await tools.query<{ n: number }>(
    'select count(*)::int as n from products where tenant_id = $1',
    [t],
  );
  // Items with an active lot in one of the staff member's branches, in a stable pseudo-random order.
  const items = await tools.query<{ barcode: string; name: string }>(
    `select i.barcode, i.name from items i
     where i.tenant_id = $1 and i.status = 1 and not i.is_hidden
       and exists (select from products p where p.tenant_id = i.tenant_id and p.item_id = i.id
                   and p.inventory_id = any($2::bigint[]) and p.status = 1)
     order by hashint8(i.id) limit $3`,
    [t, staff.inventoryIds, KEYWORDS],
  );
  if (items.length === 0)
    throw new Error('no lots in the branches of the staff member: run npm run bench:seed');
  fixture = {
    lots: count?.n ?? 0,
    barcodes: items.map((r) => r.barcode),
    fragments: items.map((r, k) => fragmentOf(r.name, k)),
  };
  return fixture;
}

const prepared =
  (what: (f: SearchFixture) => string) =>
  async (ctx: RunContext, tools: PrepareTools): Promise<Prepared> => {
    const f = await loadFixture(ctx, tools);
    return {
      note: `${n(f.lots)} lots; ${what(f)}; staff in ${ctx.actors.staff.inventoryIds.length} branch(es)`,
      targetApplies: f.lots >= TARGET_LOTS,
    };
  };

/** The guard's token lookup, then the search in the tenant transaction, as the route runs it. */
const searchSql = (ctx: RunContext, { capture }: SqlTools, keyword: string) =>
  capture(async (db) => {
    const auth = await resolveToken(db, ctx.actors.staff.token);
    if (!auth) throw new Error(`the token of ${ctx.actors.staff.username} did not resolve`);
    await withTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, (tx) =>
      searchProducts(tx, auth, { keyword, today: new Date().toISOString().slice(0, 10) }),
    );
  });

export const searchScenarios: Scenario[] = [
  {
    name: 'product-search-barcode',
    summary:
      'POST /api/product/search with an exact item barcode (a scan at the POS), 1,000 barcodes of items stocked in the staff branches',
    method: 'POST',
    path: '/api/product/search',
    body: (_ctx, i) => {
      const f = search();
      return { keyword: f.barcodes[i % f.barcodes.length] as string };
    },
    auth: 'staff',
    concurrency: 50,
    needs: ['lots'],
    prepare: prepared((f) => `${n(f.barcodes.length)} barcodes, SQL counterpart on ${f.barcodes[0]}`),
    sql: (ctx, tools) => searchSql(ctx, tools, search().barcodes[0] as string),
    target: { text: 'p95 < 5 ms at 50 clients (1,000,000 lots)', p95Ms: 5 },
  },
  {
    name: 'product-search-name',
    summary:
      'POST /api/product/search with a name fragment (word starts, brands, word joins; three languages), 1,000 fragments',
    method: 'POST',
    path: '/api/product/search',
    body: (_ctx, i) => {
      const f = search();
      return { keyword: f.fragments[i % f.fragments.length] as string };
    },
    auth: 'staff',
    concurrency: 50,
    needs: ['lots'],
    prepare: prepared(
      (f) => `${n(new Set(f.fragments).size)} distinct fragments, SQL counterpart on "${f.fragments[0]}"`,
    ),
    sql: (ctx, tools) => searchSql(ctx, tools, search().fragments[0] as string),
    target: { text: 'p95 < 30 ms at 50 clients (1,000,000 lots)', p95Ms: 30 },
  },
];
