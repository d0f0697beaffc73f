import {
  type ApproveAllInput,
  type approveAllInput,
  dec,
  formatMessage,
  type PendingAllInput,
  type pendingAllInput,
  SALE_MESSAGES,
  type SaleBulkResult,
  sub,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors.js';
import { createMoneyDocument } from '../cash/documents.js';
import { baseCurrency } from '../cash/rates.js';

type Approve = z.output<typeof approveAllInput>;
type Pending = z.output<typeof pendingAllInput>;
export type { ApproveAllInput, PendingAllInput };

interface Selected {
  id: string;
  is_return: boolean;
  customer_id: string | null;
  inventory_id: string;
  currency_code: string;
  exchange_rate: string;
  debit: string;
  received: string;
}

/** Loads the selected sales and returns, each id in the list of its own kind, in the caller's branches. */
async function selected(
  tx: TenantTx,
  auth: AuthContext,
  saleIds: string[],
  returnIds: string[],
): Promise<Selected[]> {
  const ids = [...new Set([...saleIds, ...returnIds])];
  const rows = await sql<Selected>`
    select s.id, s.is_return, s.customer_id, s.inventory_id, s.currency_code, s.exchange_rate, s.debit,
      coalesce((select sum(abs(r.amount)) from sale_receipts r where r.tenant_id = s.tenant_id and r.sale_id = s.id), 0)::text as received
    from sales s where s.id = any(${ids}::bigint[]) order by s.id for update of s`.execute(tx);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  for (const id of saleIds) if (byId.get(id)?.is_return !== false) throw notFound();
  for (const id of returnIds) if (byId.get(id)?.is_return !== true) throw notFound();
  if (!auth.isSuperuser) {
    const mine = new Set(
      (
        await tx
          .selectFrom('user_inventories')
          .select('inventory_id')
          .where('user_id', '=', auth.userId)
          .execute()
      ).map((r) => r.inventory_id),
    );
    if (rows.rows.some((r) => !mine.has(r.inventory_id))) throw forbidden();
  }
  return rows.rows;
}

/** PUT sale/approve-all: approves the selection; with create_receipt, one receipt per currency for its one customer. */
export async function approveAll(tx: TenantTx, auth: AuthContext, input: Approve): Promise<SaleBulkResult> {
  if (input.sale_ids.length + input.sale_return_ids.length === 0)
    throw invalid({ sale_ids: [SALE_MESSAGES.selectOne] }, SALE_MESSAGES.selectOne);
  const rows = await selected(tx, auth, input.sale_ids, input.sale_return_ids);
  const receipts: SaleBulkResult['receipts'] = [];
  if (input.create_receipt) {
    if (!auth.isSuperuser && !auth.abilities.has('receipt_create')) throw forbidden();
    const customers = new Set(rows.map((r) => r.customer_id));
    const claimed = new Set(input.customer_ids.filter((c): c is string => c !== null));
    if (customers.size !== 1 || customers.has(null) || [...claimed].some((c) => !customers.has(c)))
      throw conflict(SALE_MESSAGES.mixedCustomers);
    receipts.push(...(await receiptsFor(tx, auth, rows, input)));
  }
  const ids = rows.map((r) => r.id);
  const r = await tx
    .updateTable('sales')
    .set({ status: 1, approved_by: auth.userId, approved_at: sql<Date>`now()` as never })
    .where('id', 'in', ids)
    .where('status', '=', 0)
    .executeTakeFirst();
  return { updated: Number(r.numUpdatedRows), receipts }; // money-safe: a row count
}

/**
 * What the selection still owes, per currency (sales' debit less what earlier receipts took, returns
 * counting against it), taken as one receipt money document per currency into a box of that currency,
 * each sale linked to the receipt for its part.
 */
async function receiptsFor(tx: TenantTx, auth: AuthContext, rows: Selected[], input: Approve) {
  const customerId = rows[0]!.customer_id!;
  const base = await baseCurrency(tx);
  const currencies = [...new Set(rows.map((r) => r.currency_code))].sort();
  const out: SaleBulkResult['receipts'] = [];
  for (const currency of currencies) {
    const mine = rows.filter((r) => r.currency_code === currency);
    const open = mine.map((r) => ({ row: r, open: sub(r.debit, r.received) }));
    const net = open.reduce((s, o) => (o.row.is_return ? s.minus(o.open) : s.plus(o.open)), dec(0));
    if (net.lte(0)) continue;
    const boxId = await receiptBox(tx, auth, currency, rows[0]!.inventory_id, input.cash_box_id);
    const latest = mine.reduce((a, b) => (BigInt(a.id) > BigInt(b.id) ? a : b));
    const doc = await createMoneyDocument(tx, auth, 'receipt', {
      date: input.date ?? new Date().toISOString().slice(0, 10),
      inventory_id: rows[0]!.inventory_id,
      cash_box_id: boxId,
      amount: toText(net),
      currency_code: currency,
      ...(currency === base ? {} : { exchange_rate: toText(latest.exchange_rate) }),
      category_id: customerId,
      to_cash_box_id: null,
      note: `Receipt for ${mine.length} sale(s)`,
    });
    const links = open
      .filter((o) => o.open.gt(0))
      .map((o) => ({
        tenant_id: tx.tenantId,
        sale_id: o.row.id,
        money_document_id: doc.id,
        amount: toAmount(o.row.is_return ? o.open.neg() : o.open),
      }));
    if (links.length) await tx.insertInto('sale_receipts').values(links).execute();
    out.push({ id: doc.id, invoice_id: doc.invoice_id, amount: toAmount(net), currency_code: currency });
  }
  return out;
}

/** The box a receipt goes into: the one asked for if it holds the currency, else the user's own or the branch's default. */
async function receiptBox(
  tx: TenantTx,
  auth: AuthContext,
  currency: string,
  inventoryId: string,
  asked: string | null,
): Promise<string> {
  if (asked) {
    const box = await tx
      .selectFrom('cash_boxes')
      .select('currency_code')
      .where('id', '=', asked)
      .executeTakeFirst();
    if (box?.currency_code === currency) return asked;
  }
  const box = await sql<{ id: string }>`
    select id from cash_boxes
    where status = 1 and currency_code = ${currency}
      and (for_user_id = ${auth.userId} or (for_user_id is null and inventory_id = ${inventoryId}))
    order by (for_user_id is not null) desc, is_default desc, id limit 1`.execute(tx);
  const id = box.rows[0]?.id;
  if (!id) throw invalid({ cash_box_id: [formatMessage('noCashBoxFor', { currency })] });
  return id;
}

/** PUT sale/pending-all: sets the selection back to pending. */
export async function pendingAll(tx: TenantTx, auth: AuthContext, input: Pending): Promise<SaleBulkResult> {
  if (input.sale_ids.length + input.sale_return_ids.length === 0)
    throw invalid({ sale_ids: [SALE_MESSAGES.noRecordSelected] }, SALE_MESSAGES.noRecordSelected);
  const rows = await selected(tx, auth, input.sale_ids, input.sale_return_ids);
  const r = await tx
    .updateTable('sales')
    .set({ status: 0, approved_by: null, approved_at: null })
    .where(
      'id',
      'in',
      rows.map((x) => x.id),
    )
    .where('status', '=', 1)
    .executeTakeFirst();
  return { updated: Number(r.numUpdatedRows), receipts: [] }; // money-safe: a row count
}
