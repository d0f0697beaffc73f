import {
  type PurchaseInput,
  type PurchaseLineCorrection,
  purchaseInput,
  RAW_EDIT_TABLES,
  rawEditEndpoints,
  tableQuery,
} from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, hasAbility, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import { updateDocument } from '../documents/lifecycle.js';
import { purchaseDocument } from './purchases.js';
import { purchaseItemsReport } from './reports.js';

/**
 * report/purchase-items-raw-edit: the purchase-items grid (same list, filters and export) where a holder
 * of report_purchase_items_raw_edit AND purchase_edit corrects one line. The correction is never a
 * direct update of the line: the whole purchase is loaded as its input, the line replaced and the
 * purchase saved through the kernel's edit, so stock and ledger are reversed and posted again and every
 * refusal of a purchase edit (audited, sold lots, today-only, bad amounts...) applies with its message.
 */

/** A saved purchase as the input that would save it again, with its line ids in the same order. */
export async function purchaseAsInput(
  tx: TenantTx,
  purchaseId: string,
): Promise<{ input: PurchaseInput; lineIds: string[] }> {
  const head = await tx
    .selectFrom('purchases')
    .select([
      'supplier_id',
      'inventory_id',
      'purchase_order_id',
      'purchase_date',
      'currency_code',
      'exchange_rate',
      'cash_box_id',
      'amount_paid',
      'invoice_reference',
      'expenses',
      'note',
    ])
    .where('id', '=', purchaseId)
    .executeTakeFirst();
  if (!head) throw notFound();
  const lines = await tx
    .selectFrom('purchase_details')
    .select([
      'id',
      'item_id',
      'purchase_order_line_id',
      'batch_number',
      'expire_date',
      'quantity',
      'bonus',
      'purchase_price_before_discount',
      'discount',
      'purchase_price',
      'sale_price',
      'wholesale_price',
      'sale_prices',
      'per_packet',
    ])
    .where('purchase_id', '=', purchaseId)
    .orderBy('id')
    .execute();
  const parsed = purchaseInput.safeParse({
    ...head,
    purchase_date: String(head.purchase_date),
    lines: lines.map(({ id: _id, ...l }) => ({
      ...l,
      expire_date: l.expire_date === null ? null : String(l.expire_date),
    })),
  });
  if (!parsed.success)
    throw invalid({ purchase_id: ['The saved purchase cannot be read back as an input.'] });
  return { input: parsed.data, lineIds: lines.map((l) => String(l.id)) };
}

/** The line as the report lists it. */
async function reportRow(tx: TenantTx, auth: AuthContext, lineId: string) {
  const source = purchaseItemsReport.source(tx, tableQuery.parse({}), { auth });
  const r = await sql<Record<string, unknown>>`select * from ${source} t where t.id = ${lineId}`.execute(tx);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/** Corrects one purchase line through the purchase's own edit; answers the corrected line's report row. */
export async function correctPurchaseLine(
  tx: TenantTx,
  auth: AuthContext,
  lineId: string,
  correction: PurchaseLineCorrection,
): Promise<Record<string, unknown>> {
  const line = await tx
    .selectFrom('purchase_details')
    .select('purchase_id')
    .where('id', '=', lineId)
    .executeTakeFirst();
  if (!line) throw notFound();
  const purchaseId = String(line.purchase_id);
  // lock the purchase before reading it back, so no other edit slips in between the read and the save
  await sql`select id from purchases where id = ${purchaseId} for update`.execute(tx);
  const { input, lineIds } = await purchaseAsInput(tx, purchaseId);
  const index = lineIds.indexOf(lineId);
  if (index < 0) throw notFound();
  const changes = Object.fromEntries(Object.entries(correction).filter(([, v]) => v !== undefined));
  input.lines[index] = { ...input.lines[index]!, ...changes };
  await updateDocument(tx, auth, purchaseDocument, purchaseId, input);
  const saved = await tx
    .selectFrom('purchase_details')
    .select('id')
    .where('purchase_id', '=', purchaseId)
    .orderBy('id')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow();
  return reportRow(tx, auth, String(saved.id));
}

/** GET/POST list and export of the grid, and PUT {lineId} for a correction. */
export async function purchaseRawEditRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerTable(app, RAW_EDIT_TABLES.purchase, purchaseItemsReport, { title: 'Purchase items raw edit' });
  handle(app, rawEditEndpoints.purchaseLine, (req) => {
    const auth = authOf(req);
    if (!hasAbility(auth, 'purchase_edit')) throw forbidden();
    return tenantTx(db, req, (tx) => correctPurchaseLine(tx, auth, req.params.lineId, req.body));
  });
}
