import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import {
  type ExportQuery,
  exportQuery,
  residenceUnitInput,
  residenceUnitListFilters,
  residenceUnitSearchInput,
  type TableQuery,
  tableQuery,
} from '@bb/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { guarded } from '../../platform/db/pg-errors.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/storage.js';
import { runTable, streamTable } from '../../platform/table/run.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from '../../platform/table/xlsx.js';
import { createUnit, deleteUnit, getUnit, searchUnits, updateUnit } from './units.js';
import { unitsTable } from './units-table.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const listQuery = tableQuery.extend(residenceUnitListFilters.shape);
const exportBody = exportQuery.extend(residenceUnitListFilters.shape);
const BASE = '/api/general/residence-unit';
const LIST = ['residence_unit_list'] as const;
const LIST_OR_SALE = ['residence_unit_list', 'residence_sale_create'] as const;

/** Multipart sends every field as text: '' and 'null' (the spec's "null as empty text") mean not given. */
const fromForm = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== 'null' && v !== 'undefined'));

function parseUnit(raw: unknown) {
  const parsed = residenceUnitInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const i of parsed.error.issues) {
    const key = i.path.join('.') || '_';
    errors[key] = [...(errors[key] ?? []), i.message];
  }
  throw invalid(errors);
}

/** The dialog posts multipart (fields and an optional image) or JSON; a refused unit removes its image. */
async function readUnitForm(req: FastifyRequest, files: FileStore, tenantId: string) {
  if (!req.isMultipart()) return { input: parseUnit(req.body ?? {}), imageKey: undefined };
  const fields: Record<string, string> = {};
  let imageKey: string | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const f = part as MultipartFile;
      if (f.fieldname !== 'image' || imageKey) {
        f.file.resume();
        continue;
      }
      const stored = await files.save(tenantId, f.file, {
        field: 'image',
        accept: ['image'],
        maxBytes: 5 * 1024 * 1024,
        wrongType: 'File type must be an image',
      });
      imageKey = stored.key;
    } else fields[part.fieldname] = String(part.value);
  }
  try {
    return { input: parseUnit(fromForm(fields)), imageKey };
  } catch (e) {
    if (imageKey) await files.remove(imageKey);
    throw e;
  }
}

/**
 * Residence units: the list (table protocol plus the unit filters of `general/residence-unit/list`),
 * export, search, one unit, create and update by multipart with an image, delete, and the image.
 */
export async function residenceRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;
  const tags = ['residence'];

  const list = (req: FastifyRequest, q: TableQuery) =>
    tenantTx(db, req, (tx) => runTable(tx, unitsTable, q, { auth: authOf(req) }));
  app.get(BASE, { schema: { tags, querystring: listQuery }, config: { access: LIST } }, (req) =>
    list(req, req.query as TableQuery),
  );
  app.post(`${BASE}/list`, { schema: { tags, body: listQuery }, config: { access: LIST_OR_SALE } }, (req) =>
    list(req, req.body as TableQuery),
  );
  app.post(
    `${BASE}/export`,
    { schema: { tags, body: exportBody }, config: { access: LIST } },
    async (req, reply) => {
      const q = req.body as ExportQuery;
      const columns: SheetColumn[] = (
        q.visibleHeaders ?? Object.keys(unitsTable.columns).map((k) => ({ text: k, value: k }))
      ).map((h, i) => {
        const c = unitsTable.columns[h.value];
        if (!c) throw invalid({ [`visibleHeaders.${i}.value`]: ['Unknown column.'] });
        return { header: h.text, key: h.value, kind: c.kind };
      });
      const title = q.title ?? 'Residence units';
      await tenantTx(db, req, async (tx) => {
        const rows = streamTable(tx, unitsTable, q, { auth: authOf(req) });
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
    },
  );

  app.post(
    `${BASE}/search`,
    {
      schema: { tags, body: residenceUnitSearchInput },
      config: { access: LIST_OR_SALE },
    },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: await searchUnits(tx, {
          keyword: req.body.keyword,
          exist: req.body.exist,
          currency: req.body.currency_code,
        }),
      })),
  );

  // the dialog's building picker needs each building's floors (the building/list lookup answers names only)
  app.get(
    `${BASE}/buildings`,
    {
      schema: { tags },
      config: { access: ['residence_unit_list', 'residence_unit_create', 'residence_unit_edit'] as const },
    },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: (
          await sql`select id, name, residence_block_id, number_of_floors from buildings
            order by name collate "und-x-icu" limit 5000`.execute(tx)
        ).rows,
      })),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: { tags, params: idParams },
      config: { access: ['residence_unit_list', 'residence_unit_edit'] as const },
    },
    (req) => tenantTx(db, req, (tx) => getUnit(tx, req.params.id)),
  );

  app.post(BASE, { schema: { tags }, config: { access: ['residence_unit_create'] } }, async (req, reply) => {
    const auth = authOf(req);
    const { input, imageKey } = await readUnitForm(req, files, auth.tenantId);
    try {
      return reply.status(201).send(await tenantTx(db, req, (tx) => createUnit(tx, auth, input, imageKey)));
    } catch (e) {
      if (imageKey) await files.remove(imageKey);
      throw e;
    }
  });

  // POST with the method override (multipart cannot PUT from every browser form), and PUT itself
  const update = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const auth = authOf(req);
    const { input, imageKey } = await readUnitForm(req, files, auth.tenantId);
    try {
      const out = await tenantTx(db, req, (tx) => updateUnit(tx, req.params.id, input, imageKey));
      if (out.previousImage) await files.remove(out.previousImage);
      return { id: out.id };
    } catch (e) {
      if (imageKey) await files.remove(imageKey);
      throw e;
    }
  };
  const editAccess = { access: ['residence_unit_edit'] as const };
  app.post(`${BASE}/:id`, { schema: { tags, params: idParams }, config: editAccess }, update);
  app.put(`${BASE}/:id`, { schema: { tags, params: idParams }, config: editAccess }, update);

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, params: idParams }, config: { access: ['residence_unit_delete'] } },
    async (req, reply) => {
      const key = await guarded(
        'residence_units',
        () => tenantTx(db, req, (tx) => deleteUnit(tx, req.params.id)),
        {
          onDelete: true,
        },
      );
      if (key) await files.remove(key);
      return reply.status(204).send();
    },
  );

  app.get(
    `${BASE}/:id/image`,
    {
      schema: { tags, params: idParams, querystring: z.object({ token: z.string().optional() }) },
      config: { access: LIST_OR_SALE, tokenInQuery: true },
    },
    async (req, reply) => {
      const key = await tenantTx(
        db,
        req,
        async (tx) =>
          (
            await tx
              .selectFrom('residence_units')
              .select('image_key')
              .where('id', '=', req.params.id)
              .executeTakeFirst()
          )?.image_key,
      );
      if (!key) throw notFound();
      const mime = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
      return reply
        .header('content-type', mime)
        .header('cache-control', 'private, max-age=3600')
        .send(createReadStream(files.pathOf(key)));
    },
  );
}
