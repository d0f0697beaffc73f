import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { TenantTx } from './db/tenant.js';
import { invalid } from './errors.js';

/**
 * Makes a create call safe to repeat: with an `Idempotency-Key` header, the first call runs and its
 * answer is stored in the same transaction; a repeat (a double click, a retry after a lost answer)
 * gets that answer back and creates nothing. A concurrent repeat waits on the key's row lock.
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
  const inserted = await sql`insert into idempotency_keys (tenant_id, key, user_id, scope)
    values (${tx.tenantId}, ${key}, ${tx.userId ?? 0}, ${scope}) on conflict do nothing returning key`.execute(
    tx,
  );
  if (inserted.rows.length === 0) {
    const prior = await tx
      .selectFrom('idempotency_keys')
      .select(['scope', 'response', 'user_id'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (prior.scope !== scope || prior.user_id !== (tx.userId ?? '0')) {
      throw invalid({ 'Idempotency-Key': ['This key was used for another request.'] });
    }
    return prior.response as T;
  }
  const answer = await run();
  await tx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(answer) })
    .where('key', '=', key)
    .execute();
  return answer;
}
