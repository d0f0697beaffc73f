import { stocktakeEndpoints as e } from '@bb/contracts';
import { authOf, type RouteAccess, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerTable } from '../../platform/table/routes.js';
import { createDocument } from '../documents/lifecycle.js';
import { calculate } from './calculation.js';
import { saveCounts, scan } from './counting.js';
import { stocktakeDocument } from './document.js';
import { cancelProcess, getProcess, processLookup, snapshotList, startProcess } from './process.js';
import { supersedingDocuments } from './superseded.js';
import { comparisonTable, countLinesTable, processesTable } from './tables.js';

const access = (...abilities: string[]) => abilities as unknown as RouteAccess;

/**
 * Stocktake: start a process (its snapshot), count (typed or scanned), compare, calculate and apply the
 * differences as one STK- document on the kernel. The apply is a document create without edit or delete:
 * a closed count is never rewritten.
 */
export async function stocktakeRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const tx = <T>(req: Parameters<typeof authOf>[0], fn: Parameters<typeof tenantTx<T>>[2]) =>
    tenantTx(db, req, fn);

  handle(app, e.start, (req) => tx(req, (t) => startProcess(t, authOf(req), req.body)));
  handle(app, e.open, (req) => tx(req, (t) => processLookup(t, authOf(req), 'open')));
  handle(app, e.forCalculation, (req) => tx(req, (t) => processLookup(t, authOf(req), 'calculation')));
  handle(app, e.snapshots, (req) =>
    tx(req, (t) => snapshotList(t, authOf(req), req.query.inventory_process_id)),
  );
  handle(app, e.get, (req) => tx(req, (t) => getProcess(t, authOf(req), req.params.id)));
  handle(app, e.superseded, (req) => tx(req, (t) => supersedingDocuments(t, authOf(req), req.params.id)));
  handle(app, e.count, (req) => tx(req, (t) => saveCounts(t, authOf(req), req.params.id, req.body)));
  handle(app, e.scan, (req) => tx(req, (t) => scan(t, authOf(req), req.params.id, req.body)));
  handle(app, e.cancel, (req) => tx(req, (t) => cancelProcess(t, authOf(req), req.params.id)));
  handle(app, e.calculation, (req) =>
    tx(req, async (t) => {
      const { inventory_id: _, ...calc } = await calculate(t, authOf(req), req.params.id);
      return calc;
    }),
  );
  handle(app, e.apply, (req) =>
    tx(req, (t) =>
      idempotent(t, req, 'stocktake.create', () =>
        createDocument(t, authOf(req), stocktakeDocument, req.body),
      ),
    ),
  );

  const lists = access(
    'inventory_adjustment_list',
    'inventory_adjustment_create',
    'inventory_adjustment_comparison',
    'inventory_adjustment_calculate',
  );
  registerTable(app, '/api/inventory-adjustment', processesTable, {
    access: lists,
    title: 'Stocktakes',
    tag: 'stocktake',
  });
  registerTable(app, '/api/inventory-process-count', countLinesTable, {
    access: access('inventory_adjustment_create'),
    title: 'Stocktake count',
    tag: 'stocktake',
  });
  registerTable(app, '/api/inventory-process-comparison', comparisonTable, {
    access: access('inventory_adjustment_comparison', 'inventory_adjustment_calculate'),
    title: 'Stocktake comparison',
    tag: 'stocktake',
  });
}
