/**
 * The performance targets of the issues, measured or not yet. `scenario` names the report line that
 * measures a target once it exists; until then `lands` says which module brings it.
 */
export interface Target {
  what: string;
  target: string;
  scenario?: string;
  lands?: string;
}

export const TARGETS: readonly Target[] = [
  {
    what: 'npm start: serving after start on an existing data directory',
    target: '< 3 s',
    scenario: 'start-up',
  },
  { what: 'Sign-in route JavaScript', target: '< 250 kB gzipped', scenario: 'web: sign-in JS' },
  { what: 'Largest JavaScript chunk', target: '< 500 kB gzipped', scenario: 'web: largest chunk' },
  {
    what: 'Table-protocol list over 5,000,000 sale lines',
    target: 'p95 < 50 ms at 20 clients',
    scenario: 'sale-lines-list',
  },
  {
    what: 'Export of 100,000 rows (xlsx)',
    target: '< 5 s and < 150 MB memory growth',
    scenario: 'export-100k',
  },
  {
    what: 'Product search, exact barcode, 1,000,000 lots',
    target: 'p95 < 5 ms at 50 clients',
    scenario: 'product-search-barcode',
  },
  {
    what: 'Product search, name fragment, 1,000,000 lots',
    target: 'p95 < 30 ms at 50 clients',
    scenario: 'product-search-name',
  },
  {
    what: 'Each stock report, first page, 1,000,000 lots (eight scenarios stock-report-*)',
    target: '< 1 s at 1 client',
    scenario: 'stock-report-products',
  },
  { what: 'Dashboard data at scale 1', target: 'p95 < 100 ms at 1 client', scenario: 'dashboard' },
  { what: 'Sale commit', target: '>= 500 sales/s at 50 clients, zero oversell', scenario: 'sale-commit' },
  { what: 'Ledger posting', target: '>= 2,000 entries/s at 20 writers', scenario: 'ledger-post' },
  { what: 'Party statement over 1,000,000 lines', target: '< 100 ms', scenario: 'party-statement' },
  { what: 'Balance sheet over 10,000,000 lines', target: '< 2 s', scenario: 'balance-sheet' },
  {
    what: 'POS interactive (scan to line on screen)',
    target: '< 1.5 s',
    lands: 'POS screen (browser measurement)',
  },
];
