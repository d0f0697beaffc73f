import type { RouteDef } from '@bb/contracts';
import type { APIRequestContext } from '@playwright/test';
import { bearer } from './fixtures';

/**
 * The path parameters of the screens that show one record, taken from the demo's own records (issue 23):
 * the first row of the list each kind is kept in. A kind the demo company has no record of keeps id 0,
 * and its screen is checked in its "not found" state (docs/decisions.md lists which).
 */
interface Source {
  /** The list to take the first row of (`POST /api/{list}/list`). */
  list: string;
  /** The route's parameters from that row. */
  params: (row: Record<string, unknown>) => Record<string, string>;
}

const byId = (list: string): Source => ({ list, params: (row) => ({ id: String(row.id) }) });

/** Route id prefix (or id) to where its record comes from. */
const SOURCES: [RegExp, Source][] = [
  [/^inventory\.item_transfer\./, byId('inventory/item-transfer')],
  [/^inventory\.goods_stock_out\./, byId('inventory/goods-stock-out')],
  [/^inventory\.form_template\.edit$/, byId('form-template')],
  [/^inventory\.purchase\./, byId('inventory/purchase')],
  [/^inventory\.purchase_detail\./, byId('inventory/purchase')],
  [/^inventory\.purchase_order\./, byId('inventory/purchase-order')],
  [/^inventory\.purchase_return_detail\./, byId('inventory/purchase-return')],
  [/^hr\.letter\.show$/, byId('hr/letter')],
  [/^accounting\.expense_document\./, byId('accounting/expense-document')],
  [/^construction\.stock_out_orders\./, byId('construction/stock-out-order')],
  [/^construction\.stock_outs\./, byId('construction/stock-out')],
  [/^ticket\.show$/, byId('ticket')],
  [
    /^activity_log\.record_log$/,
    {
      list: 'activity-log',
      params: (row) => ({ logName: String(row.log_name), subjectId: String(row.subject_id) }),
    },
  ],
  [
    /^inventory_adjustment\.calculate_income_and_expense$/,
    {
      list: 'inventory-adjustment',
      params: (row) => ({ inventory_process_id: String(row.id), snapshot_id: String(row.snapshot_id) }),
    },
  ],
];

/** A menu link's defaults for the rest: the POS opens as a new sale (0/no/no). */
const DEFAULTS: Record<string, string> = { id: '0', editMode: 'no', isReturn: 'no' };

/** The first row of each list the parametrised routes need, fetched once. */
export async function demoRecords(
  request: APIRequestContext,
  token: string,
): Promise<Map<string, Record<string, unknown> | null>> {
  const rows = new Map<string, Record<string, unknown> | null>();
  for (const [, source] of SOURCES) {
    if (rows.has(source.list)) continue;
    const res = await request.post(`/api/${source.list}/list`, {
      headers: bearer(token),
      data: { start_date: '2000-01-01', end_date: '2100-12-31', perPage: 10 },
    });
    if (!res.ok()) throw new Error(`${source.list}/list answered ${res.status()}: ${await res.text()}`);
    rows.set(source.list, ((await res.json()) as { data: Record<string, unknown>[] }).data[0] ?? null);
  }
  return rows;
}

/** The path to open for a route: optional parameters left out, required ones from a demo record. */
export function pathOf(route: RouteDef, records: Map<string, Record<string, unknown> | null>): string {
  const source = SOURCES.find(([re]) => re.test(route.id))?.[1];
  const row = source ? records.get(source.list) : null;
  const params = { ...DEFAULTS, ...(row ? source!.params(row) : {}) };
  return route.path
    .replace(/\/:[A-Za-z_]+\?/g, '')
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '0'));
}

/** The parametrised routes no demo record fills (checked in their "not found" state). */
export function withoutRecord(routes: readonly RouteDef[], records: Map<string, unknown>): string[] {
  return routes
    .filter((r) => /:[A-Za-z_]+(?!\?)(\/|$)/.test(r.path))
    .filter((r) => {
      const source = SOURCES.find(([re]) => re.test(r.id))?.[1];
      return source ? records.get(source.list) === null : false;
    })
    .map((r) => r.id);
}
