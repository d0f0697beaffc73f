import type { TableQuery } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type FieldErrors, forbidden, invalid } from '../errors.js';
import type { ColumnSpec, TableContext, TableSpec } from './spec.js';

const ref = (key: string) => sql.ref(`t.${key}`);
const OPS = { '=': '=', '>': '>', '>=': '>=', '<': '<', '<=': '<=', '!=': '<>' } as const;

/** Escapes LIKE wildcards so the user's text matches literally. */
export const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The request's date filters (start_date, end_date, year) over one date expression. A source may repeat
 * them on another column that holds the same date (e.g. the header's date beside its lines'), so the
 * planner can narrow both sides of a join by index.
 */
export function dateRange(q: TableQuery, d: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (q.start_date) parts.push(sql`${d} >= ${q.start_date}::date`);
  if (q.end_date) parts.push(sql`${d} < ${q.end_date}::date + 1`);
  if (q.year) parts.push(sql`${d} >= make_date(${q.year}, 1, 1) and ${d} < make_date(${q.year + 1}, 1, 1)`);
  return parts;
}

/** A number a list filter may hold: what a number column stores (15 digits, 6 decimals at most). */
const LIST_NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/** Turns the protocol's filters into one SQL condition over `t`, refusing anything not whitelisted (422). */
export function whereOf(spec: TableSpec, q: TableQuery, ctx: TableContext): RawBuilder<unknown> {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const column = (
    field: string,
    key: string | undefined,
    want?: (c: ColumnSpec) => boolean,
  ): string | undefined => {
    const c = key ? spec.columns[key] : undefined;
    if (!key || !c || c.filter === false || (want && !want(c))) {
      fail(field, 'Unknown column.');
      return undefined;
    }
    return key;
  };
  const parts: RawBuilder<unknown>[] = [];

  if (q.search && q.search.trim() !== '') {
    const like = `%${likeEscape(q.search.trim())}%`;
    const cols = Object.entries(spec.columns).filter(([, c]) => c.search);
    if (cols.length > 0)
      parts.push(
        sql`(${sql.join(
          cols.map(([k, c]) => (c.like ? c.like(like) : sql`${ref(k)}::text ilike ${like}`)),
          sql` or `,
        )})`,
      );
  }

  if (spec.dateColumn) {
    parts.push(...dateRange(q, ref(spec.dateColumn)));
  } else if (q.start_date || q.end_date || q.year) {
    fail(q.year ? 'year' : 'start_date', 'This list has no date to filter by.');
  }
  if (q.start_date && q.end_date && q.start_date > q.end_date)
    fail('end_date', 'The end date must not be before the start date.');

  if (spec.hiddenColumn) {
    if (q.show_hidden_item) {
      if (!ctx.auth.isSuperuser && !ctx.auth.abilities.has('item_show_hidden')) throw forbidden();
    } else parts.push(sql`not coalesce(${ref(spec.hiddenColumn)}, false)`);
  }

  if (q.currency_code) {
    if (spec.currencyColumn) parts.push(sql`${ref(spec.currencyColumn)} = ${q.currency_code}`);
    else fail('currency_code', 'This list has no currency to filter by.');
  }

  q.text?.forEach((f, i) => {
    const key = column(`text.${i}.column`, f.column);
    if (!key) return;
    const v = ref(key);
    const text = sql`${v}::text`;
    const e = likeEscape(f.value);
    const like = spec.columns[key]!.like ?? ((pattern: string) => sql`${text} ilike ${pattern}`);
    if (f.symbol === 'sw') parts.push(like(`${e}%`));
    else if (f.symbol === 'ew') parts.push(like(`%${e}`));
    else if (f.symbol === 'ex') parts.push(sql`lower(${text}) = lower(${f.value})`);
    else if (f.symbol === 'exc') parts.push(sql`(${v} is null or ${text} not ilike ${`%${e}%`})`);
    else parts.push(like(`%${e}%`));
  });

  const numberFilters = (list: TableQuery['number'], name: 'number' | 'having_number', aggregate: boolean) =>
    list?.forEach((f, i) => {
      const isNumber = (c: ColumnSpec) =>
        (c.kind === 'number' || c.kind === 'id') && Boolean(c.aggregate) === aggregate;
      let left: RawBuilder<unknown> | undefined;
      if (f.query) {
        const named = spec.queries?.[f.query];
        if (named) left = named;
        else fail(`${name}.${i}.query`, 'Unknown column.');
      } else if (f.complex) {
        const keys = (f.columns ?? []).map((k, j) => column(`${name}.${i}.columns.${j}`, k, isNumber));
        if (keys.length === 0) fail(`${name}.${i}.columns`, 'Choose at least one column.');
        else if (keys.every(Boolean))
          left = sql`(${sql.join(
            keys.map((k) => sql`coalesce(${ref(k!)}, 0)`),
            sql` + `,
          )})`;
      } else {
        const key = column(`${name}.${i}.column`, f.column, isNumber);
        if (key) left = ref(key);
      }
      if (left) parts.push(sql`${left} ${sql.raw(OPS[f.symbol])} ${f.value}::numeric`);
    });
  numberFilters(q.number, 'number', false);
  numberFilters(q.having_number, 'having_number', true);

  // a number column (a status, a count) is compared as a number: `1` is the stored 1.0000
  q.list?.forEach((f, i) => {
    const key = column(`list.${i}.column`, f.column, (c) => !c.aggregate);
    if (!key) return;
    const values = f.values.map((v) => String(v));
    if (spec.columns[key]!.kind !== 'number') parts.push(sql`${ref(key)}::text in (${sql.join(values)})`);
    else if (values.every((v) => LIST_NUMBER.test(v)))
      parts.push(sql`${ref(key)} in (${sql.join(values.map((v) => sql`${v}::numeric`))})`);
    else fail(`list.${i}.values`, 'Give numbers.');
  });

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** ORDER BY for the request: a whitelisted sortable column, then id as the tie-breaker. */
export function orderOf(spec: TableSpec, q: TableQuery): RawBuilder<unknown> {
  const key = q.sortBy ?? spec.defaultSort ?? 'id';
  const c = spec.columns[key];
  if (!c || c.sort === false) throw invalid({ sortBy: ['This column cannot be sorted.'] });
  const dir = sql.raw(q.sortDir === 'asc' ? 'asc' : 'desc');
  const nulls = sql.raw(q.sortDir === 'asc' ? 'nulls first' : 'nulls last');
  // text sorts by the ICU root collation: letter case and script order as people expect, in every language
  const by = c.kind === 'text' ? sql`${ref(key)} collate "und-x-icu"` : ref(key);
  if (key !== 'id' && spec.columns.id) return sql`${by} ${dir} ${nulls}, ${ref('id')} ${dir}`;
  return sql`${by} ${dir} ${nulls}`;
}
