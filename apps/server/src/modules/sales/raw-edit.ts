import {
  RAW_EDIT_TABLES,
  rawEditEndpoints,
  type SaleInputParsed,
  type SaleLineCorrection,
  saleInput,
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
import { updateSale } from './service.js';
import { saleItemTable } from './tables.js';

/**
 * report/sale-items-raw-edit: the sale-items grid (same list, filters and export) where a holder of
 * report_sale_items_raw_edit AND sale_edit corrects one sold line (quantity, price, price type). The
 * correction is never a direct update of the line: the whole sale is loaded as its input, the line
 * replaced and the sale saved through updateSale, so stock and ledger are reversed and posted again and
 * every refusal of a sale edit (audited, receipts, today-only, not enough quantity, max debit...) applies
 * with its message. Returns are not in this report (the sale-items list shows sales only).
 */

const itemsReport = saleItemTable({ isReturn: false, own: false });

/** A saved sale as the input that would save it again, with its line ids in the same order. */
export async function saleAsInput(
  tx: TenantTx,
  saleId: string,
): Promise<{ input: SaleInputParsed; lineIds: string[]; isReturn: boolean }> {
  const head = await tx
    .selectFrom('sales')
    .select([
      'is_return',
      'return_of_sale_id',
      'sale_date',
      'inventory_id',
      'customer_id',
      'currency_code',
      'exchange_rate',
      'discount',
      'minus',
      'note',
      'cash_box_id',
      'amount_paid',
      'amount_currency_code',
      'amount_exchange_rate',
      'amount_change',
      'hospital_patient_id',
      'patient_id',
      'patient',
    ])
    .where('id', '=', saleId)
    .executeTakeFirst();
  if (!head) throw notFound();
  const lines = await tx
    .selectFrom('sale_details')
    .select(['id', 'product_id', 'sale_quantity', 'sale_price', 'price_type'])
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute();
  const extras = await tx
    .selectFrom('sale_extra_lines')
    .select(['sale_extra_id', 'price', 'cost', 'note'])
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute();
  const parsed = saleInput.safeParse({
    ...head,
    sale_date: String(head.sale_date),
    amount_exchange_rate: head.amount_exchange_rate ?? undefined,
    lines: lines.map(({ id: _id, ...l }) => l),
    extras,
  });
  if (!parsed.success) throw invalid({ sale_id: ['The saved sale cannot be read back as an input.'] });
  return { input: parsed.data, lineIds: lines.map((l) => String(l.id)), isReturn: head.is_return };
}

/** The line as the report lists it (the report's branch scope applies). */
async function reportRow(tx: TenantTx, auth: AuthContext, lineId: string) {
  const source = itemsReport.source(tx, tableQuery.parse({}), { auth });
  const r = await sql<Record<string, unknown>>`select * from ${source} t where t.id = ${lineId}`.execute(tx);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/** Corrects one sale line through the sale's own edit; answers the corrected line's report row. */
export async function correctSaleLine(
  tx: TenantTx,
  auth: AuthContext,
  lineId: string,
  correction: SaleLineCorrection,
): Promise<Record<string, unknown>> {
  const line = await tx
    .selectFrom('sale_details')
    .select('sale_id')
    .where('id', '=', lineId)
    .executeTakeFirst();
  if (!line) throw notFound();
  const saleId = String(line.sale_id);
  // lock the sale before reading it back, so no other edit slips in between the read and the save
  await sql`select id from sales where id = ${saleId} for update`.execute(tx);
  const { input, lineIds, isReturn } = await saleAsInput(tx, saleId);
  const index = lineIds.indexOf(lineId);
  if (isReturn || index < 0) throw notFound();
  const changes = Object.fromEntries(Object.entries(correction).filter(([, v]) => v !== undefined));
  input.lines[index] = { ...input.lines[index]!, ...changes };
  await updateSale(tx, auth, saleId, input);
  const saved = await tx
    .selectFrom('sale_details')
    .select('id')
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow();
  return reportRow(tx, auth, String(saved.id));
}

/** GET/POST list and export of the grid, and PUT {lineId} for a correction. */
export async function saleRawEditRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerTable(app, RAW_EDIT_TABLES.sale, itemsReport, { title: 'Sale items raw edit' });
  handle(app, rawEditEndpoints.saleLine, (req) => {
    const auth = authOf(req);
    if (!hasAbility(auth, 'sale_edit')) throw forbidden();
    return tenantTx(db, req, (tx) => correctSaleLine(tx, auth, req.params.lineId, req.body));
  });
}
