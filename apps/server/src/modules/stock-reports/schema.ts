import type { Id } from '../../platform/db/schema.js';

/** The stock reports' table, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    stock_levels: StockLevelsTable;
  }
}

/**
 * Per item, branch and currency, what its lots hold together (migration 0056): written only by triggers on
 * the lots, read by the stock reports and the dashboard.
 */
export interface StockLevelsTable {
  tenant_id: Id;
  item_id: Id;
  inventory_id: Id;
  currency_code: string;
  quantity: string;
  lots: number;
  lots_on_hand: number;
  cost_value: string;
  sale_value: string;
  base_cost_value: string;
}
