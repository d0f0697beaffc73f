import { PURCHASE_ORDER_STATUS, type RouteDef, TRANSFER_STATUS } from '@bb/contracts';
import type { APIRequestContext } from '@playwright/test';
import { bearer } from './fixtures';

/**
 * The path parameters of the screens that show one record, taken from the demo's own records (issue 23):
 * the first row of the list each kind is kept in (the first pending one where the screen acts on a
 * pending document). The demo company holds a record of every kind (apps/server/src/seed); a kind with
 * none is named by `withoutRecord` and fails the walk, as does a screen whose record the API cannot find.
 */
interface Source {
  /** The list to take the first row of (`POST /api/{list}/list`). */
  list: string;
  /** The row's status to prefer (a pending document, so approve and edit have work). */
  status?: number;
  /** The route's parameters from that row. */
  params: (row: Record<string, unknown>) => Record<string, string>;
}

const byId = (list: string, status?: number): Source => ({
  list,
  ...(status === undefined ? {} : { status }),
  params: (row) => ({ id: String(row.id) }),
});
/** Where a source's row is kept in the records fetched. */
const keyOf = (s: Source) => (s.status === undefined ? s.list : `${s.list}#${s.status}`);

/** Route id prefix (or id) to where its record comes from. */
const SOURCES: [RegExp, Source][] = [
  [/^inventory\.item_transfer\./, byId('inventory/item-transfer', TRANSFER_STATUS.pending)],
  [/^inventory\.goods_stock_out\./, byId('inventory/goods-stock-out')],
  [/^inventory\.form_template\.edit$/, byId('form-template')],
  [/^inventory\.purchase\./, byId('inventory/purchase')],
  [/^inventory\.purchase_detail\./, byId('inventory/purchase')],
  [/^inventory\.purchase_order\./, byId('inventory/purchase-order', PURCHASE_ORDER_STATUS.pending)],
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
    if (rows.has(keyOf(source))) continue;
    const res = await request.post(`/api/${source.list}/list`, {
      headers: bearer(token),
      data: { start_date: '2000-01-01', end_date: '2100-12-31', perPage: 50 },
    });
    if (!res.ok()) throw new Error(`${source.list}/list answered ${res.status()}: ${await res.text()}`);
    const data = ((await res.json()) as { data: Record<string, unknown>[] }).data;
    const wanted =
      source.status === undefined ? data : data.filter((r) => Number(r.status) === source.status);
    rows.set(keyOf(source), wanted[0] ?? null);
  }
  return rows;
}

/** The path to open for a route: optional parameters left out, required ones from a demo record. */
export function pathOf(route: RouteDef, records: Map<string, Record<string, unknown> | null>): string {
  const source = SOURCES.find(([re]) => re.test(route.id))?.[1];
  const row = source ? records.get(keyOf(source)) : null;
  const params = { ...DEFAULTS, ...(row ? source!.params(row) : {}) };
  return route.path
    .replace(/\/:[A-Za-z_]+\?/g, '')
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '0'));
}

/** Whether a route shows one record (a required path parameter). */
export const isRecordScreen = (route: RouteDef) => /:[A-Za-z_]+(?!\?)(\/|$)/.test(route.path);

/** The parametrised routes no demo record fills (the walk fails on any: the seed lacks a record). */
export function withoutRecord(routes: readonly RouteDef[], records: Map<string, unknown>): string[] {
  return routes
    .filter(isRecordScreen)
    .filter((r) => {
      const source = SOURCES.find(([re]) => re.test(r.id))?.[1];
      return source ? records.get(keyOf(source)) === null : false;
    })
    .map((r) => r.id);
}
