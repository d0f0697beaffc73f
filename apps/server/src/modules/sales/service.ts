import {
  DOCUMENT_MESSAGE_KEYS,
  dec,
  MESSAGES,
  SALE_PREFIX,
  SALE_RETURN_PREFIX,
  type SaleInputParsed,
  type SaleSaved,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { reverseDocument } from '../ledger/post.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { tenantSettings } from '../settings/queries.js';
import { moveStock } from '../stock/movements.js';
import { prepareSale } from './prepare.js';
import { docType, headerOf, insertLines, insertSale, newSaleId, writeBody } from './write.js';

export { docType };

async function announce(
  tx: TenantTx,
  ability: string,
  type: 'notify.create' | 'notify.edit' | 'notify.delete',
  doc: { id: string; invoice_id: string; sale_date: string; total: string; currency_code: string },
  actor: string,
) {
  await notify(tx, {
    userIds: await usersWithAbility(tx, ability),
    type,
    message: {
      key: DOCUMENT_MESSAGE_KEYS[type],
      params: {
        document: 'sale',
        invoice: doc.invoice_id,
        amount: toText(doc.total),
        currency: doc.currency_code,
        actor,
      },
    },
    modelType: 'sale',
    modelId: doc.id,
    modelDate: doc.sale_date,
  });
}

/** POST /api/sale: one transaction for the header, lines, stock, journal and notifications. */
export async function createSale(
  tx: TenantTx,
  auth: AuthContext,
  input: SaleInputParsed,
): Promise<SaleSaved> {
  const p = await prepareSale(tx, auth, input, { newId: true });
  const type = docType(input.is_return);
  const number = await nextNumber(tx, type, input.inventory_id);
  const invoice = await invoiceId(
    tx,
    input.is_return ? SALE_RETURN_PREFIX : SALE_PREFIX,
    number,
    input.inventory_id,
  );
  const { saleDefaultStatus } = await tenantSettings(tx);
  const status = saleDefaultStatus === 0 ? 0 : 1;
  // The header is written once, complete: its id first, then stock and journal, then header and lines.
  const id = p.newId ?? (await newSaleId(tx));
  const body = await writeBody(tx, id, invoice, p);
  const header = headerOf(p);
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
  const sale = {
    id,
    invoice_id: invoice,
    sale_date: header.sale_date,
    total: header.total,
    currency_code: header.currency_code,
  };
  if (status === 0) await announce(tx, 'sale_approve', 'notify.create', saleRef(sale), auth.name);
  return { id: sale.id, invoice_id: invoice, status, total: sale.total, currency_code: sale.currency_code };
}

const saleRef = (s: {
  id: string;
  invoice_id: string;
  sale_date: unknown;
  total: string;
  currency_code: string;
}) => ({
  ...s,
  sale_date: String(s.sale_date),
});

async function loadForChange(tx: TenantTx, auth: AuthContext, id: string, change: 'edit' | 'delete') {
  const sale = await tx
    .selectFrom('sales')
    .select([
      'id',
      'invoice_id',
      'is_return',
      'inventory_id',
      'sale_date',
      'total',
      'currency_code',
      sql<boolean>`created_at::date = current_date`.as('today'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!sale) throw notFound();
  await assertNotAudited(tx, 'sale', id);
  const receipts = await tx
    .selectFrom('sale_receipts')
    .select('sale_id')
    .where('sale_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (receipts) throw conflict(change === 'delete' ? MESSAGES.saleHasReceipts : MESSAGES.updateNotAllowed);
  const restriction = change === 'edit' ? 'sale_edit_only_today' : 'sale_delete_only_today';
  if (!auth.isSuperuser && auth.abilities.has(restriction) && !sale.today) {
    throw conflict(change === 'edit' ? MESSAGES.updateNotAllowed : MESSAGES.deleteNotAllowed);
  }
  return sale;
}

/** Reverses the posted entry and brings every lot back to where it was before the sale. */
async function undo(tx: TenantTx, id: string, isReturn: boolean, date: string) {
  const type = docType(isReturn);
  await reverseDocument(tx, type, id);
  const net = await sql<{ product_id: string; quantity: string }>`
    select product_id, sum(quantity)::text as quantity from stock_movements
    where document_type = ${type} and document_id = ${id}
    group by product_id having sum(quantity) <> 0`.execute(tx);
  await moveStock(
    tx,
    net.rows.map((r) => ({
      productId: r.product_id,
      quantity: toText(dec(r.quantity).neg()),
      documentType: type,
      documentId: id,
      date,
    })),
  );
  await tx.deleteFrom('sale_details').where('sale_id', '=', id).execute();
  await tx.deleteFrom('sale_extra_lines').where('sale_id', '=', id).execute();
}

/** PUT /api/sale/{id} (edit mode): reverse, change, post again; the number stays. */
export async function updateSale(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: SaleInputParsed,
): Promise<SaleSaved> {
  const old = await loadForChange(tx, auth, id, 'edit');
  if (old.is_return !== input.is_return)
    throw invalid({ is_return: ['A sale cannot become a return (or the other way round).'] });
  if (old.inventory_id !== input.inventory_id)
    throw invalid({ inventory_id: ['The inventory of a saved sale cannot change.'] });
  await undo(tx, id, old.is_return, String(old.sale_date));
  const p = await prepareSale(tx, auth, input);
  const body = await writeBody(tx, id, old.invoice_id, p);
  const sale = await tx
    .updateTable('sales')
    .set({ ...headerOf(p), ...body.header, updated_at: sql<Date>`now()` as never })
    .where('id', '=', id)
    .returning(['id', 'invoice_id', 'sale_date', 'total', 'currency_code', 'status'])
    .executeTakeFirstOrThrow();
  await insertLines(tx, body);
  await announce(tx, 'report_sale_list', 'notify.edit', saleRef(sale), auth.name);
  return {
    id,
    invoice_id: old.invoice_id,
    status: sale.status === 0 ? 0 : 1,
    total: sale.total,
    currency_code: sale.currency_code,
  };
}

/** DELETE /api/sale/{id}: refused with receipts or once audited; otherwise stock and ledger are undone. */
export async function deleteSale(tx: TenantTx, auth: AuthContext, id: string): Promise<void> {
  const old = await loadForChange(tx, auth, id, 'delete');
  const returned = await tx
    .selectFrom('sales')
    .select('id')
    .where('return_of_sale_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (returned) throw conflict(MESSAGES.deleteNotAllowed);
  await undo(tx, id, old.is_return, String(old.sale_date));
  await tx.deleteFrom('sales').where('id', '=', id).execute();
  await announce(tx, 'report_sale_list', 'notify.delete', saleRef(old), auth.name);
}
