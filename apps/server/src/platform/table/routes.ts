import { PassThrough } from 'node:stream';
import {
  type ExportQuery,
  exportQuery,
  type TableQuery,
  tableAnswer,
  tableQuery,
  xlsxAnswer,
} from '@bb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../access.js';
import { authOf, readTx, tenantTx } from '../access.js';
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
  opts: { access: RouteAccess; title: string; tag?: string; reads?: 'replica' | 'primary' },
): void {
  const { db } = app.deps;
  // reports (`/api/report/...`) read from the replica when there is one; other lists stay on the primary, so
  // a row just saved is in the list that reloads after the save
  const onReplica = (opts.reads ?? (path.startsWith('/api/report/') ? 'replica' : 'primary')) === 'replica';
  const list = (req: FastifyRequest, q: TableQuery) =>
    onReplica
      ? readTx(req, (tx) => runTable(tx, spec, q, { auth: authOf(req) }))
      : tenantTx(db, req, (tx) => runTable(tx, spec, q, { auth: authOf(req) }));
  const tags = [opts.tag ?? 'lists'];

  const response = { 200: tableAnswer };
  app.get(
    path,
    { schema: { tags, querystring: tableQuery, response }, config: { access: opts.access } },
    (req) => list(req, req.query as TableQuery),
  );
  app.post(
    `${path}/list`,
    { schema: { tags, body: tableQuery, response }, config: { access: opts.access } },
    (req) => list(req, req.body as TableQuery),
  );
  app.post(
    `${path}/export`,
    { schema: { tags, body: exportQuery, response: { 200: xlsxAnswer } }, config: { access: opts.access } },
    async (req, reply) => {
      await sendTableExport(req, reply, spec, req.body as ExportQuery, opts.title);
    },
  );
}

/**
 * Streams a list as xlsx: the visible columns (every declared one when none are named) of every filtered
 * row, in the list's order. An unknown column is 422 before anything is sent.
 */
export async function sendTableExport(
  req: FastifyRequest,
  reply: FastifyReply,
  spec: TableSpec,
  q: ExportQuery,
  defaultTitle: string,
): Promise<FastifyReply> {
  const columns: SheetColumn[] = (
    q.visibleHeaders ??
    Object.keys(spec.columns).map((k): NonNullable<ExportQuery['visibleHeaders']>[number] => ({
      text: k,
      value: k,
    }))
  ).map((h, i) => {
    const c = spec.columns[h.value];
    if (!c) throw invalid({ [`visibleHeaders.${i}.value`]: ['Unknown column.'] });
    // a column written by its names is text, whatever the keys were
    return h.labels
      ? { header: h.text, key: h.value, kind: 'text' as const, labels: h.labels }
      : { header: h.text, key: h.value, kind: c.kind };
  });
  const title = q.title ?? defaultTitle;
  // an export only reads: on the read replica when there is one
  await readTx(req, async (tx) => {
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
