import {
  customerResidenceSalesEndpoint,
  keyHandoverEndpoint,
  residenceReceiptEndpoints,
  residenceSaleEndpoints,
  residenceScheduleEndpoint,
} from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { handOverKey } from './key-handover.js';
import { customerResidenceSales, getResidenceSale, residenceSalesTable, scheduleOf } from './queries.js';
import { residenceReceiptDocument } from './receipt-document.js';
import { getResidenceReceipt, residenceReceiptsTable } from './receipt-queries.js';
import { residenceSaleDocument } from './sale-document.js';

/** Residence sales and their receipts on the document kernel, a sale's schedule, key handover, a customer's residence sales. */
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
  handle(app, customerResidenceSalesEndpoint, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await customerResidenceSales(tx, authOf(req), req.params.id, req.query.as_of),
    })),
  );
}
