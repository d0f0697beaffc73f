import { randomBytes } from 'node:crypto';
import { passwordRule, userInput } from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { createUser, resetPassword } from '../modules/users/service.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { AuthContext } from '../platform/auth/session.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { AppError } from '../platform/errors.js';
import { type CurrencyRow, createCompany } from '../seed/bootstrap.js';
import { CliError } from './target.js';

/** A strong password for the operator to hand over (shown once). */
export const generatePassword = () => randomBytes(12).toString('base64url');

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new CliError(`${what}: ${r.error.issues.map((i) => i.message).join(' ')}`);
  return r.data;
}

/** An application refusal (422/409) in the words of its fields, for the terminal. */
function explain(e: unknown): never {
  if (e instanceof AppError) {
    const fields = Object.entries(e.errors ?? {}).map(([f, m]) => `${f}: ${m.join(' ')}`);
    throw new CliError([e.message, ...fields].join('\n  '));
  }
  throw e;
}

/** A currency's English name, narrow symbol and minor units from the ISO 4217 data Node carries. */
export function currencyOf(code: string): CurrencyRow {
  const upper = code.toUpperCase();
  const name = /^[A-Z]{3}$/.test(upper)
    ? new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' }).of(upper)
    : undefined;
  if (!name) throw new CliError(`--currency: "${code}" is not an ISO 4217 currency code (IQD, USD, EUR...)`);
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: upper,
    currencyDisplay: 'narrowSymbol',
  });
  const symbol = format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? upper;
  return { code: upper, name, symbol, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** `tenant create`: a company with its base currency and its superuser, invisible to every other company. */
export async function createTenant(
  db: Db,
  opts: { name: string; currency: string; admin: string; password?: string },
): Promise<{ tenantId: string; password: string; generated: boolean }> {
  const name = opts.name.trim();
  if (name === '' || name.length > 190)
    throw new CliError('--name: the company name is required (at most 190 characters)');
  const currency = currencyOf(opts.currency);
  const admin = check(userInput.shape.username, opts.admin, '--admin');
  const password = opts.password ?? generatePassword();
  check(passwordRule, password, '--password');
  if (await usernameTaken(db, admin)) throw new CliError(`--admin: the username "${admin}" is already taken`);
  const passwordHash = await hashPassword(password);
  const { tenantId } = await db
    .transaction()
    .execute((trx) =>
      createCompany(trx, { name, currencies: [currency], adminUsername: admin, passwordHash }),
    );
  return { tenantId, password, generated: opts.password === undefined };
}

/** The tenant named by id or by its exact name. */
async function findTenant(db: Db, ref: string): Promise<string> {
  const rows = await db
    .selectFrom('tenants')
    .select('id')
    .where((eb) =>
      /^\d{1,18}$/.test(ref) ? eb.or([eb('id', '=', ref), eb('name', '=', ref)]) : eb('name', '=', ref),
    )
    .execute();
  if (rows.length === 0) throw new CliError(`--tenant: no company "${ref}" (give its id or its exact name)`);
  if (rows.length > 1) throw new CliError(`--tenant: several companies are called "${ref}": give the id`);
  return (rows[0] as { id: string }).id;
}

const cliAuth = (tenantId: string): AuthContext => ({
  tenantId,
  userId: '0',
  tokenId: '0',
  username: 'command line',
  name: 'command line',
  isSuperuser: true,
  abilities: new Set(),
});

/** `user create`: a user of one company, optionally a superuser, with roles named by id or name. */
export async function createUserCli(
  db: Db,
  opts: {
    tenant: string;
    username: string;
    name?: string;
    password?: string;
    superuser?: boolean;
    roles?: string[];
  },
): Promise<{ userId: string; tenantId: string; password: string; generated: boolean }> {
  const tenantId = await findTenant(db, opts.tenant);
  const password = opts.password ?? generatePassword();
  const input = check(
    userInput,
    {
      name: opts.name ?? opts.username,
      username: opts.username,
      password,
      is_superuser: opts.superuser ?? false,
    },
    'user',
  );
  const userId = await withTenant(db, { tenantId }, async (tx) => {
    const roleIds: string[] = [];
    for (const ref of opts.roles ?? []) {
      const role = await tx
        .selectFrom('roles')
        .select('id')
        .where((eb) => (/^\d{1,18}$/.test(ref) ? eb('id', '=', ref) : eb('name', '=', ref)))
        .executeTakeFirst();
      if (!role) throw new CliError(`--role: the company has no role "${ref}"`);
      roleIds.push(role.id);
    }
    const { id } = await createUser(tx, cliAuth(tenantId), { ...input, role_ids: roleIds }).catch(explain);
    return id;
  });
  return { userId, tenantId, password, generated: opts.password === undefined };
}

/** `user reset-password`: a new password (given or generated); the user's open sessions end. */
export async function resetPasswordCli(
  db: Db,
  opts: { username: string; password?: string },
): Promise<{ password: string; generated: boolean }> {
  const password = opts.password ?? generatePassword();
  check(passwordRule, password, '--password');
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where(sql`lower(username)`, '=', opts.username.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new CliError(`no user "${opts.username}"`);
  await withTenant(db, { tenantId: user.tenant_id }, (tx) =>
    resetPassword(tx, cliAuth(user.tenant_id), user.id, password).catch(explain),
  );
  return { password, generated: opts.password === undefined };
}
