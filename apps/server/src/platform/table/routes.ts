import { PassThrough } from 'node:stream';
import { type ExportQuery, exportQuery, type TableQuery, tableQuery } from '@bb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../access.js';
import { authOf, tenantTx } from '../access.js';
import type { App } from '../app-types.js';
import { invalid } from '../errors.js';
import { runTable, streamSheet } from './run.js';
import type { TableSpec } from './spec.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from './xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Registers a list endpoint (`GET {path}` with query parameters, `POST {path}/list` with a JSON body)
 * and its export (`POST {path}/export`, streaming xlsx) for one table spec.
 */
export function registerTable(
  app: App,
  path: string,
  spec: TableSpec,
  opts: { access: RouteAccess; title: string; tag?: string },
): void {
  const { db } = app.deps;
  const list = (req: FastifyRequest, q: TableQuery) =>
    tenantTx(db, req, (tx) => runTable(tx, spec, q, { auth: authOf(req) }));
  const tags = [opts.tag ?? 'lists'];

  app.get(path, { schema: { tags, querystring: tableQuery }, config: { access: opts.access } }, (req) =>
    list(req, req.query as TableQuery),
  );
  app.post(`${path}/list`, { schema: { tags, body: tableQuery }, config: { access: opts.access } }, (req) =>
    list(req, req.body as TableQuery),
  );
  app.post(
    `${path}/export`,
    { schema: { tags, body: exportQuery }, config: { access: opts.access } },
    (req, reply) => sendTableExport(app, req, reply, spec, req.body as ExportQuery, opts.title),
  );
}

/**
 * Streams a list as xlsx: the visible columns (every declared one when none are named) of every filtered
 * row, in the list's order. An unknown column is 422 before anything is sent.
 */
export async function sendTableExport(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  spec: TableSpec,
  q: ExportQuery,
  defaultTitle: string,
): Promise<FastifyReply> {
  const columns: SheetColumn[] = (
    q.visibleHeaders ?? Object.keys(spec.columns).map((k) => ({ text: k, value: k }))
  ).map((h, i) => {
    const c = spec.columns[h.value];
    if (!c) throw invalid({ [`visibleHeaders.${i}.value`]: ['Unknown column.'] });
    return { header: h.text, key: h.value, kind: c.kind };
  });
  const title = q.title ?? defaultTitle;
  await tenantTx(app.deps.db, req, async (tx) => {
    const rows = streamSheet(tx, spec, q, { auth: authOf(req) }, columns); // validates before anything is sent
    const out = new PassThrough();
    reply
      .header('content-type', XLSX)
      .header('content-disposition', attachmentHeader(title, q.localTime))
      .send(out);
    try {
      await writeXlsx(out, title, columns, rows);
    } catch (e) {
      out.destroy(e as Error);
      throw e;
    }
  });
  return reply;
}
