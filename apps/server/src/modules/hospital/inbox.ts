import { dec, type OpenedPrescription, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { apiConnectionChannel } from '../../platform/realtime.js';
import { API_CONNECTION_EVENT, prescriptionRows } from './rows.js';

/** The branches whose prescriptions the user sees: their connected branches (every branch for a superuser). */
export const myBranches = (auth: AuthContext) =>
  auth.isSuperuser
    ? sql`true`
    : sql`d.inventory_id in (select inventory_id from user_inventories where user_id = ${auth.userId})`;

/** `not-received-list`: what waits in the user's branches, oldest first, and how many. */
export async function notReceived(tx: TenantTx, auth: AuthContext) {
  const data = await prescriptionRows(tx, sql`d.status = 'received' and ${myBranches(auth)}`);
  return { data, uncompleted_count: data.length };
}

/** A prescription of the user's branches, locked; another branch's or another tenant's is a 404. */
export async function lockOwn(tx: TenantTx, auth: AuthContext, id: string) {
  const r = await sql<{ id: string; inventory_id: string; status: string; is_in_process: boolean }>`
    select d.id, d.inventory_id, d.status, d.is_in_process from api_connection_details d
    where d.id = ${id} and ${myBranches(auth)} for update`.execute(tx);
  const row = r.rows[0];
  if (!row) throw notFound();
  return row;
}

const channelOf = (tx: TenantTx, inventoryId: string) => apiConnectionChannel(tx.tenantId, inventoryId);

/**
 * `DELETE api-connection-detail/{id}`: the prescription is rejected (kept for the report, gone from the list).
 * A dispensed one cannot be deleted: its sale holds it.
 */
export async function rejectPrescription(tx: TenantTx, auth: AuthContext, id: string) {
  const row = await lockOwn(tx, auth, id);
  if (row.status !== 'received') throw notFound();
  await tx
    .updateTable('api_connection_details')
    .set({ status: 'rejected', rejected_at: sql<Date>`now()` as never, rejected_by: auth.userId })
    .where('id', '=', id)
    .execute();
  tx.publish(channelOf(tx, row.inventory_id), API_CONNECTION_EVENT, { type: 'delete', id });
  return { id };
}

export async function setInProcess(tx: TenantTx, auth: AuthContext, id: string, value: boolean) {
  const row = await lockOwn(tx, auth, id);
  if (row.status !== 'received') throw notFound();
  if (row.is_in_process !== value) {
    await tx
      .updateTable('api_connection_details')
      .set({ is_in_process: value, processed_at: value ? (sql<Date>`now()` as never) : null })
      .where('id', '=', id)
      .execute();
    tx.publish(channelOf(tx, row.inventory_id), API_CONNECTION_EVENT, {
      type: 'process',
      id,
      is_in_process: value,
    });
  }
  return { id, is_in_process: value };
}

interface LotRow {
  id: string;
  item_id: string;
  name: string;
  barcode: string;
  quantity: string;
  sale_price: string;
  wholesale_price: string;
  purchase_price: string;
  cost: string;
  currency_code: string;
  item_type: number;
  batch_number: string;
  expire_date: string | null;
  per_packet: number;
  sale_prices: { currency_code: string; sale_price: string; wholesale_price: string }[];
}

/** The branch's sellable lots of the items, first expiry first (no expiry last), then oldest. */
async function lotsOf(tx: TenantTx, inventoryId: string, itemIds: string[], today: string) {
  if (itemIds.length === 0) return new Map<string, LotRow[]>();
  const r = await sql<LotRow>`
    select p.id, p.item_id, i.name, i.barcode, p.quantity, p.sale_price, p.wholesale_price, p.purchase_price,
      p.cost, p.currency_code, i.type as item_type, p.batch_number, p.expire_date::text as expire_date,
      i.per_packet,
      coalesce((select json_agg(json_build_object('currency_code', pp.currency_code, 'sale_price',
        pp.sale_price::text, 'wholesale_price', pp.wholesale_price::text)) from product_prices pp
        where pp.tenant_id = p.tenant_id and pp.product_id = p.id), '[]') as sale_prices
    from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    where p.inventory_id = ${inventoryId} and p.item_id = any(${itemIds}::bigint[]) and p.status = 1
      and i.status = 1 and p.quantity > 0 and (p.expire_date is null or p.expire_date > ${today}::date)
    order by p.expire_date nulls last, p.id`.execute(tx);
  const byItem = new Map<string, LotRow[]>();
  for (const lot of r.rows) byItem.set(lot.item_id, [...(byItem.get(lot.item_id) ?? []), lot]);
  return byItem;
}

/**
 * Opening a prescription (app-shell.md section 4): its lines with lots picked first-expiry-first for the
 * prescribed quantity, and what is missing; the prescription is marked in process (an event tells the
 * branch's other screens). The cart itself is the browser's: it is made there unless one already holds
 * this prescription, and the sale made from it dispenses the prescription once (`dispense.ts`).
 */
export async function openPrescription(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  today: string,
): Promise<OpenedPrescription> {
  const row = await lockOwn(tx, auth, id);
  if (row.status !== 'received') throw notFound();
  await setInProcess(tx, auth, id, true);
  const [detail] = await prescriptionRows(tx, sql`d.id = ${id}`);
  const lines = await tx
    .selectFrom('api_connection_detail_lines as l')
    .leftJoin('items as i', (j) => j.onRef('i.tenant_id', '=', 'l.tenant_id').onRef('i.id', '=', 'l.item_id'))
    .select(['l.line_no', 'l.drug_code', 'l.drug_name', 'l.item_id', 'i.name as item_name', 'l.quantity'])
    .select(['l.dosage', 'l.problem'])
    .where('l.detail_id', '=', id)
    .orderBy('l.line_no')
    .execute();
  const items = [...new Set(lines.flatMap((l) => (l.item_id ? [l.item_id] : [])))];
  const lots = await lotsOf(tx, row.inventory_id, items, today);
  const left = new Map(items.map((i) => [i, lots.get(i) ?? []]));
  return {
    detail: detail!,
    lines: lines.map((l) => {
      let need = dec(l.quantity);
      const picked: OpenedPrescription['lines'][number]['lots'] = [];
      for (const lot of l.item_id ? (left.get(l.item_id) ?? []) : []) {
        if (need.lte(0)) break;
        const take = dec(lot.quantity).lt(need) ? dec(lot.quantity) : need;
        if (take.lte(0)) continue;
        picked.push({ ...lot, quantity: toText(lot.quantity), sale_quantity: toText(take) });
        // two lines of one item share its lots
        lot.quantity = toText(dec(lot.quantity).minus(take));
        need = need.minus(take);
      }
      return { ...l, quantity: toText(l.quantity), lots: picked, missing: toText(need) };
    }),
  };
}
