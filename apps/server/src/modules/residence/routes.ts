import { residenceUnitEndpoints as e, residenceUnitInput } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { guarded } from '../../platform/db/pg-errors.js';
import { handle } from '../../platform/endpoints.js';
import { registerImageFormRoutes, registerImageRoute } from '../../platform/files/image-form.js';
import { registerTable } from '../../platform/table/routes.js';
import { createUnit, deleteUnit, getUnit, searchUnits, updateUnit } from './units.js';
import { unitsTable } from './units-table.js';

/**
 * Residence units: the list (table protocol plus the unit filters of `general/residence-unit/list`),
 * export, search, one unit, create and update by multipart with an image, delete, and the image.
 */
export async function residenceRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;

  registerTable(app, e.table, unitsTable, { title: 'Residence units' });

  handle(app, e.search, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: (await searchUnits(tx, {
        ...req.body,
        currency: req.body.currency_code,
      })) as never,
    })),
  );

  handle(app, e.buildings, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: (
        await sql`select id, name, residence_block_id, number_of_floors from buildings
          order by name collate "und-x-icu" limit 5000`.execute(tx)
      ).rows as never,
    })),
  );

  handle(app, e.get, (req) => tenantTx(db, req, async (tx) => (await getUnit(tx, req.params.id)) as never));

  registerImageFormRoutes(app, {
    endpoints: e,
    schema: residenceUnitInput,
    create: (req, input, imageKey) => tenantTx(db, req, (tx) => createUnit(tx, authOf(req), input, imageKey)),
    update: (req, id, input, imageKey) => tenantTx(db, req, (tx) => updateUnit(tx, id, input, imageKey)),
  });

  handle(app, e.delete, async (req) => {
    const key = await guarded(
      'residence_units',
      () => tenantTx(db, req, (tx) => deleteUnit(tx, req.params.id)),
      {
        onDelete: true,
      },
    );
    if (key) await files.remove(key);
  });

  registerImageRoute(app, e.image, 'residence_units');
}
