import { DOCUMENT_MESSAGE_KEYS, MESSAGES, type SaleInputParsed, type SaleSaved, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { publishSalesChanged } from '../dashboard/live.js';
import { defineDocument, type HeaderRow, type WriteContext } from '../documents/define.js';
import { createDocument, deleteDocument, updateDocument } from '../documents/lifecycle.js';
import {
  claimPrescription,
  markDispensed,
  patientColumns,
  prescriptionOfSale,
} from '../hospital/dispense.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { tenantSettings } from '../settings/queries.js';
import { type PreparedSale, prepareSale } from './prepare.js';
import { docType, headerOf, insertLines, insertSale, newSaleId, writeBody } from './write.js';

export { docType };

const ANNOUNCE = {
  create: ['sale_approve', 'notify.create'],
  edit: ['report_sale_list', 'notify.edit'],
  delete: ['report_sale_list', 'notify.delete'],
} as const;

async function announce(tx: TenantTx, auth: AuthContext, event: string, row: HeaderRow) {
  if (event !== 'create' && event !== 'edit' && event !== 'delete') return;
  publishSalesChanged(tx, String(row.inventory_id));
  // a new sale is announced only while it waits for approval
  if (event === 'create' && row.status !== 0) return;
  const [ability, type] = ANNOUNCE[event];
  await notify(tx, {
    userIds: await usersWithAbility(tx, ability),
    type,
    message: {
      key: DOCUMENT_MESSAGE_KEYS[type],
      params: {
        document: 'sale',
        invoice: row.invoice_id,
        amount: toText(String(row.total)),
        currency: String(row.currency_code),
        actor: auth.name,
      },
    },
    modelType: 'sale',
    modelId: row.id,
    modelDate: row.date,
  });
}

/**
 * Writes a sale in as few statements as its commit allows: on create the header is written once,
 * complete (its id first, then stock and journal, then header and lines in one statement); on edit the
 * kernel has already undone the old one.
 */
async function writeSale(
  tx: TenantTx,
  { auth, prepared: p, invoiceId: invoice, current, number }: WriteContext<SaleInputParsed, PreparedSale>,
): Promise<HeaderRow> {
  const header = { ...headerOf(p), ...(p.prescription ? patientColumns(p.prescription) : {}) };
  if (current) {
    const body = await writeBody(tx, current.id, invoice, p);
    const sale = await tx
      .updateTable('sales')
      .set({ ...header, ...body.header, updated_at: sql<Date>`now()` as never })
      .where('id', '=', current.id)
      .returning(['status'])
      .executeTakeFirstOrThrow();
    await insertLines(tx, body);
    await dispense(tx, p, current.id);
    return { ...current, ...header, status: sale.status, date: header.sale_date };
  }
  const { saleDefaultStatus } = await tenantSettings(tx);
  const status = saleDefaultStatus === 0 ? 0 : 1;
  const id = p.newId ?? (await newSaleId(tx));
  const body = await writeBody(tx, id, invoice, p);
  await insertSale(
    tx,
    {
      ...header,
      ...body.header,
      id,
      tenant_id: tx.tenantId,
      number: String(number),
      invoice_id: invoice,
      status,
      user_id: auth.userId,
      ...(status === 1 ? { approved_by: auth.userId, approved_at: sql<Date>`now()` as never } : {}),
    },
    body,
  );
  await dispense(tx, p, id);
  return {
    ...header,
    id,
    invoice_id: invoice,
    status,
    date: header.sale_date,
    created_by: auth.userId,
    created_today: true,
  };
}

/** Marks the prescription the sale came from as (partly) dispensed by what the sale sold. */
async function dispense(tx: TenantTx, p: PreparedSale, saleId: string): Promise<void> {
  if (!p.prescription) return;
  const sold = p.input.lines.map((l) => ({
    itemId: p.lots.get(l.product_id)!.item_id,
    quantity: l.sale_quantity,
  }));
  await markDispensed(tx, p.prescription, saleId, sold);
}

/** The sale's checks, and for a sale opened from a prescription, the prescription's (hospital/dispense.ts). */
async function prepare(tx: TenantTx, auth: AuthContext, input: SaleInputParsed, current: HeaderRow | null) {
  const p = await prepareSale(tx, auth, input, { newId: current === null });
  const detailId =
    input.api_connection_detail_id ?? (current ? await prescriptionOfSale(tx, current.id) : null);
  if (detailId && !input.is_return)
    p.prescription = await claimPrescription(tx, detailId, input.inventory_id, current?.id ?? null);
  return p;
}

function define(kind: 'sale' | 'sale_return') {
  return defineDocument<SaleInputParsed, PreparedSale, SaleSaved>({
    type: kind,
    model: 'sale',
    table: 'sales',
    discriminator: { column: 'is_return', value: String(kind === 'sale_return') },
    lines: { table: 'sale_details', parent: 'sale_id' },
    moreLines: [{ table: 'sale_extra_lines', parent: 'sale_id' }],
    dateColumn: 'sale_date',
    branchColumn: 'inventory_id',
    branchOf: (input) => input.inventory_id,
    branchFixed: true,
    // connection to the branch is checked with the sale's other lookups, in one round trip (prepare.ts)
    scope: 'custom',
    onlyToday: { edit: 'sale_edit_only_today', delete: 'sale_delete_only_today' },

    validate: prepare,
    header: () => ({}),
    async assertChangeable(tx, row, change) {
      const receipts = await tx
        .selectFrom('sale_receipts')
        .select('sale_id')
        .where('sale_id', '=', row.id)
        .limit(1)
        .executeTakeFirst();
      if (receipts)
        throw conflict(change === 'delete' ? MESSAGES.saleHasReceipts : MESSAGES.updateNotAllowed);
      if (change !== 'delete') return;
      const returned = await tx
        .selectFrom('sales')
        .select('id')
        .where('return_of_sale_id', '=', row.id)
        .limit(1)
        .executeTakeFirst();
      if (returned) throw conflict(MESSAGES.deleteNotAllowed);
    },
    write: writeSale,
    notify: announce,
    result: (row) => ({
      id: row.id,
      invoice_id: row.invoice_id,
      status: row.status === 0 ? 0 : 1,
      total: String(row.total),
      currency_code: String(row.currency_code),
    }),
  });
}

const SALE = define('sale');
const SALE_RETURN = define('sale_return');
export const saleDocument = (isReturn: boolean) => (isReturn ? SALE_RETURN : SALE);

/** POST /api/sale: one transaction for the header, lines, stock, journal and notifications. */
export function createSale(tx: TenantTx, auth: AuthContext, input: SaleInputParsed): Promise<SaleSaved> {
  return createDocument(tx, auth, saleDocument(input.is_return), input);
}

async function storedKind(tx: TenantTx, id: string): Promise<boolean> {
  const sale = await tx.selectFrom('sales').select('is_return').where('id', '=', id).executeTakeFirst();
  if (!sale) throw notFound();
  return sale.is_return;
}

/** PUT /api/sale/{id} (edit mode): reverse, change, post again; the number stays. */
export async function updateSale(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: SaleInputParsed,
): Promise<SaleSaved> {
  if ((await storedKind(tx, id)) !== input.is_return) throw invalid({ is_return: [MESSAGES.saleKindLocked] });
  return updateDocument(tx, auth, saleDocument(input.is_return), id, input);
}

/** DELETE /api/sale/{id}: refused with receipts or once audited; otherwise stock and ledger are undone. */
export async function deleteSale(tx: TenantTx, auth: AuthContext, id: string): Promise<void> {
  await deleteDocument(tx, auth, saleDocument(await storedKind(tx, id)), id);
}
