import {
  type ExportQuery,
  exportQuery,
  residenceUnitInput,
  residenceUnitListFilters,
  residenceUnitSearchInput,
  type TableQuery,
  tableQuery,
} from '@bb/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { guarded } from '../../platform/db/pg-errors.js';
import { registerImageFormRoutes, registerImageRoute } from '../../platform/files/image-form.js';
import { sendTableExport } from '../../platform/table/routes.js';
import { runTable } from '../../platform/table/run.js';
import { createUnit, deleteUnit, getUnit, searchUnits, updateUnit } from './units.js';
import { unitsTable } from './units-table.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const listQuery = tableQuery.extend(residenceUnitListFilters.shape);
const exportBody = exportQuery.extend(residenceUnitListFilters.shape);
const BASE = '/api/general/residence-unit';
const LIST = ['residence_unit_list'] as const;
const LIST_OR_SALE = ['residence_unit_list', 'residence_sale_create'] as const;

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
  app.post(`${BASE}/export`, { schema: { tags, body: exportBody }, config: { access: LIST } }, (req, reply) =>
    sendTableExport(req, reply, unitsTable, req.body as ExportQuery, 'Residence units'),
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

  registerImageFormRoutes(app, {
    base: BASE,
    tags,
    schema: residenceUnitInput,
    createAccess: ['residence_unit_create'],
    editAccess: ['residence_unit_edit'],
    create: (req, input, imageKey) => tenantTx(db, req, (tx) => createUnit(tx, authOf(req), input, imageKey)),
    update: (req, id, input, imageKey) => tenantTx(db, req, (tx) => updateUnit(tx, id, input, imageKey)),
  });

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

  registerImageRoute(app, { base: BASE, tags, access: LIST_OR_SALE, table: 'residence_units' });
}
