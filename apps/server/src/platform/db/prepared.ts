import { createHash } from 'node:crypto';
import { CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import type { TenantTx } from './tenant.js';

const names = new Map<string, string>();

/**
 * What `pg` takes as a named query config. Only `name` and `text` are own properties (pg copies the own
 * properties of a config on every call: a `String` object would copy one per character); `toString` and
 * `replace` let code that logs or records the compiled `sql` (Kysely's log, the bench's capture) read it as text.
 */
class NamedQuery {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}
  toString(): string {
    return this.text;
  }
  replace(pattern: RegExp | string, replacement: string): string {
    return this.text.replace(pattern, replacement);
  }
}

/**
 * Runs a hot query as a named prepared statement of its connection: PostgreSQL parses it once per pooled
 * connection, and after five runs may keep a generic plan instead of planning every call (the planning of
 * the product search was most of its statement time). The name is a hash of the SQL text, so every variant
 * of a query (its optional filters) is its own statement; parameters stay parameters.
 *
 * How: `pg` takes a query config object ({ name, text }) wherever it takes the text, and Kysely hands the
 * compiled query's `sql` to `client.query` as it is. A test (tenant-tx.test.ts) checks that the statement
 * really is prepared, so an upgrade of either library that ends this shows at once. Not for a pooler in
 * transaction mode (statements would land on other server connections).
 */
export async function executePrepared<R>(tx: TenantTx, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const compiled = query.compile(tx);
  let name = names.get(compiled.sql);
  if (!name) {
    name = `bb_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
    if (names.size >= 256) names.clear();
    names.set(compiled.sql, name);
  }
  const named = { ...compiled, sql: new NamedQuery(name, compiled.sql) } as unknown as CompiledQuery<R>;
  return tx.executeQuery(named);
}

/**
 * The same for a statement written by hand with a fixed name (`$1...` placeholders; `text` must be constant
 * for its `name`): the posting statement, document numbers, idempotency keys, a sale's lookups. Answers rows.
 */
export async function executeNamed<R>(
  tx: TenantTx,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<R[]> {
  const raw = CompiledQuery.raw(text, [...parameters]);
  const named = { ...raw, sql: new NamedQuery(name, text) } as unknown as CompiledQuery<R>;
  return (await tx.executeQuery(named)).rows;
}
