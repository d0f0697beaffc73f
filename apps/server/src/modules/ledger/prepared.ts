import { CompiledQuery } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * Runs `text` as a named prepared statement: PostgreSQL parses and plans it once per connection instead of
 * on every call (Kysely sends unnamed statements). For the hottest writes only; `text` must be constant
 * for its `name`, with `$1...` placeholders.
 *
 * Kysely's PostgreSQL driver hands `compiledQuery.sql` to `pg`'s `client.query(config, values)` untouched,
 * and `pg` takes a `{ name, text }` object there as a query config; `toString` keeps logs readable.
 */
export async function executePrepared<R>(
  tx: TenantTx,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<R[]> {
  const raw = CompiledQuery.raw(text, [...parameters]);
  const config = { name, text, toString: () => text };
  const query = { ...raw, sql: config as unknown as string } as CompiledQuery<R>;
  const result = await tx.executeQuery(query);
  return result.rows;
}
