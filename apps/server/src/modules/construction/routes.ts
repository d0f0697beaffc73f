import {
  constructionBoqLine,
  constructionOrderEndpoints,
  constructionProject,
  constructionStockOutEndpoints,
  constructionEndpoints as e,
  QUANTIFICATION_TABLES,
} from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerResource } from '../../platform/resources/register.js';
import { registerTable } from '../../platform/table/routes.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { importBoq, readBoqForm } from './boq-import.js';
import { closeOrder, constructionOrderDocument, getOrder, openOrders } from './orders.js';
import { PROJECT_RULES, projectBoq } from './projects.js';
import { getConstructionStockOut } from './stock-out-record.js';
import { constructionStockOutDocument } from './stock-outs.js';
import {
  ordersTable,
  quantificationBuildings,
  quantificationLines,
  quantificationProjects,
  stockOutsTable,
} from './tables.js';

/** Construction: projects and their bills of quantities, stock-out orders, stock-outs, quantification. */
export async function constructionRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerResource(app, constructionProject, PROJECT_RULES);
  registerResource(app, constructionBoqLine);
  handle(app, e.projectBoq, (req) => tenantTx(db, req, (tx) => projectBoq(tx, authOf(req), req.params.id)));
  handle(app, e.openOrders, (req) => tenantTx(db, req, (tx) => openOrders(tx, authOf(req))));
  handle(app, e.closeOrder, (req) => tenantTx(db, req, (tx) => closeOrder(tx, authOf(req), req.params.id)));
  handle(app, e.importBoq, async (req) => {
    const form = await readBoqForm(req);
    return tenantTx(db, req, (tx) => importBoq(tx, authOf(req), form.buffer, form.projectId));
  });
  registerDeclaredDocument(app, constructionOrderDocument, {
    endpoints: constructionOrderEndpoints,
    title: 'Stock-out orders',
    list: ordersTable,
    get: getOrder,
    model: {
      view: ['construction_stock_out_order_list'],
      edit: ['construction_stock_out_order_edit'],
      auditable: false,
    },
  });
  registerDeclaredDocument(app, constructionStockOutDocument, {
    endpoints: constructionStockOutEndpoints,
    title: 'Construction stock-outs',
    list: stockOutsTable,
    get: getConstructionStockOut,
    model: {
      view: ['construction_stock_out_list'],
      edit: ['construction_stock_out_edit'],
      auditable: false,
    },
  });
  for (const [table, spec, title] of [
    [QUANTIFICATION_TABLES.lines, quantificationLines, 'Quantification'],
    [QUANTIFICATION_TABLES.buildings, quantificationBuildings, 'Quantification by building'],
    [QUANTIFICATION_TABLES.projects, quantificationProjects, 'Quantification by project'],
  ] as const)
    registerTable(app, table, spec, { title });
}
