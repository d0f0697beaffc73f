import { type CustomerInput, MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { guarded } from '../../platform/db/pg-errors.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { balancesOf } from '../ledger/balances.js';
import { nextNumber } from '../ledger/numbering.js';
import { customFieldsOf, writeCustomFields } from './custom-fields.js';

const canMaxDebit = (auth: AuthContext) =>
  auth.isSuperuser || auth.abilities.has('upsert_customer_max_debit_amount');

const columns = (i: CustomerInput) => ({
  name: i.name,
  inventory_id: i.inventory_id,
  phone: i.phone,
  custom_code: i.custom_code,
  email: i.email ?? null,
  customer_type_id: i.customer_type_id,
  id_card_no: i.id_card_no,
  id_card_type: i.id_card_type,
  id_card_place: i.id_card_place,
  id_card_date: i.id_card_date ?? null,
  address: i.address,
  discount: i.discount,
  price_type: i.price_type,
  additional_profit_percentage: i.additional_profit_percentage,
  receipt_due_day: i.receipt_due_day ?? null,
  status: i.status,
});

async function writeLinks(tx: TenantTx, auth: AuthContext, id: string, input: CustomerInput) {
  await sql`delete from customer_inventories where customer_id = ${id}`.execute(tx);
  for (const inv of new Set([input.inventory_id, ...input.inventory_ids])) {
    await sql`insert into customer_inventories (tenant_id, customer_id, inventory_id) values (${tx.tenantId}, ${id}, ${inv})`.execute(
      tx,
    );
  }
  if (input.max_amounts !== undefined) {
    if (!canMaxDebit(auth)) throw forbidden(MESSAGES.maxDebitForbidden);
    await sql`delete from customer_max_amounts where customer_id = ${id}`.execute(tx);
    for (const m of input.max_amounts) {
      await sql`insert into customer_max_amounts (tenant_id, customer_id, currency_code, amount) values (${tx.tenantId}, ${id}, ${m.currency_code}, ${m.amount})`.execute(
        tx,
      );
    }
  }
  await writeCustomFields(tx, 'Customer', id, input.custom_fields);
}

export async function createCustomer(tx: TenantTx, auth: AuthContext, input: CustomerInput) {
  const number = await nextNumber(tx, 'customer');
  const row = await guarded('customers', async () => {
    const set = columns(input);
    const keys = Object.keys(set) as (keyof typeof set)[];
    return (
      await sql<{
        id: string;
        code: string;
      }>`insert into customers (tenant_id, code, created_by, ${sql.join(keys.map((k) => sql.ref(k)))})
        values (${tx.tenantId}, ${`C-${number}`}, ${auth.userId}, ${sql.join(keys.map((k) => set[k]))}) returning id, code`.execute(
        tx,
      )
    ).rows[0]!;
  });
  await guarded('customer_inventories', () => writeLinks(tx, auth, row.id, input));
  return row;
}

export async function updateCustomer(tx: TenantTx, auth: AuthContext, id: string, input: CustomerInput) {
  const set = columns(input);
  const keys = Object.keys(set) as (keyof typeof set)[];
  const r = await guarded('customers', () =>
    sql`update customers set ${sql.join(keys.map((k) => sql`${sql.ref(k)} = ${set[k]}`))}, updated_at = now() where id = ${id}`.execute(
      tx,
    ),
  );
  if (r.numAffectedRows === 0n) throw notFound();
  await guarded('customer_inventories', () => writeLinks(tx, auth, id, input));
  return { id };
}

/** A customer with movements in the ledger stays (disable instead). */
export async function deleteCustomer(tx: TenantTx, id: string) {
  const used = await tx
    .selectFrom('journal_lines')
    .select('id')
    .where('party_type', '=', 'customer')
    .where('party_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (used) throw conflict(MESSAGES.deleteNotAllowed);
  // documents (orders, purchases, sales) point at the party: the foreign key refuses with a 409, not a 500
  const r = await guarded('customers', () => sql`delete from customers where id = ${id}`.execute(tx), {
    onDelete: true,
  });
  if (r.numAffectedRows === 0n) throw notFound();
}

export async function getCustomer(tx: TenantTx, auth: AuthContext, id: string) {
  const c = (await sql<Record<string, unknown>>`select * from customers where id = ${id}`.execute(tx))
    .rows[0];
  if (!c) throw notFound();
  const { tenant_id: _t, ...rest } = c;
  const [inventories, maxAmounts, balance, customFields] = await Promise.all([
    sql<{
      inventory_id: string;
    }>`select inventory_id from customer_inventories where customer_id = ${id} order by inventory_id`.execute(
      tx,
    ),
    sql<{
      currency_code: string;
      amount: string;
    }>`select currency_code, amount from customer_max_amounts where customer_id = ${id} order by currency_code`.execute(
      tx,
    ),
    balancesOf(tx, { party: { type: 'customer', id } }),
    customFieldsOf(tx, 'Customer', id),
  ]);
  return {
    ...rest,
    inventory_ids: inventories.rows.map((r) => r.inventory_id),
    ...(canMaxDebit(auth) ? { max_amounts: maxAmounts.rows } : {}),
    balance: balance.map((b) => ({ currency_code: b.currency_code, balance: b.balance })),
    custom_fields: customFields,
  };
}

/** customer/search: by name (trigram), phone, code or custom code; narrowed by type and branch. */
export async function searchCustomers(
  tx: TenantTx,
  q: { keyword: string; customerTypeId?: string; inventoryId?: string },
) {
  const k = q.keyword.trim();
  if (!k) return [];
  const r =
    await sql`select c.id, c.code, c.custom_code, c.name, c.phone, c.status, c.price_type, c.discount, c.additional_profit_percentage,
      coalesce((select json_agg(ci.inventory_id::text) from customer_inventories ci where ci.tenant_id = c.tenant_id and ci.customer_id = c.id), '[]') as inventory_ids,
      coalesce((select json_agg(json_build_object('currency_code', m.currency_code, 'amount', m.amount::text)) from customer_max_amounts m
        where m.tenant_id = c.tenant_id and m.customer_id = c.id), '[]') as max_amounts
    from customers c
    where (c.name ilike ${`%${k.replace(/[\\%_]/g, (x) => `\\${x}`)}%`} or c.phone like ${`${k}%`} or c.code = ${k} or c.custom_code = ${k})
      ${q.customerTypeId ? sql`and c.customer_type_id = ${q.customerTypeId}` : sql``}
      ${q.inventoryId ? sql`and exists (select 1 from customer_inventories ci where ci.tenant_id = c.tenant_id and ci.customer_id = c.id and ci.inventory_id = ${q.inventoryId})` : sql``}
    order by (c.name ilike ${`${k}%`}) desc, c.name limit 50`.execute(tx);
  return r.rows;
}
