import { add, dec, GIFT_PREFIX, type GiftInput, type GiftSaved, mul, toAmount, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { baseCurrency } from '../cash/rates.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { post, reverseDocument } from '../ledger/post.js';
import { moveStock } from '../stock/movements.js';

export const GIFT_DOC = 'gift';

/** Non-superusers give from, and see the gifts of, their connected branches only. */
export async function assertGiftBranch(tx: TenantTx, auth: AuthContext, inventoryId: string) {
  if (auth.isSuperuser) return;
  const connected = await tx
    .selectFrom('user_inventories')
    .select('inventory_id')
    .where('user_id', '=', auth.userId)
    .where('inventory_id', '=', inventoryId)
    .executeTakeFirst();
  if (!connected) throw forbidden('You are not connected to this inventory.');
}

/** The header's references and lines must name this tenant's rows, and every lot the gift's branch. */
async function check(tx: TenantTx, auth: AuthContext, input: GiftInput) {
  const branch = await tx
    .selectFrom('inventories')
    .select('id')
    .where('id', '=', input.inventory_id)
    .executeTakeFirst();
  if (!branch) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  await assertGiftBranch(tx, auth, input.inventory_id);
  if (input.customer_id) {
    const c = await sql`select id from customers where id = ${input.customer_id}`.execute(tx);
    if (c.rows.length === 0) throw invalid({ customer_id: ['The selected customer is invalid.'] });
  }
  const ids = input.lines.map((l) => l.product_id);
  if (new Set(ids).size !== ids.length) throw invalid({ lines: ['A lot appears twice.'] });
  const lots = await tx
    .selectFrom('products')
    .select(['id', 'inventory_id'])
    .where('id', 'in', ids)
    .execute();
  input.lines.forEach((l, i) => {
    const lot = lots.find((x) => x.id === l.product_id);
    if (!lot || lot.inventory_id !== input.inventory_id)
      throw invalid({ [`lines.${i}.product_id`]: ['The lot is not in this inventory.'] });
  });
}

/**
 * Locks the gift's lots (in id order, like the stock module) and reads their base cost: the value the
 * gift will post, known before the header is written.
 */
async function costOf(tx: TenantTx, input: GiftInput) {
  const ids = input.lines.map((l) => l.product_id);
  const rows = await tx
    .selectFrom('products')
    .select(['id', 'base_cost'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const cost = new Map(rows.map((r) => [r.id, r.base_cost]));
  const value = toAmount(add(...input.lines.map((l) => mul(l.quantity, cost.get(l.product_id)!))));
  return { cost, value };
}

/**
 * Stock leaves the lots (the stock module refuses a shortage with 'no enough quantity'), the lines keep
 * each lot's base cost, and the value at cost is posted: expense debit, inventory credit.
 */
async function apply(
  tx: TenantTx,
  id: string,
  invoice: string,
  input: GiftInput,
  { cost, value }: Awaited<ReturnType<typeof costOf>>,
) {
  await moveStock(
    tx,
    input.lines.map((l) => ({
      productId: l.product_id,
      quantity: toText(dec(l.quantity).neg()),
      documentType: GIFT_DOC,
      documentId: id,
      date: input.date,
    })),
  );
  await tx
    .insertInto('gift_lines')
    .values(
      input.lines.map((l) => ({
        tenant_id: tx.tenantId,
        gift_id: id,
        product_id: l.product_id,
        quantity: l.quantity,
        unit_cost: cost.get(l.product_id)!,
      })),
    )
    .execute();
  if (!dec(value).gt(0)) return;
  const base = await baseCurrency(tx);
  const money = { amount: value, currency: base, rate: '1', inventoryId: input.inventory_id };
  const entry = await post(tx, {
    date: input.date,
    documentType: GIFT_DOC,
    documentId: id,
    inventoryId: input.inventory_id,
    description: `${invoice} — ${input.reason.slice(0, 200)}`,
    lines: [
      { account: 'expense', side: 'debit', ...money },
      { account: 'inventory', side: 'credit', ...money },
    ],
  });
  await sql`update gifts set journal_entry_id = ${entry} where id = ${id}`.execute(tx);
}

/** Puts every line's quantity back into its lot, drops the lines and reverses the posted entry. */
async function undo(tx: TenantTx, id: string, date: string) {
  const lines = await tx
    .selectFrom('gift_lines')
    .select(['product_id', 'quantity'])
    .where('gift_id', '=', id)
    .execute();
  await moveStock(
    tx,
    lines.map((l) => ({
      productId: l.product_id,
      quantity: l.quantity,
      documentType: GIFT_DOC,
      documentId: id,
      date,
    })),
  );
  await tx.deleteFrom('gift_lines').where('gift_id', '=', id).execute();
  await reverseDocument(tx, GIFT_DOC, id);
}

/** POST inventory/gift: header, lines, stock and journal in the caller's transaction. */
export async function createGift(tx: TenantTx, auth: AuthContext, input: GiftInput): Promise<GiftSaved> {
  await check(tx, auth, input);
  const priced = await costOf(tx, input);
  const number = await nextNumber(tx, GIFT_DOC, input.inventory_id);
  const invoice = await invoiceId(tx, GIFT_PREFIX, number, input.inventory_id);
  const row = await tx
    .insertInto('gifts')
    .values({
      tenant_id: tx.tenantId,
      number: String(number),
      invoice_id: invoice,
      inventory_id: input.inventory_id,
      date: input.date,
      customer_id: input.customer_id,
      reason: input.reason,
      note: input.note,
      value: priced.value,
      created_by: auth.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await apply(tx, row.id, invoice, input, priced);
  return { id: row.id, invoice_id: invoice, value: priced.value };
}

/** Locks the gift and refuses a change once audited or outside the caller's branches. */
async function loadForChange(tx: TenantTx, auth: AuthContext, id: string) {
  const gift = await tx
    .selectFrom('gifts')
    .select(['id', 'invoice_id', 'inventory_id', sql<string>`date::text`.as('date')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!gift) throw notFound();
  await assertGiftBranch(tx, auth, gift.inventory_id);
  await assertNotAudited(tx, GIFT_DOC, id);
  return gift;
}

/** PUT inventory/gift/{id}: the old lines go back into stock, the entry is reversed, the new ones applied. */
export async function updateGift(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: GiftInput,
): Promise<GiftSaved> {
  const current = await loadForChange(tx, auth, id);
  // numbers run per branch: a saved gift stays in the branch that numbered it
  if (input.inventory_id !== current.inventory_id)
    throw invalid({ inventory_id: ['The inventory of a saved gift cannot be changed.'] });
  await check(tx, auth, input);
  await undo(tx, id, current.date);
  const priced = await costOf(tx, input);
  await tx
    .updateTable('gifts')
    .set({
      inventory_id: input.inventory_id,
      date: input.date,
      customer_id: input.customer_id,
      reason: input.reason,
      note: input.note,
      value: priced.value,
      journal_entry_id: null,
      updated_by: auth.userId,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await apply(tx, id, current.invoice_id, input, priced);
  return { id, invoice_id: current.invoice_id, value: priced.value };
}

/** DELETE inventory/gift/{id}: stock back, entry reversed, the gift removed (the activity log keeps it). */
export async function deleteGift(tx: TenantTx, auth: AuthContext, id: string): Promise<void> {
  const current = await loadForChange(tx, auth, id);
  await undo(tx, id, current.date);
  await tx.deleteFrom('gifts').where('id', '=', id).execute();
}
