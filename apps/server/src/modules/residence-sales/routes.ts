import {
  customerResidenceSalesEndpoint,
  keyHandoverEndpoint,
  RESIDENCE_AGEING_TABLES,
  residenceReceiptEndpoints,
  residenceSaleEndpoints,
  residenceSaleReturnEndpoints,
  residenceScheduleEndpoint,
} from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerTable } from '../../platform/table/routes.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { customerAgeingTable, projectAgeingTable } from './ageing.js';
import { handOverKey } from './key-handover.js';
import { customerResidenceSales, getResidenceSale, residenceSalesTable, scheduleOf } from './queries.js';
import { residenceReceiptDocument } from './receipt-document.js';
import { getResidenceReceipt, residenceReceiptsTable } from './receipt-queries.js';
import { residenceSaleReturnDocument } from './return-document.js';
import { getResidenceSaleReturn, residenceSaleReturnsTable } from './return-queries.js';
import { residenceSaleDocument } from './sale-document.js';

/**
 * Residence sales, their receipts and returns on the document kernel, a sale's schedule, key handover, a
 * customer's residence sales, the overdue ageing lists.
 */
export async function residenceSalesRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerDeclaredDocument(app, residenceSaleDocument, {
    endpoints: residenceSaleEndpoints,
    title: 'Residence sales',
    list: residenceSalesTable,
    get: getResidenceSale,
    model: {
      view: ['residence_sale_list'],
      edit: ['residence_sale_create', 'residence_sale_edit'],
      auditable: true,
    },
  });
  registerDeclaredDocument(app, residenceReceiptDocument, {
    endpoints: residenceReceiptEndpoints,
    title: 'Residence receipts',
    list: residenceReceiptsTable,
    get: getResidenceReceipt,
  });
  handle(app, residenceScheduleEndpoint, (req) =>
    tenantTx(db, req, async (tx) => {
      await getResidenceSale(tx, authOf(req), req.params.id);
      return { data: await scheduleOf(tx, req.params.id, req.query.as_of) };
    }),
  );
  handle(app, keyHandoverEndpoint, (req) =>
    tenantTx(db, req, (tx) => handOverKey(tx, authOf(req), req.params.id, req.body)),
  );
  // returns are created, never edited or deleted (a mistaken one is corrected by selling the units again)
  const { update: _edit, ...returnEndpoints } = residenceSaleReturnEndpoints;
  registerDeclaredDocument(app, residenceSaleReturnDocument, {
    endpoints: returnEndpoints,
    title: 'Residence sale returns',
    list: residenceSaleReturnsTable,
    get: getResidenceSaleReturn,
    model: {
      view: ['residence_sale_return_list'],
      edit: ['residence_sale_return_create'],
      auditable: true,
    },
  });
  registerTable(app, RESIDENCE_AGEING_TABLES.customer, customerAgeingTable, {
    title: 'Residence ageing per customer',
  });
  registerTable(app, RESIDENCE_AGEING_TABLES.project, projectAgeingTable, {
    title: 'Residence ageing per project',
  });
  handle(app, customerResidenceSalesEndpoint, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await customerResidenceSales(tx, authOf(req), req.params.id, req.query.as_of),
    })),
  );
}
