import { itemEndpoints as e, ITEM_TABLE, itemInput } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { registerImageFormRoutes, registerImageRoute } from '../../platform/files/image-form.js';
import { registerTable } from '../../platform/table/routes.js';
import { addToStock } from './add-to-stock.js';
import { createItem, getItem, lastCustomBarcode, nextCustomBarcode, updateItem } from './items.js';
import { itemsTable } from './items-table.js';

const today = () => new Date().toISOString().slice(0, 10);

export async function catalogRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;
  registerTable(app, ITEM_TABLE, itemsTable, { title: 'Items' });

  handle(app, e.get, (req) => tenantTx(db, req, async (tx) => (await getItem(tx, req.params.id)) as never));

  registerImageFormRoutes(app, {
    endpoints: e,
    schema: itemInput,
    create: (req, input, imageKey) => tenantTx(db, req, (tx) => createItem(tx, authOf(req), input, imageKey)),
    update: (req, id, input, imageKey) =>
      tenantTx(db, req, (tx) => updateItem(tx, authOf(req), id, input, imageKey)),
  });

  handle(app, e.delete, async (req) => {
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
  });

  registerImageRoute(app, e.image, 'items');

  handle(app, e.lastCustomBarcode, (req) =>
    tenantTx(db, req, async (tx) => ({ name: await lastCustomBarcode(tx) })),
  );
  handle(app, e.nextCustomBarcode, (req) =>
    tenantTx(db, req, async (tx) => ({ name: await nextCustomBarcode(tx) })),
  );

  handle(app, e.addToStock, (req) =>
    tenantTx(db, req, (tx) => addToStock(tx, authOf(req), req.params.id, req.body, today())),
  );

  // Lookups of items by type for recipes, preparations and services (shared-screens.md section 7).
  for (const [endpoint, type] of [
    [e.services, 3],
    [e.materials, 2],
    [e.materialsList, 2],
  ] as const) {
    handle(app, endpoint, (req) =>
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
