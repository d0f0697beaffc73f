import { SALE_TABLES, saleContractEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerTable } from '../../platform/table/routes.js';
import {
  createSaleContract,
  deleteSaleContract,
  getSaleContract,
  signSaleContract,
  updateSaleContract,
} from './contracts.js';
import { customerSalesForContracts, saleContractsTable } from './queries.js';

/** Sale contracts: the list, one version, create from a template and a sale, edit, sign, delete a draft. */
export async function saleContractRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerTable(app, SALE_TABLES.saleContracts, saleContractsTable, { title: 'Sale contracts' });
  const e = saleContractEndpoints;
  handle(app, e.get, (req) => tenantTx(db, req, (tx) => getSaleContract(tx, authOf(req), req.params.id)));
  handle(app, e.create, (req) => tenantTx(db, req, (tx) => createSaleContract(tx, authOf(req), req.body)));
  handle(app, e.update, (req) =>
    tenantTx(db, req, (tx) => updateSaleContract(tx, authOf(req), req.params.id, req.body.body)),
  );
  handle(app, e.sign, (req) => tenantTx(db, req, (tx) => signSaleContract(tx, authOf(req), req.params.id)));
  handle(app, e.customerSales, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await customerSalesForContracts(tx, authOf(req), req.params.id),
    })),
  );
  handle(app, e.delete, (req) =>
    tenantTx(db, req, (tx) => deleteSaleContract(tx, authOf(req), req.params.id)),
  );
}
