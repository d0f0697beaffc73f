import {
  assetClearanceEndpoints,
  assetEndpoints,
  collectionAgeingEndpoint,
  depreciationFailuresEndpoint,
  expenseDocumentEndpoints,
  moneyCollectionEndpoints,
  profitDistributionEndpoints,
  receiveCollectionEndpoint,
  runDepreciationEndpoint,
} from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { tenantClock } from '../../platform/scheduler.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { assetDocument } from './asset.js';
import { assetClearanceDocument } from './asset-clearance.js';
import { runDepreciation } from './asset-depreciation.js';
import {
  assetClearancesTable,
  assetsTable,
  depreciationFailures,
  getAsset,
  getAssetClearance,
} from './asset-queries.js';
import { collectionAgeing, getMoneyCollection, moneyCollectionsTable } from './collection-queries.js';
import { receiveCollection } from './collection-receive.js';
import { expenseDocument } from './expense-document.js';
import { expenseDocumentsTable, getExpenseDocument } from './expense-queries.js';
import { moneyCollectionDocument } from './money-collection.js';
import { profitDistributionDocument } from './profit-distribution.js';
import { getProfitDistribution, profitDistributionsTable } from './profit-distribution-queries.js';
import { accountingReportRoutes } from './reports.js';
import { shareholderStatementRoutes } from './shareholder-statements.js';

/**
 * Accounting breadth: expense documents and money collections (list, export, one, create, edit, delete
 * from the kernel), receiving a collection, and the accounting reports.
 */
export async function accountingRoutes(app: App): Promise<void> {
  registerDeclaredDocument(app, expenseDocument, {
    endpoints: expenseDocumentEndpoints,
    title: 'Expense documents',
    list: expenseDocumentsTable,
    get: getExpenseDocument,
    model: {
      view: ['expense_document_list'],
      edit: ['expense_document_create', 'expense_document_edit'],
      auditable: true,
    },
  });
  registerDeclaredDocument(app, moneyCollectionDocument, {
    endpoints: moneyCollectionEndpoints,
    title: 'Money collections',
    list: moneyCollectionsTable,
    get: getMoneyCollection,
  });
  const { db } = app.deps;
  handle(app, collectionAgeingEndpoint, (req) =>
    tenantTx(db, req, (tx) =>
      collectionAgeing(tx, authOf(req), req.query.as_of ?? tenantClock(new Date()).today),
    ),
  );
  handle(app, depreciationFailuresEndpoint, (req) =>
    tenantTx(db, req, (tx) => depreciationFailures(tx, authOf(req))),
  );
  handle(app, receiveCollectionEndpoint, (req) =>
    tenantTx(db, req, (tx) => receiveCollection(tx, authOf(req), req.params.id, req.body)),
  );
  registerDeclaredDocument(app, assetDocument, {
    endpoints: assetEndpoints,
    title: 'Assets',
    list: assetsTable,
    get: getAsset,
    model: { view: ['asset_list'], edit: ['asset_create', 'asset_edit'], auditable: false },
  });
  handle(app, runDepreciationEndpoint, (req) =>
    tenantTx(db, req, (tx) => runDepreciation(tx, req.body.as_of)),
  );
  registerDeclaredDocument(app, assetClearanceDocument, {
    endpoints: assetClearanceEndpoints,
    title: 'Asset clearances',
    list: assetClearancesTable,
    get: getAssetClearance,
  });
  accountingReportRoutes(app);
  shareholderStatementRoutes(app);
  registerDeclaredDocument(app, profitDistributionDocument, {
    endpoints: profitDistributionEndpoints,
    title: 'Profit distributions',
    list: profitDistributionsTable,
    get: getProfitDistribution,
  });
}
