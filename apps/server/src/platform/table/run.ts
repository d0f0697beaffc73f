import {
  DESCRIPTION_SEPARATOR,
  DESCRIPTION_VALUE,
  type TableAnswer,
  type TableQuery,
  valuePatterns,
} from '@bb/contracts';
import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../db/tenant.js';
import type { ColumnKind, TableContext, TableSpec } from './spec.js';
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
  const answer: TableAnswer<Row> = { data: page.rows, total: 0 };
  const kept = await spec.totals?.(tx, q, ctx);
  if (kept) {
    answer.total = kept.total;
    if (footerKeys.length > 0)
      answer.footer = Object.fromEntries(footerKeys.map((k) => [k, kept.footer[k] ?? null]));
  } else {
    const totals = await sql<Record<string, string | null>>`select count(*)::text as ${sql.ref('__total')}
      ${sums.length ? sql`, ${sql.join(sums)}` : sql``} from (${source}) as t where ${where}`.execute(tx);
    const row = totals.rows[0] ?? {};
    answer.total = Number(row.__total ?? 0); // money-safe: a row count
    if (footerKeys.length > 0) answer.footer = Object.fromEntries(footerKeys.map((k) => [k, row[k] ?? null]));
  }
  if (spec.footerByCurrency && spec.currencyColumn && sums.length > 0) {
    const currency = sql.ref(`t.${spec.currencyColumn}`);
    const perCurrency = await sql<Record<string, string | null>>`select ${currency}::text as currency_code,
      ${sql.join(sums)} from (${source}) as t where ${where} group by 1 order by 1`.execute(tx);
    answer.footer_currencies = perCurrency.rows;
  }
  return answer;
}

/** Rows of a sheet: each row's values in the columns' order, as PostgreSQL prints them ('' for none). */
export interface PackedRows {
  packed: true;
  /** The rows a cursor batch at a time. */
  batches(): AsyncGenerator<string[][]>;
}

/** The separator of a packed row's values (chr(1)): text values lose it (XML cannot hold it anyway). */
const SEP = '\u0001';
/** Rows fetched from the cursor at a time. */
const BATCH = 1000;

/** Only the `{value}` patterns of labels. */
const patternsOf = (labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).filter(([k]) => k.endsWith(DESCRIPTION_VALUE)));

/**
 * labelledText in SQL: the whole text named, else a text with a value named by its pattern (the value in
 * the name's `{value}`), else the note after the first separator named, else the text.
 */
function labelledSql(labels: Record<string, string>, v: RawBuilder<unknown>) {
  const patterns = valuePatterns(labels);
  const plain = JSON.stringify(
    Object.fromEntries(Object.entries(labels).filter(([k]) => !k.endsWith(DESCRIPTION_VALUE))),
  );
  const valued = patterns.map(([prefix, name]) => {
    const at = name.indexOf(DESCRIPTION_VALUE);
    const [before, after] =
      at < 0 ? [name, ''] : [name.slice(0, at), name.slice(at + DESCRIPTION_VALUE.length)];
    const value = sql`substr(${v}, ${prefix.length + 1})`;
    return sql`when length(${v}) > ${prefix.length} and starts_with(${v}, ${prefix})
      then ${before}::text || ${at < 0 ? sql`''` : value} || ${after}::text`;
  });
  const at = sql`strpos(${v}, ${DESCRIPTION_SEPARATOR})`;
  const cut = sql`${at} + ${DESCRIPTION_SEPARATOR.length - 1}`;
  return sql`coalesce(${plain}::jsonb ->> ${v},
    ${valued.length > 0 ? sql`case ${sql.join(valued, sql` `)} end` : sql`null`},
    case when ${at} > 0 then left(${v}, ${cut}) || (${plain}::jsonb ->> substr(${v}, ${cut} + 1)) end, ${v})`;
}

/**
 * Every filtered row in order, for a sheet of `columns`, read through a cursor so an export of any size
 * runs in constant memory. PostgreSQL packs each row into one text (`concat_ws(chr(1), …)` of the
 * columns' text), which the app splits: one value to decode per row instead of one per column, and no
 * dates or numbers built only to be printed again (about a fifth of an export's app CPU went to `pg`
 * turning 26 columns into values). The request is validated when this is called (throwing 422), before
 * any row is read.
 */
export function streamSheet(
  tx: TenantTx,
  spec: TableSpec,
  q: TableQuery,
  ctx: TableContext,
  columns: readonly { key: string; kind: ColumnKind; labels?: Record<string, string>; labelsBy?: string }[],
): PackedRows {
  const where = whereOf(spec, q, ctx);
  const order = orderOf(spec, q);
  const source = spec.source(tx, q, { ...ctx, rows: 'all' });
  const values = columns.map((c) => {
    const ref = sql.ref(`t.${c.key}`);
    // text only: no cast that could fail once the file has begun (a boolean prints true / false)
    // a column of keys is written by the names the client sent, as labelledText names them (a key without
    // one stays as it is); with `labelsBy` the names are looked up by another column's value (a system
    // account's name by its key), else by the labels' `{value}` patterns (an account named after its project)
    const text = !c.labels
      ? null
      : c.labelsBy
        ? sql`coalesce(${JSON.stringify(c.labels)}::jsonb ->> ${sql.ref(`t.${c.labelsBy}`)}::text,
            ${labelledSql(patternsOf(c.labels), sql`${ref}::text`)})`
        : labelledSql(c.labels, sql`${ref}::text`);
    const value =
      text || c.kind === 'text' ? sql`replace(${text ?? sql`${ref}::text`}, chr(1), '')` : sql`${ref}::text`;
    return sql`coalesce(${value}, '')`;
  });
  // no visible column still gives one (empty) value a row
  const packed = values.length > 0 ? sql.join(values) : sql`''`;
  const query = sql<{ r: string }>`select concat_ws(chr(1), ${packed}) as r
    from (${source}) as t where ${where} order by ${order}`;
  const compiled = query.compile(tx);
  return {
    packed: true,
    async *batches() {
      // A declared cursor, not a protocol portal: PostgreSQL plans a declared cursor for its first rows
      // (cursor_tuple_fraction), walking the date index and looking names up row by row, so the first
      // batch comes in tens of milliseconds and the database works while the writer does. A portal is
      // planned for all rows: hash joins and a sort of every row before the first one (2 s of 100,000
      // sale lines during which the writer waited).
      await tx.executeQuery(
        CompiledQuery.raw(`declare bb_sheet no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
      );
      const fetch = () =>
        tx.executeQuery<{ r: string }>(CompiledQuery.raw(`fetch forward ${BATCH} from bb_sheet`));
      try {
        // the next batch is fetched while this one is written, so the database and the writer overlap
        let next = fetch();
        for (;;) {
          const batch = await next;
          if (batch.rows.length === 0) return;
          next = batch.rows.length < BATCH ? Promise.resolve({ rows: [] }) : fetch();
          next.catch(() => undefined); // awaited on the next turn; never an unhandled rejection meanwhile
          yield batch.rows.map((row) => row.r.split(SEP));
        }
      } finally {
        // a failed transaction closes its cursors itself
        await tx.executeQuery(CompiledQuery.raw('close bb_sheet')).catch(() => undefined);
      }
    },
  };
}
