import { z } from 'zod';
import { exportQuery, tableQuery, xlsxAnswer } from '../table.js';
import { defineEndpoint, type Endpoint, type EndpointAccess } from './define.js';

/** A row of a list whose columns are not declared one by one: whatever its server spec selects, as it comes. */
export const anyRow = z.record(z.string(), z.unknown());

/** What a table-protocol list answers: a page of `row`s, the count of every filtered row, the footer's sums. */
export const tableAnswerOf = <R extends z.ZodType>(row: R) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    footer: z.record(z.string(), z.string().nullable()).optional(),
    /** The footer's sums per currency, for lists whose amounts are in several currencies. */
    footer_currencies: z.array(z.record(z.string(), z.string().nullable())).optional(),
  });

/**
 * A table-protocol list declared once (shared-screens.md 2.1): its path under /api/, who may read it and
 * the schema of its rows. Its three endpoints are derived: `read` (GET `path` with the protocol in the query
 * string), `list` (POST `path/list`, the protocol as a JSON body; what the web's DataTable calls) and
 * `export` (POST `path/export`, the same filters plus the visible headers, an xlsx stream). The server
 * registers them against a TableSpec (`registerTable`); the web passes the declaration to `<DataTable
 * table={...}>`, so the path, the filters and the row type exist once. A row schema is loose: the declared
 * columns are typed, a column it does not name still goes through.
 */
export function defineTable<
  R extends z.ZodType = typeof anyRow,
  F extends z.ZodRawShape = Record<never, never>,
>(o: {
  path: string;
  tag: string;
  access: EndpointAccess;
  row?: R;
  /** Filters of this list beyond the protocol's (residence units: block, building, floor). */
  filters?: F;
  /** Who may load it by POST `/list` when more may than read or export it (a picker inside another screen). */
  listAccess?: EndpointAccess;
}) {
  const row = (o.row ?? anyRow) as R;
  const answer = tableAnswerOf(row);
  const { path, tag, access } = o;
  const query = tableQuery.extend(o.filters ?? {}) as unknown as z.ZodObject<typeof tableQuery.shape & F>;
  const exported = exportQuery.extend(o.filters ?? {}) as unknown as z.ZodObject<
    typeof exportQuery.shape & F
  >;
  return {
    path,
    tag,
    access,
    row,
    read: defineEndpoint({ method: 'GET', path, query, response: answer, access, tag }),
    list: defineEndpoint({
      method: 'POST',
      path: `${path}/list`,
      body: query,
      response: answer,
      access: o.listAccess ?? access,
      tag,
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${path}/export`,
      body: exported,
      response: xlsxAnswer,
      access,
      tag,
    }),
  };
}

/** A declared table-protocol list. */
export interface TableDecl<R extends z.ZodType = z.ZodType> {
  path: string;
  tag: string;
  access: EndpointAccess;
  row: R;
  read: Endpoint<undefined, z.ZodObject, undefined, z.ZodType>;
  list: Endpoint<undefined, undefined, z.ZodObject, z.ZodType>;
  export: Endpoint<undefined, undefined, z.ZodObject, typeof xlsxAnswer>;
}

/** The row type of a declared list, as the web receives it. */
export type RowOf<T extends { row: z.ZodType }> = z.input<T['row']>;
