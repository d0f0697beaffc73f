import type { TableAnswer, TableQuery } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant.js';
import type { TableContext, TableSpec } from './spec.js';
import { orderOf, whereOf } from './where.js';

/** Answers one page of a list with the total and the footer sums over every filtered row. */
export async function runTable<Row = Record<string, unknown>>(
  tx: TenantTx,
  spec: TableSpec,
  q: TableQuery,
  ctx: TableContext,
): Promise<TableAnswer<Row>> {
  const where = whereOf(spec, q, ctx);
  const order = orderOf(spec, q);
  const source = spec.source(tx, q, { ...ctx, rows: 'page' });
  const offset = (q.page - 1) * q.perPage;

  const page = await sql<Row>`select t.* from (${source}) as t where ${where} order by ${order}
    limit ${q.perPage} offset ${offset}`.execute(tx);

  const footerKeys = spec.footer ?? [];
  const sums = footerKeys.map((k) => sql`sum(${sql.ref(`t.${k}`)})::text as ${sql.ref(k)}`);
  const totals = await sql<Record<string, string | null>>`select count(*)::text as ${sql.ref('__total')}
    ${sums.length ? sql`, ${sql.join(sums)}` : sql``} from (${source}) as t where ${where}`.execute(tx);
  const row = totals.rows[0] ?? {};
  const answer: TableAnswer<Row> = { data: page.rows, total: Number(row.__total ?? 0) }; // money-safe: a row count
  if (footerKeys.length > 0) answer.footer = Object.fromEntries(footerKeys.map((k) => [k, row[k] ?? null]));
  return answer;
}

/** Rows that can also be taken a cursor batch at a time (what the xlsx writer reads: no await per row). */
export type RowStream = AsyncGenerator<Record<string, unknown>> & {
  /** The same rows as arrays of a batch each; read either the rows or the batches, not both. */
  batches(): AsyncGenerator<Record<string, unknown>[]>;
};

/**
 * Every filtered row in order, read through a cursor so an export of any size runs in constant memory.
 * The request is validated when this is called (throwing 422), before any row is read.
 */
export function streamTable(tx: TenantTx, spec: TableSpec, q: TableQuery, ctx: TableContext): RowStream {
  const where = whereOf(spec, q, ctx);
  const order = orderOf(spec, q);
  const source = spec.source(tx, q, { ...ctx, rows: 'all' });
  const query = sql<
    Record<string, unknown>
  >`select t.* from (${source}) as t where ${where} order by ${order}`;
  const batches = (async function* () {
    // the next batch is fetched while this one is written, so the database and the writer overlap
    const cursor = tx.getExecutor().stream(query.compile(tx), 1000)[Symbol.asyncIterator]();
    try {
      let next = cursor.next();
      for (;;) {
        const batch = await next;
        if (batch.done) return;
        next = cursor.next();
        next.catch(() => undefined); // awaited on the next turn; never an unhandled rejection meanwhile
        yield batch.value.rows;
      }
    } finally {
      await cursor.return?.();
    }
  })();
  const rows = (async function* () {
    for await (const batch of batches) yield* batch;
  })();
  return Object.assign(rows, { batches: () => batches });
}
