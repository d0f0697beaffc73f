import {
  add,
  dec,
  MESSAGES,
  mul,
  TRANSFER_STATUS,
  type TransferInput,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { isConnected } from '../documents/branch-scope.js';
import { defineDocument, type HeaderRow } from '../documents/define.js';
import { notify, usersOfInventory } from '../notifications/writer.js';
import { checkLots } from '../stock-movements/lots-check.js';

/** 'only from/to my inventory': holders may move stock only out of / into branches they are connected to. */
async function checkBranches(tx: TenantTx, auth: AuthContext, input: TransferInput) {
  if (auth.isSuperuser) return;
  if (
    auth.abilities.has('item_transfer_only_from_my_inventory') &&
    !(await isConnected(tx, auth, input.from_inventory_id))
  )
    throw forbidden(MESSAGES.transferFromOwn);
  if (
    auth.abilities.has('item_transfer_only_to_my_inventory') &&
    !(await isConnected(tx, auth, input.to_inventory_id))
  )
    throw forbidden(MESSAGES.transferToOwn);
}

interface StoredLine {
  id: string;
  quantity: string;
  product_id: string;
  item_id: string;
  batch_number: string;
  expire_date: string | null;
  currency_code: string;
  cost: string;
  base_cost: string;
  purchase_price: string;
  purchase_price_before_discount: string;
  sale_price: string;
  wholesale_price: string;
}

interface Prepared {
  from: string;
  to: string;
  lines: StoredLine[];
}

/** The matching lot in the receiving branch (same item, batch, expiry, currency), created with the source's prices when missing. */
async function receivingLot(tx: TenantTx, to: string, l: StoredLine): Promise<string> {
  const existing = await sql<{ id: string }>`select id from products where item_id = ${l.item_id}
    and inventory_id = ${to} and batch_number = ${l.batch_number}
    and expire_date is not distinct from ${l.expire_date} and currency_code = ${l.currency_code}`.execute(tx);
  if (existing.rows[0]) return existing.rows[0].id;
  const { id: _i, quantity: _q, product_id: _p, ...prices } = l;
  const created = await tx
    .insertInto('products')
    .values({ tenant_id: tx.tenantId, inventory_id: to, ...prices })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * An item transfer (or transfer return) between two branches. Saving checks the stock now (a shortage is
 * refused at save, naming the item); approval by the receiving branch moves the stock out of each source
 * lot into the matching lot there, and posts the inventory value at cost from one branch to the other.
 */
export const transferDocument = defineDocument<TransferInput, Prepared | null>({
  type: 'item_transfer',
  table: 'item_transfers',
  lines: { table: 'item_transfer_lines', parent: 'transfer_id' },
  branchColumn: 'from_inventory_id',
  branchOf: (input) => input.from_inventory_id,
  scope: 'custom',
  sequence: (input) => (input.is_return ? 'transfer_return' : 'item_transfer'),
  prefix: (input) => (input.is_return ? 'TR-' : 'T-'),
  applyOn: 'approve',
  status: { column: 'status', ...TRANSFER_STATUS },

  async validate(tx, auth, input) {
    await checkBranches(tx, auth, input);
    if (input.from_inventory_id === input.to_inventory_id)
      throw invalid({ to_inventory_id: [MESSAGES.chooseAnotherInventory] });
    await checkLots(tx, input.lines, input.from_inventory_id, {
      outgoing: true,
      message: 'The lot is not in the source inventory.',
    });
    return null;
  },
  header: (input) => ({
    to_inventory_id: input.to_inventory_id,
    date: input.date,
    note: input.note,
    is_return: input.is_return,
  }),
  lineRows: (input) => input.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),

  async prepareStored(tx, row) {
    const lines =
      await sql<StoredLine>`select l.id, l.quantity, p.id as product_id, p.item_id, p.batch_number,
        p.expire_date::text as expire_date, p.currency_code, p.cost, p.base_cost, p.purchase_price,
        p.purchase_price_before_discount, p.sale_price, p.wholesale_price
      from item_transfer_lines l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
      where l.transfer_id = ${row.id} order by l.id`.execute(tx);
    return { from: String(row.from_inventory_id), to: String(row.to_inventory_id), lines: lines.rows };
  },
  async movements(tx, { prepared }) {
    const p = prepared!;
    const changes = [];
    for (const l of p.lines) {
      const toId = await receivingLot(tx, p.to, l);
      await tx
        .updateTable('item_transfer_lines')
        .set({ to_product_id: toId })
        .where('id', '=', l.id)
        .execute();
      changes.push(
        { productId: l.product_id, quantity: toText(dec(l.quantity).neg()) },
        { productId: toId, quantity: l.quantity },
      );
    }
    return changes;
  },
  async posting(tx, { prepared }) {
    const p = prepared!;
    const value = add(...p.lines.map((l) => mul(l.quantity, l.base_cost)));
    if (!value.gt(0)) return null;
    const money = { amount: toAmount(value), currency: await baseCurrency(tx), rate: '1' };
    return {
      lines: [
        { account: 'inventory', side: 'debit', ...money, inventoryId: p.to },
        { account: 'inventory', side: 'credit', ...money, inventoryId: p.from },
      ],
    };
  },

  /** Who may approve: a superuser, or a holder of item_transfer_approve connected to the receiving inventory. */
  mayApprove: async (tx, auth, row) =>
    auth.isSuperuser ||
    (auth.abilities.has('item_transfer_approve') &&
      (await isConnected(tx, auth, String(row.to_inventory_id)))),
  mayCancel: (auth, row) => row.created_by === auth.userId,

  async notify(tx, auth, event, row: HeaderRow) {
    if (event === 'create')
      await notify(tx, {
        userIds: await usersOfInventory(tx, String(row.to_inventory_id)),
        type: 'notify.create',
        message: { key: 'transfer.sent', params: { invoice: row.invoice_id, actor: auth.name } },
        modelType: 'item_transfer',
        modelId: row.id,
        modelDate: row.date,
      });
    if (event === 'approve')
      await notify(tx, {
        userIds: [
          ...(await usersOfInventory(tx, String(row.from_inventory_id))),
          ...(row.created_by ? [row.created_by] : []),
        ],
        type: 'notify.edit',
        message: { key: 'transfer.received', params: { invoice: row.invoice_id, actor: auth.name } },
        modelType: 'item_transfer',
        modelId: row.id,
        modelDate: row.date,
      });
  },
  result: (row) => ({ id: row.id, invoice_id: row.invoice_id }),
});

export async function getTransfer(tx: TenantTx, id: string) {
  const t = await tx.selectFrom('item_transfers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw notFound();
  const lines =
    await sql`select l.id, l.product_id, l.to_product_id, l.quantity, i.name, i.barcode, p.batch_number, p.expire_date, p.quantity as stock
    from item_transfer_lines l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id where l.transfer_id = ${id} order by l.id`.execute(
      tx,
    );
  const { tenant_id: _t, ...rest } = t;
  return { ...rest, lines: lines.rows };
}
