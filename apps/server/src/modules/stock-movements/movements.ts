import { type DecimalInput, dec, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import { executeNamed } from '../../platform/db/prepared.js';
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
 * One statement for all lots of a document: the lots are locked in id order (so concurrent documents
 * touching the same lots cannot deadlock), each lot's quantity changes by the sum of its movements unless
 * an outgoing sum would take what is available (on hand less reserved, stock-movements/reservations.ts)
 * below zero (and the tenant does not allow negative stock), and every movement is
 * appended with the lot's cost. One row per lot comes back: `found` (the lot exists in the tenant) and the
 * lot's columns when it was updated. Prepared once per connection.
 */
const MOVE_SQL = `with m as (
  select * from unnest($1::bigint[], $2::numeric[], $3::date[], $4::text[], $5::bigint[]) with ordinality
    as m(product_id, quantity, movement_date, document_type, document_id, n)
), s as (
  select product_id, sum(quantity) as delta from m group by product_id
), l as materialized (
  select p.id from products p where p.id in (select product_id from s) order by p.id for update
), u as (
  update products p set quantity = p.quantity + s.delta, updated_at = now()
  from s join l on l.id = s.product_id
  where p.id = s.product_id and (s.delta >= 0 or $6::boolean or p.quantity - p.reserved + s.delta >= 0)
  returning p.id, p.item_id, p.inventory_id, p.cost, p.base_cost, p.currency_code
), i as (
  insert into stock_movements (tenant_id, product_id, item_id, inventory_id, movement_date, document_type,
    document_id, quantity, unit_cost, base_unit_cost, currency_code, user_id)
  select $7::bigint, m.product_id, u.item_id, u.inventory_id, m.movement_date, m.document_type, m.document_id,
    m.quantity, u.cost, u.base_cost, u.currency_code, $8::bigint
  from m join u on u.id = m.product_id
  order by m.n
)
select s.product_id::text as id, l.id is not null as found, u.item_id::text as item_id,
  u.inventory_id::text as inventory_id, u.cost::text as cost, u.base_cost::text as base_cost, u.currency_code
from s left join l on l.id = s.product_id left join u on u.id = s.product_id
order by s.product_id`;

interface MovedRow {
  id: string;
  found: boolean;
  item_id: string | null;
  inventory_id: string | null;
  cost: string | null;
  base_cost: string | null;
  currency_code: string | null;
}

/**
 * The only writer of stock: appends each movement and changes the lot's on-hand quantity in the same
 * statement, refusing to go below zero (unless the tenant allows negative stock) with 'no enough quantity'
 * ('not found' for a lot outside the tenant), the first failing lot in id order deciding. Movements of one
 * lot in one call are checked on their sum. Returns one entry per non-zero movement, in lot id order.
 */
export async function moveStock(
  tx: TenantTx,
  movements: Movement[],
  /** `allowNegative`: no floor for this call (a sale in inventory process mode, stocktake/process-mode.ts). */
  opts: { allowNegative?: boolean } = {},
): Promise<Moved[]> {
  const ordered = movements
    .filter((m) => !dec(m.quantity).isZero())
    .sort((a, b) => (BigInt(a.productId) < BigInt(b.productId) ? -1 : 1));
  if (ordered.length === 0) return [];
  const { allowNegativeStock } = await tenantSettings(tx);
  const rows = await executeNamed<MovedRow>(tx, 'bb_move_stock', MOVE_SQL, [
    ordered.map((m) => m.productId),
    ordered.map((m) => toText(m.quantity)),
    ordered.map((m) => m.date),
    ordered.map((m) => m.documentType),
    ordered.map((m) => m.documentId ?? null),
    allowNegativeStock === true || opts.allowNegative === true,
    tx.tenantId,
    tx.userId ?? null,
  ]);
  const lots = new Map(rows.map((r) => [r.id, r]));
  const refused = rows.find((r) => r.item_id === null);
  if (refused) {
    if (!refused.found) throw conflict(MESSAGES.notFound);
    throw await shortage(tx, refused.id, ordered);
  }
  return ordered.map((m) => {
    const lot = lots.get(String(BigInt(m.productId)))!;
    return {
      productId: m.productId,
      itemId: lot.item_id!,
      inventoryId: lot.inventory_id!,
      quantity: toText(m.quantity),
      unitCost: lot.cost!,
      baseUnitCost: lot.base_cost!,
      currency: lot.currency_code!,
    };
  });
}

/**
 * The line a shortage adds to 'no enough quantity': the item, what is available and what was asked, in one
 * wording the web recognises and translates (i18n/server-messages.ts).
 */
export const shortageLine = (item: string, available: DecimalInput, asked: DecimalInput) =>
  `${item}: ${dec(available).toString()} available, ${dec(asked).toString()} asked.`;

/** 'no enough quantity', naming the lot's item, what it holds and what was asked (only on the failure path). */
async function shortage(tx: TenantTx, productId: string, movements: Movement[]) {
  const lot = await sql<{
    name: string;
    quantity: string;
  }>`select i.name, (p.quantity - p.reserved)::text as quantity
    from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id where p.id = ${productId}`.execute(
    tx,
  );
  const asked = movements
    .filter((m) => String(BigInt(m.productId)) === productId)
    .reduce((sum, m) => sum.minus(m.quantity), dec(0));
  const row = lot.rows[0];
  if (!row) return conflict(MESSAGES.noEnoughQuantity);
  return conflict(MESSAGES.noEnoughQuantity, {
    quantity: [shortageLine(row.name, row.quantity, asked)],
  });
}

export interface Pick {
  productId: string;
  quantity: string;
}

/**
 * Chooses lots of an item in a branch for `quantity` by the tenant's stock system: FIFO takes the oldest
 * lots first, LIFO the newest, each for what it has available (on hand less reserved). Expired lots are never picked. The chosen lots are locked until the
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
    select id, (quantity - reserved)::text as quantity from products
    where item_id = ${itemId} and inventory_id = ${inventoryId} and status = 1
      and (expire_date is null or expire_date > ${today}::date) and quantity - reserved > 0
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
    if (!allowNegativeStock) {
      const item = await sql<{ name: string }>`select name from items where id = ${itemId}`.execute(tx);
      throw conflict(MESSAGES.noEnoughQuantity, {
        quantity: [shortageLine(item.rows[0]?.name ?? itemId, dec(quantity).minus(left), quantity)],
      });
    }
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
