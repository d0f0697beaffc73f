import { addToStockInput, itemInput } from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { registerImageFormRoutes, registerImageRoute } from '../../platform/files/image-form.js';
import { registerTable } from '../../platform/table/routes.js';
import { addToStock } from '../stock/add-to-stock.js';
import { createItem, getItem, lastCustomBarcode, nextCustomBarcode, updateItem } from './items.js';
import { itemsTable } from './items-table.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const today = () => new Date().toISOString().slice(0, 10);

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

  registerImageFormRoutes(app, {
    base: '/api/general/item',
    tags,
    schema: itemInput,
    createAccess: ['item_create'],
    editAccess: ['item_edit'],
    create: (req, input, imageKey) => tenantTx(db, req, (tx) => createItem(tx, authOf(req), input, imageKey)),
    update: (req, id, input, imageKey) =>
      tenantTx(db, req, (tx) => updateItem(tx, authOf(req), id, input, imageKey)),
  });

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

  registerImageRoute(app, {
    base: '/api/general/item',
    tags,
    access: ['item_list', 'product_list', 'sale_create'],
    table: 'items',
  });

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
