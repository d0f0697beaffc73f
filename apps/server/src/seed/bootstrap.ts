import { randomBytes } from 'node:crypto';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Db } from '../platform/db/pool.js';
import { seedDemoCompany } from './demo.js';
import { seedDemoStock } from './demo-stock.js';

export interface BootstrapResult {
  created: boolean;
  tenantId?: string;
  adminUsername?: string;
  /** Set only when the password was generated here (it is shown once). */
  generatedPassword?: string;
}

/**
 * On an empty database: creates the first tenant and its superuser, plus the demo company when asked.
 * On a database that has a tenant already it does nothing, so restarts never reset anything.
 */
export async function bootstrap(
  db: Db,
  opts: { adminUsername: string; adminPassword?: string; seedDemo: boolean },
): Promise<BootstrapResult> {
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };

  const generated = opts.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = opts.adminPassword ?? (generated as string);
  const passwordHash = await hashPassword(password);

  const tenantId = await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({
        name: opts.seedDemo ? 'Demo Company' : 'My Company',
        base_currency_code: 'IQD',
        features: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('currencies')
      .values([
        { tenant_id: tenant.id, code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', decimals: 0 },
        { tenant_id: tenant.id, code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
      ])
      .execute();
    const admin = await trx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        username: opts.adminUsername,
        password_hash: passwordHash,
        name: 'Administrator',
        is_superuser: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (opts.seedDemo) await seedDemoCompany(trx, { tenantId: tenant.id, adminId: admin.id, passwordHash });
    return tenant.id;
  });
  if (opts.seedDemo) {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('is_superuser', '=', true)
      .executeTakeFirstOrThrow();
    await seedDemoStock(db, tenantId, admin.id);
  }
  return { created: true, tenantId, adminUsername: opts.adminUsername, generatedPassword: generated };
}
