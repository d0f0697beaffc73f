import { randomBytes } from 'node:crypto';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Db } from '../platform/db/pool.js';
import { seedDemoCompany } from './demo.js';
import { seedDemoAccounting } from './demo-accounting.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoConstruction } from './demo-construction.js';
import { seedDemoHospital } from './demo-hospital.js';
import { seedDemoHr } from './demo-hr.js';
import { seedDemoHrDocuments } from './demo-hr-documents.js';
import { seedDemoPurchasing } from './demo-purchasing.js';
import { seedDemoResidenceSales } from './demo-residence-sales.js';
import { seedDemoStock } from './demo-stock.js';
import { seedDemoStockDocuments } from './demo-stock-documents.js';
import { seedDemoStocktake } from './demo-stocktake.js';
import { seedDemoTemplates } from './demo-templates.js';
import { seedDemoTickets } from './demo-tickets.js';

export interface CurrencyRow {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * A new company (tenant): its currencies (the first is the base currency) and its superuser. Written on the
 * owner connection in the caller's transaction; used by the first start and by `admin tenant create`.
 */
export async function createCompany(
  trx: Db,
  opts: {
    name: string;
    currencies: CurrencyRow[];
    adminUsername: string;
    passwordHash: string;
    adminName?: string;
  },
): Promise<{ tenantId: string; adminId: string }> {
  const base = opts.currencies[0];
  if (!base) throw new Error('a company needs a base currency');
  const tenant = await trx
    .insertInto('tenants')
    .values({ name: opts.name, base_currency_code: base.code, features: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('currencies')
    .values(opts.currencies.map((c) => ({ tenant_id: tenant.id, ...c })))
    .execute();
  const admin = await trx
    .insertInto('users')
    .values({
      tenant_id: tenant.id,
      username: opts.adminUsername,
      password_hash: opts.passwordHash,
      name: opts.adminName ?? 'Administrator',
      is_superuser: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { tenantId: tenant.id, adminId: admin.id };
}

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
    const { tenantId: id, adminId } = await createCompany(trx, {
      name: opts.seedDemo ? 'Demo Company' : 'My Company',
      currencies: [
        { code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', decimals: 0 },
        { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
      ],
      adminUsername: opts.adminUsername,
      passwordHash,
    });
    if (opts.seedDemo) await seedDemoCompany(trx, { tenantId: id, adminId, passwordHash });
    return id;
  });
  if (opts.seedDemo) {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('is_superuser', '=', true)
      .executeTakeFirstOrThrow();
    await seedDemoStock(db, tenantId, admin.id);
    await seedDemoAccounts(db, tenantId, admin.id);
    await seedDemoHr(db, tenantId, admin.id);
    await seedDemoResidenceSales(db, tenantId, admin.id);
    await seedDemoHospital(db, tenantId, admin.id);
    await seedDemoConstruction(db, tenantId, admin.id);
    await seedDemoAccounting(db, tenantId, admin.id);
    await seedDemoStocktake(db, tenantId, admin.id);
    await seedDemoPurchasing(db, tenantId, admin.id);
    await seedDemoStockDocuments(db, tenantId, admin.id);
    await seedDemoHrDocuments(db, tenantId, admin.id);
    await seedDemoTemplates(db, tenantId, admin.id);
    await seedDemoTickets(db, tenantId, admin.id);
  }
  return { created: true, tenantId, adminUsername: opts.adminUsername, generatedPassword: generated };
}
