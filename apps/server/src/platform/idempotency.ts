import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { executeNamed } from './db/prepared.js';
import type { TenantTx } from './db/tenant.js';
import { invalid } from './errors.js';

/**
 * The two statements every keyed create sends, as named prepared statements (parsed and planned once per
 * connection; see platform/db/prepared.ts for how a `{ name, text }` config reaches `pg`).
 */
const CLAIM_SQL = `insert into idempotency_keys (tenant_id, key, user_id, scope, request_hash)
  values ($1::bigint, $2::text, $3::bigint, $4::text, $5::text) on conflict do nothing returning key`;
const ANSWER_SQL = `update idempotency_keys set response = $3::jsonb where tenant_id = $1::bigint and key = $2::text`;

const reused = () => invalid({ 'Idempotency-Key': ['This key was used for another request.'] });

/** What makes two requests the same one: method, path and the validated body (hashed; stored with the key). */
function requestHash(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n`)
    .update(JSON.stringify(req.body ?? null, (_k, v) => (typeof v === 'bigint' ? String(v) : v)))
    .digest('base64url');
}

/**
 * Makes a create call safe to repeat: with an `Idempotency-Key` header, the first call runs and its
 * answer is stored in the same transaction; a repeat (a double click, a retry after a lost answer)
 * gets that answer back and creates nothing. A concurrent repeat waits on the key's row lock. The key is
 * bound to its first request (user, scope, method, path and body): the same key with another body is 422,
 * never the first request's answer.
 */
export async function idempotent<T>(
  tx: TenantTx,
  req: FastifyRequest,
  scope: string,
  run: () => Promise<T>,
): Promise<T> {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return run();
  const key = String(header);
  if (!/^[\w-]{8,100}$/.test(key))
    throw invalid({ 'Idempotency-Key': ['Use 8-100 letters, digits, - or _.'] });
  const hash = requestHash(req);
  const inserted = await executeNamed(tx, 'bb_idempotency_claim', CLAIM_SQL, [
    tx.tenantId,
    key,
    tx.userId ?? 0,
    scope,
    hash,
  ]);
  if (inserted.length === 0) {
    const prior = await tx
      .selectFrom('idempotency_keys')
      .select(['scope', 'response', 'user_id', 'request_hash'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    // keys stored before request hashes existed (null) keep replaying
    const sameRequest = prior.request_hash === null || prior.request_hash === hash;
    if (prior.scope !== scope || prior.user_id !== (tx.userId ?? '0') || !sameRequest) throw reused();
    return prior.response as T;
  }
  const answer = await run();
  await executeNamed(tx, 'bb_idempotency_answer', ANSWER_SQL, [tx.tenantId, key, JSON.stringify(answer)]);
  return answer;
}
