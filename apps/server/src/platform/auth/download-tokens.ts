import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/pool.js';
import { type AuthContext, resolveSessionById } from './session.js';
import { hashToken } from './tokens.js';

/** A download token opens one path once, within this long of being minted. */
export const DOWNLOAD_TOKEN_TTL_MS = 60_000;
/** Download tokens start with it; a session token (`bb_`) is never accepted in an address. */
export const DOWNLOAD_TOKEN_PREFIX = 'dl_';

/**
 * Mints a token that lets the browser itself open `path` (a link, a new tab) without the session token in the
 * address: single use, for that path only, for 60 seconds, and only while the session it came from is valid.
 * Only its hash is stored (owner connection, like the session tokens). Spent and expired tokens are purged
 * an hour later.
 */
export async function mintDownloadToken(
  db: Db,
  auth: AuthContext,
  path: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${DOWNLOAD_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + DOWNLOAD_TOKEN_TTL_MS);
  await db
    .insertInto('download_tokens')
    .values({
      tenant_id: auth.tenantId,
      auth_token_id: auth.tokenId,
      token_hash: hashToken(token),
      path,
      expires_at: expiresAt,
    })
    .execute();
  await db
    .deleteFrom('download_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  return { token, expiresAt };
}

/**
 * Spends a download token on `path` and answers the session it was minted from; undefined when the token is
 * unknown, spent, expired, for another path, or its session has ended. A token shown for another path is not
 * spent.
 */
export async function claimDownloadToken(
  db: Db,
  token: string,
  path: string,
): Promise<AuthContext | undefined> {
  const row = await db
    .updateTable('download_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('path', '=', path)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['tenant_id', 'auth_token_id'])
    .executeTakeFirst();
  return row ? resolveSessionById(db, row.tenant_id, row.auth_token_id) : undefined;
}
