import { hospitalScenarios } from './hospital.js';
import { hrScenarios } from './hr.js';
import { identityScenarios } from './identity.js';
import { ledgerScenarios } from './ledger.js';
import { listScenarios } from './lists.js';
import { salesScenarios } from './sales.js';
import { searchScenarios } from './search.js';
import { stockReportScenarios } from './stock-reports.js';
import { stocktakeScenarios } from './stocktake.js';
import { systemScenarios } from './system.js';
import type { Scenario } from './types.js';

/**
 * Every load scenario, in run order (CPU-heavy ones last so they do not warm the machine for the others).
 * A module adds its scenarios as one more declaration each, for example:
 *   { name: 'product-search-barcode', method: 'GET', path: (ctx, i) => `/api/product/search?q=${...}`,
 *     auth: 'staff', concurrency: 50, needs: ['lots'], target: { text: 'p95 < 5 ms at 50 clients', p95Ms: 5 } }
 */
export const SCENARIOS: readonly Scenario[] = [
  ...systemScenarios,
  ...identityScenarios,
  ...searchScenarios,
  ...ledgerScenarios,
  ...listScenarios,
  ...stockReportScenarios,
  ...salesScenarios,
  ...hospitalScenarios,
  ...hrScenarios,
  ...stocktakeScenarios,
];

export type {
  Actor,
  HttpScenario,
  Prepared,
  PrepareTools,
  ProcessScenario,
  RunContext,
  Scenario,
  SqlStatement,
  SqlTools,
} from './types.js';
