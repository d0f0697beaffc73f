import { MESSAGES, type SupplierInput } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { guarded } from '../../platform/db/pg-errors.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, notFound } from '../../platform/errors.js';
import { balancesOf } from '../ledger/balances.js';
import { customFieldsOf, writeCustomFields } from './custom-fields.js';

export async function createSupplier(tx: TenantTx, auth: AuthContext, input: SupplierInput) {
  const row = await guarded(
    'suppliers',
    async () =>
      (
        await sql<{ id: string }>`insert into suppliers (tenant_id, name, phone, address, status, created_by)
        values (${tx.tenantId}, ${input.name}, ${input.phone}, ${input.address}, ${input.status}, ${auth.userId}) returning id`.execute(
          tx,
        )
      ).rows[0]!,
  );
  await writeCustomFields(tx, 'Supplier', row.id, input.custom_fields);
  return row;
}

export async function updateSupplier(tx: TenantTx, id: string, input: SupplierInput) {
  const r = await guarded('suppliers', () =>
    sql`update suppliers set name = ${input.name}, phone = ${input.phone}, address = ${input.address}, status = ${input.status}, updated_at = now()
      where id = ${id}`.execute(tx),
  );
  if (r.numAffectedRows === 0n) throw notFound();
  await writeCustomFields(tx, 'Supplier', id, input.custom_fields);
  return { id };
}

export async function deleteSupplier(tx: TenantTx, id: string) {
  const used = await tx
    .selectFrom('journal_lines')
    .select('id')
    .where('party_type', '=', 'supplier')
    .where('party_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (used) throw conflict(MESSAGES.deleteNotAllowed);
  // documents (orders, purchases, sales) point at the party: the foreign key refuses with a 409, not a 500
  const r = await guarded('suppliers', () => sql`delete from suppliers where id = ${id}`.execute(tx), {
    onDelete: true,
  });
  if (r.numAffectedRows === 0n) throw notFound();
}

export async function getSupplier(tx: TenantTx, id: string) {
  const s = (
    await sql<
      Record<string, unknown>
    >`select id, name, phone, address, status, created_at from suppliers where id = ${id}`.execute(tx)
  ).rows[0];
  if (!s) throw notFound();
  const balance = await balancesOf(tx, { party: { type: 'supplier', id } });
  return {
    ...s,
    balance: balance.map((b) => ({ currency_code: b.currency_code, balance: b.balance })),
    custom_fields: await customFieldsOf(tx, 'Supplier', id),
  };
}
