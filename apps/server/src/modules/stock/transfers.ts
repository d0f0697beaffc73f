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
import { conflict, forbidden, invalid, notFound } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { post } from '../ledger/post.js';
import { notify, usersOfInventory } from '../notifications/writer.js';
import { type Movement, moveStock } from './movements.js';

const connected = async (tx: TenantTx, userId: string, inventoryId: string) =>
  (await tx
    .selectFrom('user_inventories')
    .select('inventory_id')
    .where('user_id', '=', userId)
    .where('inventory_id', '=', inventoryId)
    .executeTakeFirst()) !== undefined;

/** 'only from/to my inventory': holders may move stock only out of / into branches they are connected to. */
async function checkBranches(tx: TenantTx, auth: AuthContext, input: TransferInput) {
  if (auth.isSuperuser) return;
  if (
    auth.abilities.has('item_transfer_only_from_my_inventory') &&
    !(await connected(tx, auth.userId, input.from_inventory_id))
  )
    throw forbidden('You can only transfer from your own inventory.');
  if (
    auth.abilities.has('item_transfer_only_to_my_inventory') &&
    !(await connected(tx, auth.userId, input.to_inventory_id))
  )
    throw forbidden('You can only transfer to your own inventory.');
}

async function checkLines(tx: TenantTx, input: TransferInput) {
  if (input.from_inventory_id === input.to_inventory_id)
    throw invalid({ to_inventory_id: ['Choose another inventory.'] });
  const ids = input.lines.map((l) => l.product_id);
  const lots = await tx
    .selectFrom('products')
    .select(['id', 'inventory_id'])
    .where('id', 'in', ids)
    .execute();
  input.lines.forEach((l, i) => {
    const lot = lots.find((x) => x.id === l.product_id);
    if (!lot || lot.inventory_id !== input.from_inventory_id)
      throw invalid({ [`lines.${i}.product_id`]: ['The lot is not in the source inventory.'] });
  });
}

async function writeLines(tx: TenantTx, transferId: string, input: TransferInput) {
  await tx.deleteFrom('item_transfer_lines').where('transfer_id', '=', transferId).execute();
  await tx
    .insertInto('item_transfer_lines')
    .values(
      input.lines.map((l) => ({
        tenant_id: tx.tenantId,
        transfer_id: transferId,
        product_id: l.product_id,
        quantity: l.quantity,
      })),
    )
    .execute();
}

export async function createTransfer(tx: TenantTx, auth: AuthContext, input: TransferInput) {
  await checkBranches(tx, auth, input);
  await checkLines(tx, input);
  const number = await nextNumber(
    tx,
    input.is_return ? 'transfer_return' : 'item_transfer',
    input.from_inventory_id,
  );
  const invoice = await invoiceId(tx, input.is_return ? 'TR-' : 'T-', number, input.from_inventory_id);
  const t = await tx
    .insertInto('item_transfers')
    .values({
      tenant_id: tx.tenantId,
      number: String(number),
      invoice_id: invoice,
      from_inventory_id: input.from_inventory_id,
      to_inventory_id: input.to_inventory_id,
      date: input.date,
      note: input.note,
      is_return: input.is_return,
      created_by: auth.userId,
    })
    .returning(['id', 'invoice_id'])
    .executeTakeFirstOrThrow();
  await writeLines(tx, t.id, input);
  await notify(tx, {
    userIds: await usersOfInventory(tx, input.to_inventory_id),
    type: 'notify.create',
    message: { key: 'transfer.sent', params: { invoice, actor: auth.name } },
    modelType: 'item_transfer',
    modelId: t.id,
    modelDate: input.date,
  });
  return t;
}

async function pending(tx: TenantTx, id: string) {
  const t = await tx
    .selectFrom('item_transfers')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!t) throw notFound();
  if (t.status !== TRANSFER_STATUS.pending) throw conflict(MESSAGES.updateNotAllowed);
  return t;
}

