import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The stock-movements module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    stock_movements: StockMovementsTable;
    stock_reservations: StockReservationsTable;
  }
}

export interface StockMovementsTable {
  tenant_id: Id;
  id: GeneratedId;
  product_id: Id;
  item_id: Id;
  inventory_id: Id;
  movement_date: string;
  document_type: string;
  document_id: Id | null;
  quantity: Numeric;
  unit_cost: Numeric;
  base_unit_cost: Numeric;
  currency_code: string;
  user_id: Id | null;
  created_at: CreatedAt;
}

/** What approved documents hold on lots (reservations.ts); a lot's `reserved` is the sum of its rows. */
export interface StockReservationsTable {
  tenant_id: Id;
  id: GeneratedId;
  product_id: Id;
  item_id: Id;
  inventory_id: Id;
  holder_type: string;
  holder_id: Id;
  holder_line_id: Id | null;
  document_type: string;
  document_id: Id | null;
  quantity: Numeric;
  user_id: Id | null;
  created_at: CreatedAt;
}
