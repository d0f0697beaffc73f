import { dec, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import { executeNamed } from '../../platform/db/prepared.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { shortageLine } from './movements.js';

/**
 * Stock reservations: what an approved document (a construction stock-out order) holds on lots so that
 * nothing else can sell, issue or move it. `products.reserved` is the sum of the lot's reservation rows
 * (append-only and signed, like movements: a test checks the sum), and `moveStock` refuses an outgoing
 * movement that would take `quantity - reserved` below zero. Only this module writes either.
 */
export interface Holder {
  type: string;
  id: string;
}

export interface ReservationChange {
  productId: string;
  /** The holder's line (an order line) the quantity is held for. */
  lineId: string;
  /** Signed: positive reserves, negative releases. */
  quantity: string;
}

const RESERVE_SQL = `with r as (
  select * from unnest($1::bigint[], $2::bigint[], $3::numeric[]) with ordinality as r(product_id, line_id, quantity, n)
), s as (
  select product_id, sum(quantity) as delta from r group by product_id
), l as materialized (
  select p.id from products p where p.id in (select product_id from s) order by p.id for update
), u as (
  update products p set reserved = p.reserved + s.delta, updated_at = now()
  from s join l on l.id = s.product_id
  where p.id = s.product_id and p.reserved + s.delta >= 0
    and (not $4::boolean or s.delta <= 0 or p.quantity - p.reserved - s.delta >= 0)
  returning p.id, p.item_id, p.inventory_id
), i as (
  insert into stock_reservations (tenant_id, product_id, item_id, inventory_id, holder_type, holder_id,
    holder_line_id, document_type, document_id, quantity, user_id)
  select $5::bigint, r.product_id, u.item_id, u.inventory_id, $6::text, $7::bigint, r.line_id, $8::text,
    $9::bigint, r.quantity, $10::bigint
  from r join u on u.id = r.product_id
  where r.quantity <> 0
  order by r.n
)
select s.product_id::text as id, u.id is not null as done from s left join u on u.id = s.product_id`;

/**
 * Reserves (positive) or releases (negative) lots for a holder's lines, as `by` (the document making the
 * change), in one statement with the lots locked in id order. With `check` a reservation beyond what the
 * lot has available is refused with 'no enough quantity'; a release never takes a lot's reserved below 0.
 */
export async function reserveStock(
  tx: TenantTx,
  holder: Holder,
  by: Holder,
  changes: ReservationChange[],
  opts: { check: boolean } = { check: true },
): Promise<void> {
  const live = changes
    .filter((c) => !dec(c.quantity).isZero())
    .sort((a, b) => (BigInt(a.productId) < BigInt(b.productId) ? -1 : 1));
  if (live.length === 0) return;
  const rows = await executeNamed<{ id: string; done: boolean }>(tx, 'bb_reserve_stock', RESERVE_SQL, [
    live.map((c) => c.productId),
    live.map((c) => c.lineId),
    live.map((c) => toText(c.quantity)),
    opts.check,
    tx.tenantId,
    holder.type,
    holder.id,
    by.type,
    by.id,
    tx.userId ?? null,
  ]);
  const refused = rows.find((r) => !r.done);
  if (refused) {
    const lot = (
      await sql<{
        name: string;
        available: string;
      }>`select i.name, (p.quantity - p.reserved)::text as available
      from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id where p.id = ${refused.id}`.execute(
        tx,
      )
    ).rows[0];
    const asked = live
      .filter((c) => String(BigInt(c.productId)) === refused.id)
      .reduce((sum, c) => sum.plus(c.quantity), dec(0));
    throw conflict(
      MESSAGES.noEnoughQuantity,
      lot ? { quantity: [shortageLine(lot.name, lot.available, asked)] } : undefined,
    );
  }
}

export interface Held {
  lineId: string;
  productId: string;
  quantity: string;
}

/** What a holder still holds, per line and lot (lots in id order, so the oldest is issued first). */
export async function heldBy(tx: TenantTx, holder: Holder): Promise<Held[]> {
  const rows = await sql<{ line_id: string; product_id: string; quantity: string }>`
    select holder_line_id::text as line_id, product_id::text, sum(quantity)::text as quantity
    from stock_reservations where holder_type = ${holder.type} and holder_id = ${holder.id}
    group by holder_line_id, product_id having sum(quantity) <> 0
    order by holder_line_id, product_id`.execute(tx);
  return rows.rows.map((r) => ({ lineId: r.line_id, productId: r.product_id, quantity: r.quantity }));
}

/**
 * Takes back every reservation change a document made (an edited or deleted stock-out gives its issued
 * quantity back to the order's reservation). No availability check: the document's own stock comes back
 * in the same transaction, and a reversal must not fail on what others did since.
 */
export async function reverseReservations(tx: TenantTx, by: Holder): Promise<void> {
  const net = await sql<{
    holder_type: string;
    holder_id: string;
    line_id: string;
    product_id: string;
    quantity: string;
  }>`
    select holder_type, holder_id::text, holder_line_id::text as line_id, product_id::text, sum(quantity)::text as quantity
    from stock_reservations where document_type = ${by.type} and document_id = ${by.id}
    group by holder_type, holder_id, holder_line_id, product_id having sum(quantity) <> 0`.execute(tx);
  const byHolder = new Map<string, { holder: Holder; changes: ReservationChange[] }>();
  for (const r of net.rows) {
    const key = `${r.holder_type}:${r.holder_id}`;
    const entry = byHolder.get(key) ?? { holder: { type: r.holder_type, id: r.holder_id }, changes: [] };
    entry.changes.push({
      productId: r.product_id,
      lineId: r.line_id,
      quantity: toText(dec(r.quantity).neg()),
    });
    byHolder.set(key, entry);
  }
  for (const { holder, changes } of byHolder.values())
    await reserveStock(tx, holder, by, changes, { check: false });
}
