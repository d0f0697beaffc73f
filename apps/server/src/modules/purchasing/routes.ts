import { purchaseEndpoints, purchaseOrderEndpoints, purchaseReturnEndpoints } from '@bb/contracts';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { getPurchaseOrder, purchaseOrderDocument } from './orders.js';
import { purchaseDocument } from './purchases.js';
import { purchaseRawEditRoutes } from './raw-edit.js';
import {
  getPurchase,
  getPurchaseReturn,
  newestPurchases,
  receivableOrders,
  returnableLots,
} from './reads.js';
import { purchaseReportRoutes } from './report-routes.js';
import { purchaseReturnDocument } from './returns.js';
import { purchaseOrdersTable, purchaseReturnsTable, purchasesTable } from './tables.js';

/** Purchase orders, purchases and purchase returns: lists, one, create, update, delete, lookups. */
export async function purchasingRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  registerDeclaredDocument(app, purchaseOrderDocument, {
    endpoints: purchaseOrderEndpoints,
    title: 'Purchase orders',
    list: purchaseOrdersTable,
    get: (tx, _auth, id) => getPurchaseOrder(tx, id),
    model: {
      view: ['purchase_order_list'],
      edit: ['purchase_order_create', 'purchase_order_edit'],
      auditable: true,
    },
  });
  handle(app, purchaseOrderEndpoints.receivable, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await receivableOrders(tx, req.query) })),
  );

  registerDeclaredDocument(app, purchaseDocument, {
    endpoints: purchaseEndpoints,
    title: 'Purchases',
    list: purchasesTable,
    get: (tx, _auth, id) => getPurchase(tx, id),
    model: {
      view: ['purchase_list'],
      edit: ['purchase_create', 'purchase_edit', 'purchase_add'],
      auditable: true,
    },
  });
  handle(app, purchaseEndpoints.newest, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await newestPurchases(tx, req.query.inventory_id) })),
  );

  registerDeclaredDocument(app, purchaseReturnDocument, {
    endpoints: purchaseReturnEndpoints,
    title: 'Purchase returns',
    list: purchaseReturnsTable,
    get: (tx, _auth, id) => getPurchaseReturn(tx, id),
    model: {
      view: ['purchase_return_list'],
      edit: ['purchase_return_create', 'purchase_return_edit'],
      auditable: true,
    },
  });
  handle(app, purchaseReturnEndpoints.returnableLots, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await returnableLots(tx, req.query) })),
  );

  await app.register(purchaseReportRoutes);
  await app.register(purchaseRawEditRoutes);
}
