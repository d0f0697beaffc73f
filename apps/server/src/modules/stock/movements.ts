import { dec, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { tenantSettings } from '../settings/queries.js';

export interface Movement {
  productId: string;
  /** Signed: positive in, negative out. */
  quantity: string;
  documentType: string;
  documentId?: string | null;
  date: string;
}

export interface Moved {
  productId: string;
  itemId: string;
  inventoryId: string;
  quantity: string;
  /** Cost per unit in the lot's currency and in base currency, at the time of the movement. */
  unitCost: string;
  baseUnitCost: string;
  currency: string;
}

/**
 * The only writer of stock: appends each movement and changes the lot's on-hand quantity in the same
 * statement, refusing to go below zero (unless the tenant allows negative stock) with 'no enough quantity'.
 * Lots are locked in id order, so concurrent documents touching the same lots cannot deadlock.
 */
export async function moveStock(tx: TenantTx, movements: Movement[]): Promise<Moved[]> {
  if (movements.length === 0) return [];
  const { allowNegativeStock } = await tenantSettings(tx);
  const ordered = [...movements].sort((a, b) => (BigInt(a.productId) < BigInt(b.productId) ? -1 : 1));
  const moved: Moved[] = [];
  for (const m of ordered) {
    if (dec(m.quantity).isZero()) continue;
    const r = await sql<{
      item_id: string;
      inventory_id: string;
      cost: string;
      base_cost: string;
      currency_code: string;
    }>`
      update products set quantity = quantity + ${m.quantity}::numeric, updated_at = now()
      where id = ${m.productId} and (${allowNegativeStock} or quantity + ${m.quantity}::numeric >= 0)
      returning item_id, inventory_id, cost, base_cost, currency_code`.execute(tx);
    const lot = r.rows[0];
    if (!lot) {
      const exists = await tx
        .selectFrom('products')
        .select('id')
        .where('id', '=', m.productId)
        .executeTakeFirst();
      if (!exists) throw conflict(MESSAGES.notFound);
      throw conflict(MESSAGES.noEnoughQuantity);
    }
    moved.push({
      productId: m.productId,
      itemId: lot.item_id,
      inventoryId: lot.inventory_id,
      quantity: toText(m.quantity),
      unitCost: lot.cost,
      baseUnitCost: lot.base_cost,
      currency: lot.currency_code,
    });
  }
  const byId = new Map(ordered.map((m) => [m.productId, m]));
  await tx
    .insertInto('stock_movements')
    .values(
      moved.map((m) => {
        const src = byId.get(m.productId)!;
        return {
          tenant_id: tx.tenantId,
          product_id: m.productId,
          item_id: m.itemId,
          inventory_id: m.inventoryId,
          movement_date: src.date,
          document_type: src.documentType,
          document_id: src.documentId ?? null,
          quantity: m.quantity,
          unit_cost: m.unitCost,
          base_unit_cost: m.baseUnitCost,
          currency_code: m.currency,
          user_id: tx.userId ?? null,
        };
      }),
    )
    .execute();
  return moved;
}

export interface Pick {
  productId: string;
  quantity: string;
}

/**
 * Chooses lots of an item in a branch for `quantity` by the tenant's stock system: FIFO takes the oldest
 * lots first, LIFO the newest. Expired lots are never picked. The chosen lots are locked until the
 * document commits; not enough stock answers 'no enough quantity' (negative stock allowed: the last
 * lot takes the rest).
 */
export async function pickLots(
  tx: TenantTx,
  itemId: string,
  inventoryId: string,
  quantity: string,
  today: string,
): Promise<Pick[]> {
  const { stockSystem, allowNegativeStock } = await tenantSettings(tx);
  const order = stockSystem === 'LIFO' ? sql`id desc` : sql`id asc`;
  const lots = await sql<{ id: string; quantity: string }>`
    select id, quantity from products
    where item_id = ${itemId} and inventory_id = ${inventoryId} and status = 1
      and (expire_date is null or expire_date > ${today}::date) and quantity > 0
    order by ${order} for update`.execute(tx);
  let left = dec(quantity);
  const picks: Pick[] = [];
  for (const lot of lots.rows) {
    if (left.lte(0)) break;
    const take = dec(lot.quantity).lt(left) ? dec(lot.quantity) : left;
    picks.push({ productId: lot.id, quantity: toText(take) });
    left = left.minus(take);
  }
  if (left.gt(0)) {
    if (!allowNegativeStock) throw conflict(MESSAGES.noEnoughQuantity);
    const last = picks.at(-1);
    if (last) last.quantity = toText(dec(last.quantity).plus(left));
    else {
      const any = await tx
        .selectFrom('products')
        .select('id')
        .where('item_id', '=', itemId)
        .where('inventory_id', '=', inventoryId)
        .orderBy('id', stockSystem === 'LIFO' ? 'desc' : 'asc')
        .executeTakeFirst();
      if (!any) throw conflict(MESSAGES.noEnoughQuantity);
      picks.push({ productId: any.id, quantity: toText(left) });
    }
  }
  return picks;
}

/** On-hand quantity of an item (or one lot) in a branch at the end of a past date, from the movements. */
export async function stockAt(
  tx: TenantTx,
  q: { itemId?: string; productId?: string; inventoryId?: string; date: string },
): Promise<string> {
  let query = tx
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('q'))
    .where('movement_date', '<=', q.date);
  if (q.itemId) query = query.where('item_id', '=', q.itemId);
  if (q.productId) query = query.where('product_id', '=', q.productId);
  if (q.inventoryId) query = query.where('inventory_id', '=', q.inventoryId);
  return toText(String((await query.executeTakeFirstOrThrow()).q));
}
