import { sql } from 'kysely';
import type { Db } from '../db/pool.js';
import type { AuthContext } from './context.js';
import type { TokenCache } from './token-cache.js';
import { ACTIVITY_WRITE_EVERY_MS, hashToken, TOKEN_IDLE_MS } from './tokens.js';

export type { AuthContext };

/**
 * Resolves a bearer token to its user in one query (owner connection: the tenant is not known yet).
 * Answers undefined for an unknown, revoked, expired or idle token, or a disabled user.
 */
export function resolveToken(db: Db, token: string): Promise<AuthContext | undefined> {
  return resolveTokenHash(db, hashToken(token));
}

/**
 * The same through the process's token cache (platform/auth/token-cache.ts): a fresh entry answers without a
 * query; otherwise the database answers and a valid session is kept for a few seconds.
 */
export async function resolveTokenCached(
  db: Db,
  cache: TokenCache,
  token: string,
): Promise<AuthContext | undefined> {
  const hash = hashToken(token);
  const hit = cache.get(hash);
  if (hit) return hit;
  const generation = cache.begin();
  const auth = await resolveTokenHash(db, hash);
  if (auth) cache.set(hash, auth, generation);
  return auth;
}

/** The session row of a token with its user and abilities, valid ones only (not revoked, expired or idle). */
function validSessions(db: Db) {
  return db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'),
    )
    .select([
      't.tenant_id',
      't.id as token_id',
      't.last_activity_at',
      'u.id as user_id',
      'u.username',
      'u.name',
      'u.is_superuser',
      sql<string[]>`coalesce((select array_agg(distinct ra.ability) from user_roles ur
        join role_abilities ra on ra.tenant_id = ur.tenant_id and ra.role_id = ur.role_id
        where ur.tenant_id = u.tenant_id and ur.user_id = u.id), '{}')`.as('abilities'),
    ])
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('t.last_activity_at', '>', sql<Date>`now() - make_interval(secs => ${TOKEN_IDLE_MS / 1000})`)
    .where('u.status', '=', 1);
}

async function resolveTokenHash(db: Db, tokenHash: string): Promise<AuthContext | undefined> {
  return contextOf(db, await validSessions(db).where('t.token_hash', '=', tokenHash).executeTakeFirst());
}

/** The session a download token was minted from, if it is still valid (platform/auth/download-tokens.ts). */
export async function resolveSessionById(
  db: Db,
  tenantId: string,
  tokenId: string,
): Promise<AuthContext | undefined> {
  const row = await validSessions(db)
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', '=', tokenId)
    .executeTakeFirst();
  return contextOf(db, row);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof validSessions>['executeTakeFirst']>>;

async function contextOf(db: Db, row: SessionRow): Promise<AuthContext | undefined> {
  if (!row) return undefined;
  if (Date.now() - row.last_activity_at.getTime() > ACTIVITY_WRITE_EVERY_MS) {
    await db
      .updateTable('auth_tokens')
      .set({ last_activity_at: sql`now()` })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.token_id)
      .execute();
  }
  return {
    tenantId: row.tenant_id,
    userId: row.user_id,
    tokenId: row.token_id,
    username: row.username,
    name: row.name,
    isSuperuser: row.is_superuser,
    abilities: new Set(row.abilities),
  };
}