export async function updateTransfer(tx: TenantTx, auth: AuthContext, id: string, input: TransferInput) {
  await pending(tx, id);
  await checkBranches(tx, auth, input);
  await checkLines(tx, input);
  await tx
    .updateTable('item_transfers')
    .set({
      from_inventory_id: input.from_inventory_id,
      to_inventory_id: input.to_inventory_id,
      date: input.date,
      note: input.note,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await writeLines(tx, id, input);
  return { id };
}

/** Who may approve: a superuser, or a holder of item_transfer_approve connected to the receiving inventory. */
async function mayApprove(tx: TenantTx, auth: AuthContext, toInventoryId: string) {
  if (auth.isSuperuser) return true;
  return auth.abilities.has('item_transfer_approve') && (await connected(tx, auth.userId, toInventoryId));
}

/**
 * Approval moves the stock in one transaction: out of each source lot and into the matching lot of the
 * receiving inventory (same item, batch, expiry and currency; created with the source's prices when
 * missing). The ledger moves the inventory value between the two branches at cost.
 */
export async function approveTransfer(tx: TenantTx, auth: AuthContext, id: string) {
  const t = await pending(tx, id);
  if (!(await mayApprove(tx, auth, t.to_inventory_id))) throw conflict(MESSAGES.cannotApprove);
  const lines = await tx
    .selectFrom('item_transfer_lines as l')
    .innerJoin('products as p', (j) =>
      j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.product_id'),
    )
    .select([
      'l.id',
      'l.quantity',
      'p.id as product_id',
      'p.item_id',
      'p.batch_number',
      'p.expire_date',
      'p.currency_code',
      'p.cost',
      'p.base_cost',
      'p.purchase_price',
      'p.purchase_price_before_discount',
      'p.sale_price',
      'p.wholesale_price',
    ])
    .where('l.transfer_id', '=', id)
    .execute();
  const movements: Movement[] = [];
  let value = dec(0);
  for (const l of lines) {
    const existing = await sql<{
      id: string;
    }>`select id from products where item_id = ${l.item_id} and inventory_id = ${t.to_inventory_id}
      and batch_number = ${l.batch_number} and expire_date is not distinct from ${l.expire_date} and currency_code = ${l.currency_code}`.execute(
      tx,
    );
    const toId =
      existing.rows[0]?.id ??
      (
        await tx
          .insertInto('products')
          .values({
            tenant_id: tx.tenantId,
            item_id: l.item_id,
            inventory_id: t.to_inventory_id,
            batch_number: l.batch_number,
            expire_date: l.expire_date,
            currency_code: l.currency_code,
            cost: l.cost,
            base_cost: l.base_cost,
            purchase_price: l.purchase_price,
            purchase_price_before_discount: l.purchase_price_before_discount,
            sale_price: l.sale_price,
            wholesale_price: l.wholesale_price,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await tx.updateTable('item_transfer_lines').set({ to_product_id: toId }).where('id', '=', l.id).execute();
    movements.push(
      {
        productId: l.product_id,
        quantity: toText(dec(l.quantity).neg()),
        documentType: 'item_transfer',
        documentId: id,
        date: t.date,
      },
      { productId: toId, quantity: l.quantity, documentType: 'item_transfer', documentId: id, date: t.date },
    );
    value = add(value, mul(l.quantity, l.base_cost));
  }
  await moveStock(tx, movements);
  if (value.gt(0)) {
    const base = await baseCurrency(tx);
    const amount = toAmount(value);
    await post(tx, {
      date: t.date,
      documentType: 'item_transfer',
      documentId: id,
      description: `Transfer ${t.invoice_id}`,
      lines: [
        {
          account: 'inventory',
          side: 'debit',
          amount,
          currency: base,
          rate: '1',
          inventoryId: t.to_inventory_id,
        },
        {
          account: 'inventory',
          side: 'credit',
          amount,
          currency: base,
          rate: '1',
          inventoryId: t.from_inventory_id,
        },
      ],
    });
  }
  await tx
    .updateTable('item_transfers')
    .set({
      status: TRANSFER_STATUS.approved,
      approved_by: auth.userId,
      approved_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await notify(tx, {
    userIds: [...(await usersOfInventory(tx, t.from_inventory_id)), ...(t.created_by ? [t.created_by] : [])],
    type: 'notify.edit',
    message: { key: 'transfer.received', params: { invoice: t.invoice_id, actor: auth.name } },
    modelType: 'item_transfer',
    modelId: id,
    modelDate: t.date,
  });
  return { id, status: TRANSFER_STATUS.approved };
}

/** Cancelling a pending transfer moves nothing; an approved or cancelled one cannot be cancelled again. */
export async function cancelTransfer(tx: TenantTx, auth: AuthContext, id: string) {
  const t = await pending(tx, id);
  if (!(await mayApprove(tx, auth, t.to_inventory_id)) && t.created_by !== auth.userId)
    throw conflict(MESSAGES.cannotApprove);
  await tx
    .updateTable('item_transfers')
    .set({ status: TRANSFER_STATUS.cancelled, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  return { id, status: TRANSFER_STATUS.cancelled };
}

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
