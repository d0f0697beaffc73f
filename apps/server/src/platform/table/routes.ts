import { PassThrough } from 'node:stream';
import type { ExportQuery, TableDecl, TableQuery } from '@bb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf, readTx, tenantTx } from '../access.js';
import type { App } from '../app-types.js';
import { handle } from '../endpoints.js';
import { invalid } from '../errors.js';
import { runTable, streamSheet } from './run.js';
import type { TableSpec } from './spec.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from './xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Registers a list declared in contracts (`defineTable`) against its spec: `GET {path}` with query
 * parameters, `POST {path}/list` with a JSON body and the export (`POST {path}/export`, streaming xlsx),
 * each with the declaration's access, filters and answer.
 */
export function registerTable(
  app: App,
  table: TableDecl,
  spec: TableSpec,
  opts: { title: string; reads?: 'replica' | 'primary' },
): void {
  const { db } = app.deps;
  // the declared row names only columns the spec selects and whitelists, so the two cannot drift apart
  const declared = (table.row as { shape?: Record<string, unknown> }).shape;
  for (const key of Object.keys(declared ?? {}))
    if (!spec.columns[key])
      throw new Error(`${table.path}: the declared row's ${key} is not a column of its list`);
  // reports (`report/...`) read from the replica when there is one; other lists stay on the primary, so
  // a row just saved is in the list that reloads after the save
  const onReplica = (opts.reads ?? (table.path.startsWith('report/') ? 'replica' : 'primary')) === 'replica';
  const list = (req: FastifyRequest, q: TableQuery) =>
    onReplica
      ? readTx(req, (tx) => runTable(tx, spec, q, { auth: authOf(req) }))
      : tenantTx(db, req, (tx) => runTable(tx, spec, q, { auth: authOf(req) }));
  handle(app, table.read, (req) => list(req, req.query as TableQuery) as never);
  handle(app, table.list, (req) => list(req, req.body as TableQuery) as never);
  handle(app, table.export, (req, reply) =>
    sendTableExport(req, reply, spec, req.body as ExportQuery, opts.title),
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
    if (h.labelsBy && !spec.columns[h.labelsBy])
      throw invalid({ [`visibleHeaders.${i}.labelsBy`]: ['Unknown column.'] });
    // a column written by its names is text, whatever the keys were
    if (!h.labels) return { header: h.text, key: h.value, kind: c.kind };
    const named = { header: h.text, key: h.value, kind: 'text' as const, labels: h.labels };
    return h.labelsBy ? { ...named, labelsBy: h.labelsBy } : named;
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
