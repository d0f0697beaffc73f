import { add, dec, type GoodsStockOutInput, mul, toAmount, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { baseCurrency } from '../cash/rates.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { post, reverseDocument } from '../ledger/post.js';
import { type Movement, moveStock } from './movements.js';

async function lotsOf(tx: TenantTx, input: GoodsStockOutInput) {
  const ids = input.lines.map((l) => l.product_id);
  if (new Set(ids).size !== ids.length) throw invalid({ lines: ['A lot appears twice.'] });
  const lots = await tx
    .selectFrom('products')
    .select(['id', 'inventory_id', 'base_cost'])
    .where('id', 'in', ids)
    .execute();
  input.lines.forEach((l, i) => {
    const lot = lots.find((x) => x.id === l.product_id);
    if (!lot || lot.inventory_id !== input.inventory_id)
      throw invalid({ [`lines.${i}.product_id`]: ['The lot is not in this inventory.'] });
  });
  return lots;
}

/** Stock out, lines written, and the value at cost posted as a stock adjustment expense against inventory. */
async function apply(tx: TenantTx, id: string, invoice: string, input: GoodsStockOutInput) {
  const lots = await lotsOf(tx, input);
  const movements: Movement[] = input.lines.map((l) => ({
    productId: l.product_id,
    quantity: toText(dec(l.quantity).neg()),
    documentType: 'goods_stock_out',
    documentId: id,
    date: input.date,
  }));
  await moveStock(tx, movements);
  await tx
    .insertInto('goods_stock_out_lines')
    .values(
      input.lines.map((l) => ({
        tenant_id: tx.tenantId,
        stock_out_id: id,
        product_id: l.product_id,
        quantity: l.quantity,
        unit_cost: lots.find((x) => x.id === l.product_id)!.base_cost,
      })),
    )
    .execute();
  const value = add(
    ...input.lines.map((l) => mul(l.quantity, lots.find((x) => x.id === l.product_id)!.base_cost)),
  );
  if (value.isZero()) return null;
  const base = await baseCurrency(tx);
  const amount = toAmount(value);
  return post(tx, {
    date: input.date,
    documentType: 'goods_stock_out',
    documentId: id,
    inventoryId: input.inventory_id,
    description: `${invoice} — ${input.reason.slice(0, 200)}`,
    lines: [
      {
        account: 'stock_adjustment',
        side: 'debit',
        amount,
        currency: base,
        rate: '1',
        inventoryId: input.inventory_id,
      },
      {
        account: 'inventory',
        side: 'credit',
        amount,
        currency: base,
        rate: '1',
        inventoryId: input.inventory_id,
      },
    ],
  });
}

export async function createStockOut(tx: TenantTx, auth: AuthContext, input: GoodsStockOutInput) {
  const number = await nextNumber(tx, 'goods_stock_out', input.inventory_id);
  const invoice = await invoiceId(tx, 'GSO-', number, input.inventory_id);
  const row = (
    await sql<{
      id: string;
    }>`insert into goods_stock_outs (tenant_id, number, invoice_id, inventory_id, date, reason, created_by)
      values (${tx.tenantId}, ${number}, ${invoice}, ${input.inventory_id}, ${input.date}, ${input.reason}, ${auth.userId}) returning id`.execute(
      tx,
    )
  ).rows[0]!;
  const entry = await apply(tx, row.id, invoice, input);
  await sql`update goods_stock_outs set journal_entry_id = ${entry} where id = ${row.id}`.execute(tx);
  return { id: row.id, invoice_id: invoice };
}

/** Edit = put the old lines back into stock, reverse the entry, apply the new lines (one transaction). */
export async function updateStockOut(tx: TenantTx, id: string, input: GoodsStockOutInput) {
  const current = (
    await sql<{
      invoice_id: string;
      date: string;
    }>`select invoice_id, date::text from goods_stock_outs where id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!current) throw notFound();
  await assertNotAudited(tx, 'goods_stock_out', id);
  await undo(tx, id, current.date);
  await sql`update goods_stock_outs set inventory_id = ${input.inventory_id}, date = ${input.date}, reason = ${input.reason}, updated_at = now() where id = ${id}`.execute(
    tx,
  );
  const entry = await apply(tx, id, current.invoice_id, input);
  await sql`update goods_stock_outs set journal_entry_id = ${entry} where id = ${id}`.execute(tx);
  return { id, invoice_id: current.invoice_id };
}

async function undo(tx: TenantTx, id: string, date: string) {
  const lines = (
    await sql<{
      product_id: string;
      quantity: string;
    }>`select product_id, quantity from goods_stock_out_lines where stock_out_id = ${id}`.execute(tx)
  ).rows;
  await moveStock(
    tx,
    lines.map((l) => ({
      productId: l.product_id,
      quantity: l.quantity,
      documentType: 'goods_stock_out',
      documentId: id,
      date,
    })),
  );
  await sql`delete from goods_stock_out_lines where stock_out_id = ${id}`.execute(tx);
  await reverseDocument(tx, 'goods_stock_out', id);
}

export async function deleteStockOut(tx: TenantTx, id: string) {
  const current = (
    await sql<{ date: string }>`select date::text from goods_stock_outs where id = ${id} for update`.execute(
      tx,
    )
  ).rows[0];
  if (!current) throw notFound();
  await assertNotAudited(tx, 'goods_stock_out', id);
  await undo(tx, id, current.date);
  await sql`delete from goods_stock_outs where id = ${id}`.execute(tx);
}

export async function getStockOut(tx: TenantTx, id: string) {
  const head = (
    await sql<
      Record<string, unknown>
    >`select id, invoice_id, inventory_id, date::text, reason, created_at from goods_stock_outs where id = ${id}`.execute(
      tx,
    )
  ).rows[0];
  if (!head) throw notFound();
  const lines =
    await sql`select l.id, l.product_id, l.quantity, l.unit_cost, i.name, i.barcode, p.batch_number, p.expire_date
    from goods_stock_out_lines l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id where l.stock_out_id = ${id} order by l.id`.execute(
      tx,
    );
  return { ...head, lines: lines.rows };
}
