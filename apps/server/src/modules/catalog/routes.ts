import { createReadStream } from 'node:fs';
import { addToStockInput, itemInput } from '@bb/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/storage.js';
import { registerTable } from '../../platform/table/routes.js';
import { addToStock } from '../stock/add-to-stock.js';
import { createItem, getItem, lastCustomBarcode, nextCustomBarcode, updateItem } from './items.js';
import { itemsTable } from './items-table.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const today = () => new Date().toISOString().slice(0, 10);

/** Form fields as text become values: '' / 'null' / 'undefined' mean "not given". */
const fromForm = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== 'null' && v !== 'undefined'));

/**
 * The item dialog posts multipart (fields and an optional image) or JSON. Answers the parsed item and the
 * stored image; a refused item removes the image again.
 */
function parseItem(raw: unknown) {
  const parsed = itemInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const i of parsed.error.issues) {
    const key = i.path.join('.') || '_';
    errors[key] = [...(errors[key] ?? []), i.message];
  }
  throw invalid(errors);
}

async function readItemForm(req: FastifyRequest, files: FileStore, tenantId: string) {
  if (!req.isMultipart()) return { input: parseItem(req.body ?? {}), imageKey: undefined };
  const fields: Record<string, string> = {};
  let imageKey: string | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const f = part as MultipartFile;
      if (f.fieldname !== 'image') {
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
    return { input: parseItem(fromForm(fields)), imageKey };
  } catch (e) {
    if (imageKey) await files.remove(imageKey);
    throw e;
  }
}

export async function catalogRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;
  const tags = ['items'];
  registerTable(app, '/api/general/item', itemsTable, {
    access: ['item_list'],
    title: 'Items',
    tag: 'items',
  });

  app.get(
    '/api/general/item/:id',
    { schema: { tags, params: idParams }, config: { access: ['item_list', 'item_edit'] } },
    (req) => tenantTx(db, req, (tx) => getItem(tx, req.params.id)),
  );

  app.post(
    '/api/general/item',
    { schema: { tags }, config: { access: ['item_create'] } },
    async (req, reply) => {
      const auth = authOf(req);
      const { input, imageKey } = await readItemForm(req, files, auth.tenantId);
      try {
        return reply.status(201).send(await tenantTx(db, req, (tx) => createItem(tx, auth, input, imageKey)));
      } catch (e) {
        if (imageKey) await files.remove(imageKey);
        throw e;
      }
    },
  );

  // POST with _method=PUT (multipart cannot PUT in every browser form), and PUT itself
  const update = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const auth = authOf(req);
    const { input, imageKey } = await readItemForm(req, files, auth.tenantId);
    try {
      const out = await tenantTx(db, req, (tx) => updateItem(tx, auth, req.params.id, input, imageKey));
      if (out.previousImage) await files.remove(out.previousImage);
      return { id: out.id };
    } catch (e) {
      if (imageKey) await files.remove(imageKey);
      throw e;
    }
  };
  app.post(
    '/api/general/item/:id',
    { schema: { tags, params: idParams }, config: { access: ['item_edit'] } },
    update,
  );
  app.put(
    '/api/general/item/:id',
    { schema: { tags, params: idParams }, config: { access: ['item_edit'] } },
    update,
  );

  app.delete(
    '/api/general/item/:id',
    { schema: { tags, params: idParams }, config: { access: ['item_delete'] } },
    async (req, reply) => {
      const { guarded } = await import('../../platform/db/pg-errors.js');
      const key = await guarded(
        'items',
        () =>
          tenantTx(db, req, async (tx) => {
            const row = await tx
              .deleteFrom('items')
              .where('id', '=', req.params.id)
              .returning('image_key')
              .executeTakeFirst();
            if (!row) throw notFound();
            return row.image_key;
          }),
        { onDelete: true },
      );
      if (key) await files.remove(key);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/general/item/:id/image',
    {
      schema: { tags, params: idParams, querystring: z.object({ token: z.string().optional() }) },
      config: { access: ['item_list', 'product_list', 'sale_create'], tokenInQuery: true },
    },
    async (req, reply) => {
      const key = await tenantTx(
        db,
        req,
        async (tx) =>
          (
            await tx
              .selectFrom('items')
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

  app.get(
    '/api/general/custom-barcode',
    { schema: { tags }, config: { access: ['item_create', 'item_edit'] } },
    (req) => tenantTx(db, req, async (tx) => ({ name: await lastCustomBarcode(tx) })),
  );
  app.post(
    '/api/general/custom-barcode',
    { schema: { tags }, config: { access: ['item_create', 'item_edit'] } },
    (req) => tenantTx(db, req, async (tx) => ({ name: await nextCustomBarcode(tx) })),
  );

  app.post(
    '/api/general/item/:id/add-to-stock',
    {
      schema: { tags, params: idParams, body: addToStockInput },
      config: { access: ['item_create', 'item_edit'] },
    },
    (req) => tenantTx(db, req, (tx) => addToStock(tx, authOf(req), req.params.id, req.body, today())),
  );

  // Lookups of items by type for recipes, preparations and services (shared-screens.md section 7).
  for (const [path, type] of [
    ['service-products', 3],
    ['material-products', 2],
    ['general/materials-list', 2],
  ] as const) {
    app.get(`/api/${path}`, { schema: { tags: ['lookups'] }, config: { access: 'authenticated' } }, (req) =>
      tenantTx(db, req, async (tx) => ({
        data: await tx
          .selectFrom('items')
          .select(['id', 'name', 'barcode'])
          .where('type', '=', type)
          .where('status', '=', 1)
          .orderBy('name')
          .limit(5000)
          .execute(),
      })),
    );
  }
}
