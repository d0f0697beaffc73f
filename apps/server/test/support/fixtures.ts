import { hashPassword } from '../../src/platform/auth/passwords.js';
import type { Db } from '../../src/platform/db/pool.js';

export const PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}_${++counter}`;

export interface TenantFixture {
  tenantId: string;
  inventoryIds: string[];
}

/** A tenant with IQD and USD, a USD rate and two branches (types 0 and 1). Written on the owner connection. */
export async function createTenant(db: Db, name = unique('Tenant ')): Promise<TenantFixture> {
  return db.transaction().execute(async (trx) => {
    const t = await trx
      .insertInto('tenants')
      .values({ name, base_currency_code: 'IQD', features: JSON.stringify({ hr: true }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('currencies')
      .values([
        { tenant_id: t.id, code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', decimals: 0 },
        { tenant_id: t.id, code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
      ])
      .execute();
    await trx
      .insertInto('exchange_rates')
      .values({
        tenant_id: t.id,
        currency_code_from: 'USD',
        currency_code_to: 'IQD',
        exchange_rate: '1310',
        type: 0,
      })
      .execute();
    const inv = await trx
      .insertInto('inventories')
      .values([
        { tenant_id: t.id, name: `${name} pharmacy`, type: 0, code: 'PH-' },
        { tenant_id: t.id, name: `${name} shop`, type: 1, code: 'SH-' },
      ])
      .returning('id')
      .execute();
    return { tenantId: t.id, inventoryIds: inv.map((i) => i.id) };
  });
}

export interface UserFixture {
  id: string;
  username: string;
  tenantId: string;
}

/** A user with a role holding `abilities`, connected to `inventories` (default: none). */
export async function createUser(
  db: Db,
  tenantId: string,
  opts: {
    abilities?: string[];
    superuser?: boolean;
    inventories?: string[];
    status?: number;
    name?: string;
  } = {},
): Promise<UserFixture> {
  passwordHash ??= hashPassword(PASSWORD);
  const username = unique('user_');
  return db.transaction().execute(async (trx) => {
    const u = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        username,
        name: opts.name ?? username,
        password_hash: await passwordHash!,
        is_superuser: opts.superuser ?? false,
        status: opts.status ?? 1,
        default_branch_id: opts.inventories?.[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (opts.inventories?.length) {
      await trx
        .insertInto('user_inventories')
        .values(
          opts.inventories.map((inventory_id) => ({ tenant_id: tenantId, user_id: u.id, inventory_id })),
        )
        .execute();
    }
    if (opts.abilities?.length) {
      const role = await trx
        .insertInto('roles')
        .values({ tenant_id: tenantId, name: unique('role_') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('role_abilities')
        .values(opts.abilities.map((ability) => ({ tenant_id: tenantId, role_id: role.id, ability })))
        .execute();
      await trx
        .insertInto('user_roles')
        .values({ tenant_id: tenantId, user_id: u.id, role_id: role.id })
        .execute();
    }
    return { id: u.id, username, tenantId };
  });
}
