import { giftInput } from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import { getGift, giftsTable } from './queries.js';
import { createGift, deleteGift, updateGift } from './service.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const tags = ['stock'];
const BASE = '/api/inventory/gift';

/** Gifts: list and export, one gift, create (idempotent), edit and delete. */
export async function giftRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerModel('gift', {
    table: 'gifts',
    view: ['gift_list'],
    edit: ['gift_create', 'gift_edit'],
    auditable: true,
  });
  registerTable(app, BASE, giftsTable, { access: ['gift_list'], title: 'Gifts', tag: 'stock' });
  app.get(
    `${BASE}/:id`,
    { schema: { tags, params: idParams }, config: { access: ['gift_list', 'gift_edit'] } },
    (req) => tenantTx(db, req, (tx) => getGift(tx, authOf(req), req.params.id)),
  );
  app.post(
    BASE,
    { schema: { tags, body: giftInput }, config: { access: ['gift_create'] } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await tenantTx(db, req, (tx) =>
            idempotent(tx, req, 'gift.create', () => createGift(tx, authOf(req), req.body)),
          ),
        ),
  );
  app.put(
    `${BASE}/:id`,
    { schema: { tags, params: idParams, body: giftInput }, config: { access: ['gift_edit'] } },
    (req) => tenantTx(db, req, (tx) => updateGift(tx, authOf(req), req.params.id, req.body)),
  );
  app.delete(
    `${BASE}/:id`,
    { schema: { tags, params: idParams }, config: { access: ['gift_delete'] } },
    async (req, reply) => {
      await tenantTx(db, req, (tx) => deleteGift(tx, authOf(req), req.params.id));
      return reply.status(204).send();
    },
  );
}
