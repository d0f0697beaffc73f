import { D, dec, divide, mul, toAmount, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { moveStock } from '../stock-movements/movements.js';

export interface ReceivedLine {
  itemId: string;
  batchNumber: string;
  expireDate: string | null;
  /** Units entering stock (paid + bonus). */
  quantity: string;
  /** Unit cost in the lot's currency and in base currency. */
  cost: string;
  baseCost: string;
  purchasePrice: string;
  purchasePriceBeforeDiscount: string;
  salePrice: string;
  wholesalePrice: string;
  /** Per-currency sale prices; when given they replace the lot's. */
  prices: { currency_code: string; sale_price: string; wholesale_price: string }[];
}

export interface ReceiveInput {
  inventoryId: string;
  currency: string;
  date: string;
  documentType: string;
  documentId: string;
  lines: ReceivedLine[];
}

/** Weighted average of what is on hand and what arrives (or leaves), never below zero. */
function averaged(onHand: string, cost: string, moved: string, movedCost: string): string | null {
  const q = D.max(dec(onHand), 0);
  const total = q.plus(moved);
  if (total.lte(0)) return null;
  const value = mul(q, cost).plus(mul(moved, movedCost));
  if (value.lt(0)) return '0';
  return toAmount(divide(value, total, 6, 'halfUp'));
}

/**
 * Receives purchased goods into lots: a line finds its lot (item x branch x batch x expiry x currency)
 * or creates it; an existing lot takes the weighted average cost of its stock and the new units and the
 * new prices. The units enter through moveStock. Answers the lot id of each line, in order.
 */
export async function receiveLots(tx: TenantTx, input: ReceiveInput): Promise<string[]> {
  const ids: string[] = [];
  for (const l of input.lines) {
    const prices = {
      purchase_price: l.purchasePrice,
      purchase_price_before_discount: l.purchasePriceBeforeDiscount,
      sale_price: l.salePrice,
      wholesale_price: l.wholesalePrice,
    };
    const found = (
      await sql<{ id: string; quantity: string; cost: string; base_cost: string }>`
        select id, quantity, cost, base_cost from products
        where item_id = ${l.itemId} and inventory_id = ${input.inventoryId} and batch_number = ${l.batchNumber}
          and coalesce(expire_date, 'infinity'::date) = coalesce(${l.expireDate}::date, 'infinity'::date)
          and currency_code = ${input.currency}
        for update`.execute(tx)
    ).rows[0];
    let id: string;
    if (found) {
      id = found.id;
      await tx
        .updateTable('products')
        .set({
          ...prices,
          cost: averaged(found.quantity, found.cost, l.quantity, l.cost) ?? l.cost,
          base_cost: averaged(found.quantity, found.base_cost, l.quantity, l.baseCost) ?? l.baseCost,
          status: 1,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
    } else {
      id = (
        await tx
          .insertInto('products')
          .values({
            tenant_id: tx.tenantId,
            item_id: l.itemId,
            inventory_id: input.inventoryId,
            batch_number: l.batchNumber,
            expire_date: l.expireDate,
            currency_code: input.currency,
            cost: l.cost,
            base_cost: l.baseCost,
            ...prices,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (l.prices.length) {
      await tx.deleteFrom('product_prices').where('product_id', '=', id).execute();
      await tx
        .insertInto('product_prices')
        .values(l.prices.map((p) => ({ tenant_id: tx.tenantId, product_id: id, ...p })))
        .execute();
    }
    await moveStock(tx, [
      {
        productId: id,
        quantity: l.quantity,
        documentType: input.documentType,
        documentId: input.documentId,
        date: input.date,
      },
    ]);
    ids.push(id);
  }
  return ids;
}

/**
 * Takes received units back out of their lots (a purchase edited or deleted): the lot's average cost
 * drops the units' cost again. moveStock refuses to go below zero ('no enough quantity').
 */
export async function unreceiveLots(
  tx: TenantTx,
  input: {
    date: string;
    documentType: string;
    documentId: string;
    lines: { productId: string; quantity: string; cost: string; baseCost: string }[];
  },
): Promise<void> {
  for (const l of input.lines) {
    const lot = (
      await sql<{ quantity: string; cost: string; base_cost: string }>`
        select quantity, cost, base_cost from products where id = ${l.productId} for update`.execute(tx)
    ).rows[0];
    if (lot) {
      const out = toText(dec(l.quantity).neg());
      const cost = averaged(lot.quantity, lot.cost, out, l.cost);
      const baseCost = averaged(lot.quantity, lot.base_cost, out, l.baseCost);
      if (cost !== null && baseCost !== null)
        await tx
          .updateTable('products')
          .set({ cost, base_cost: baseCost, updated_at: sql`now()` })
          .where('id', '=', l.productId)
          .execute();
    }
    await moveStock(tx, [
      {
        productId: l.productId,
        quantity: toText(dec(l.quantity).neg()),
        documentType: input.documentType,
        documentId: input.documentId,
        date: input.date,
      },
    ]);
  }
}

/**
 * Whether any unit of these lots left after the document brought them in, through another document
 * (a sale, a transfer, a return, a stock-out...): such a purchase can no longer change.
 */
export async function lotsUsedAfter(
  tx: TenantTx,
  documentType: string,
  documentId: string,
  productIds: string[],
): Promise<boolean> {
  if (productIds.length === 0) return false;
  const r = await sql<{ used: boolean }>`
    select exists (
      select 1 from stock_movements m
      where m.product_id in (${sql.join(productIds)}) and m.quantity < 0
        and not (m.document_type = ${documentType} and m.document_id = ${documentId})
        and m.id > (select min(f.id) from stock_movements f where f.product_id = m.product_id
                      and f.document_type = ${documentType} and f.document_id = ${documentId})
    ) as used`.execute(tx);
  return r.rows[0]?.used === true;
}
