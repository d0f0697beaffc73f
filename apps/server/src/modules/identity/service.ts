import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { newToken, TOKEN_LIFETIME_MS } from '../../platform/auth/tokens.js';
import type { Db } from '../../platform/db/pool.js';
import { invalid } from '../../platform/errors.js';

const refuse = (message: string) => invalid({ username: [message], password: [message] }, message);

/**
 * Signs a user in by username (unique across the installation) and password; answers a new opaque
 * token. Runs on the owner connection: the tenant is what this call finds out.
 */
export async function login(
  db: Db,
  input: { username: string; password: string },
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string }> {
  const user = await db
    .selectFrom('users')
    .select(['tenant_id', 'id', 'password_hash', 'status'])
    .where(sql`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) throw refuse(MESSAGES.invalidCredentials);
  if (user.status !== 1) throw refuse(MESSAGES.accountDisabled);

  const { token, hash } = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_tokens')
      .values({
        tenant_id: user.tenant_id,
        user_id: user.id,
        token_hash: hash,
        expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS),
        ip: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ last_login_at: sql`now()` })
      .where('tenant_id', '=', user.tenant_id)
      .where('id', '=', user.id)
      .execute();
  });
  return { token };
}

/** Revokes the token the request was made with. */
export async function logout(db: Db, tenantId: string, tokenId: string): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tokenId)
    .execute();
}
