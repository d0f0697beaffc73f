import { stocktakeEndpoints as e, STOCKTAKE_TABLES } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
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

  registerTable(app, STOCKTAKE_TABLES.processes, processesTable, { title: 'Stocktakes' });
  registerTable(app, STOCKTAKE_TABLES.count, countLinesTable, { title: 'Stocktake count' });
  registerTable(app, STOCKTAKE_TABLES.comparison, comparisonTable, { title: 'Stocktake comparison' });
}
