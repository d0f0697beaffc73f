import {
  type PurchaseInput,
  type PurchaseOrderInput,
  type PurchaseReturnInput,
  purchaseInput,
  purchaseLookupInput,
  purchaseOrderInput,
  purchaseReturnInput,
} from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import {
  approvePurchaseOrder,
  createPurchaseOrder,
  deletePurchaseOrder,
  getPurchaseOrder,
  updatePurchaseOrder,
} from './orders.js';
import { createPurchase, deletePurchase, updatePurchase } from './purchases.js';
import { purchaseRawEditRoutes } from './raw-edit.js';
import {
  getPurchase,
  getPurchaseReturn,
  newestPurchases,
  receivableOrders,
  returnableLots,
} from './reads.js';
import { purchaseReportRoutes } from './report-routes.js';
import { createPurchaseReturn, deletePurchaseReturn, updatePurchaseReturn } from './returns.js';
import { purchaseOrdersTable, purchaseReturnsTable, purchasesTable } from './tables.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const tags = ['purchasing'];

/** Purchase orders, purchases and purchase returns: lists, one, create, update, delete, lookups. */
export async function purchasingRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerModel('purchase_order', {
    table: 'purchase_orders',
    view: ['purchase_order_list'],
    edit: ['purchase_order_create', 'purchase_order_edit'],
    auditable: true,
  });
  registerModel('purchase', {
    table: 'purchases',
    view: ['purchase_list'],
    edit: ['purchase_create', 'purchase_edit', 'purchase_add'],
    auditable: true,
  });
  registerModel('purchase_return', {
    table: 'purchase_returns',
    view: ['purchase_return_list'],
    edit: ['purchase_return_create', 'purchase_return_edit'],
    auditable: true,
  });

  // ---------------------------------------------------------------- orders
  const orders = '/api/inventory/purchase-order';
  registerTable(app, orders, purchaseOrdersTable, {
    access: ['purchase_order_list'],
    title: 'Purchase orders',
    tag: 'purchasing',
  });
  app.get(
    `${orders}/:id`,
    {
      schema: { tags, params: idParams },
      config: { access: ['purchase_order_list', 'purchase_order_edit', 'approve_purchase_order'] },
    },
    (req) => tenantTx(db, req, (tx) => getPurchaseOrder(tx, req.params.id)),
  );
  app.post(
    orders,
    { schema: { tags, body: purchaseOrderInput }, config: { access: ['purchase_order_create'] } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await tenantTx(db, req, (tx) =>
            idempotent(tx, req, 'purchase_order.create', () =>
              createPurchaseOrder(tx, authOf(req), req.body as PurchaseOrderInput),
            ),
          ),
        ),
  );
  app.put(
    `${orders}/:id`,
    {
      schema: { tags, params: idParams, body: purchaseOrderInput },
      config: { access: ['purchase_order_edit'] },
    },
    (req) =>
      tenantTx(db, req, (tx) =>
        updatePurchaseOrder(tx, authOf(req), req.params.id, req.body as PurchaseOrderInput),
      ),
  );
  app.delete(
    `${orders}/:id`,
    { schema: { tags, params: idParams }, config: { access: ['purchase_order_delete'] } },
    async (req, reply) => {
      await tenantTx(db, req, (tx) => deletePurchaseOrder(tx, req.params.id));
      return reply.status(204).send();
    },
  );
  app.post(
    `${orders}/:id/approve`,
    { schema: { tags, params: idParams }, config: { access: ['approve_purchase_order'] } },
    (req) => tenantTx(db, req, (tx) => approvePurchaseOrder(tx, authOf(req), req.params.id)),
  );
  app.get(
    '/api/general/purchase-order/list',
    {
      schema: { tags, querystring: purchaseLookupInput },
      config: { access: ['purchase_create', 'purchase_add', 'purchase_edit', 'purchase_order_list'] },
    },
    (req) => tenantTx(db, req, async (tx) => ({ data: await receivableOrders(tx, req.query) })),
  );

  // ---------------------------------------------------------------- purchases
  const purchases = '/api/inventory/purchase';
  registerTable(app, purchases, purchasesTable, {
    access: ['purchase_list'],
    title: 'Purchases',
    tag: 'purchasing',
  });
  app.get(
    `${purchases}/:id`,
    {
      schema: { tags, params: idParams },
      config: { access: ['purchase_list', 'purchase_edit', 'purchase_add'] },
    },
    (req) => tenantTx(db, req, (tx) => getPurchase(tx, req.params.id)),
  );
  app.post(
    purchases,
    { schema: { tags, body: purchaseInput }, config: { access: ['purchase_create', 'purchase_add'] } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await tenantTx(db, req, (tx) =>
            idempotent(tx, req, 'purchase.create', () =>
              createPurchase(tx, authOf(req), req.body as PurchaseInput),
            ),
          ),
        ),
  );
  app.put(
    `${purchases}/:id`,
    { schema: { tags, params: idParams, body: purchaseInput }, config: { access: ['purchase_edit'] } },
    (req) =>
      tenantTx(db, req, (tx) => updatePurchase(tx, authOf(req), req.params.id, req.body as PurchaseInput)),
  );
  app.delete(
    `${purchases}/:id`,
    { schema: { tags, params: idParams }, config: { access: ['purchase_delete'] } },
    async (req, reply) => {
      await tenantTx(db, req, (tx) => deletePurchase(tx, authOf(req), req.params.id));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/purchase/newest-list',
    {
      schema: { tags, querystring: purchaseLookupInput },
      config: { access: ['purchase_list', 'purchase_create', 'purchase_add'] },
    },
    (req) => tenantTx(db, req, async (tx) => ({ data: await newestPurchases(tx, req.query.inventory_id) })),
  );

  // ---------------------------------------------------------------- returns
  const returns = '/api/inventory/purchase-return';
  registerTable(app, returns, purchaseReturnsTable, {
    access: ['purchase_return_list'],
    title: 'Purchase returns',
    tag: 'purchasing',
  });
  app.get(
    `${returns}/:id`,
    {
      schema: { tags, params: idParams },
      config: { access: ['purchase_return_list', 'purchase_return_create', 'purchase_return_edit'] },
    },
    (req) => tenantTx(db, req, (tx) => getPurchaseReturn(tx, req.params.id)),
  );
  app.post(
    returns,
    { schema: { tags, body: purchaseReturnInput }, config: { access: ['purchase_return_create'] } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await tenantTx(db, req, (tx) =>
            idempotent(tx, req, 'purchase_return.create', () =>
              createPurchaseReturn(tx, authOf(req), req.body as PurchaseReturnInput),
            ),
          ),
        ),
  );
  app.put(
    `${returns}/:id`,
    {
      schema: { tags, params: idParams, body: purchaseReturnInput },
      config: { access: ['purchase_return_edit'] },
    },
    (req) =>
      tenantTx(db, req, (tx) =>
        updatePurchaseReturn(tx, authOf(req), req.params.id, req.body as PurchaseReturnInput),
      ),
  );
  app.delete(
    `${returns}/:id`,
    { schema: { tags, params: idParams }, config: { access: ['purchase_return_delete'] } },
    async (req, reply) => {
      await tenantTx(db, req, (tx) => deletePurchaseReturn(tx, authOf(req), req.params.id));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/purchase-return/lots',
    {
      schema: { tags, querystring: purchaseLookupInput },
      config: { access: ['purchase_return_create', 'purchase_return_edit'] },
    },
    (req) => tenantTx(db, req, async (tx) => ({ data: await returnableLots(tx, req.query) })),
  );

  await app.register(purchaseReportRoutes);
  await app.register(purchaseRawEditRoutes);
}
