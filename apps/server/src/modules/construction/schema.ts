import type { CreatedAt, Defaulted, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The construction module's tables (migration 0061_construction), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    construction_projects: ConstructionProjectsTable;
    construction_boq_lines: ConstructionBoqLinesTable;
    construction_stock_out_orders: ConstructionOrdersTable;
    construction_stock_out_order_lines: ConstructionOrderLinesTable;
    construction_stock_outs: ConstructionStockOutsTable;
    construction_stock_out_lines: ConstructionStockOutLinesTable;
  }
}

export interface ConstructionProjectsTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  code: string | null;
  inventory_id: Id;
  building_id: Id | null;
  status: Defaulted<number>;
  note: string | null;
  account_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ConstructionBoqLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  project_id: Id;
  code: string | null;
  name: string;
  item_id: Id;
  building_id: Id | null;
  planned_quantity: Numeric;
  planned_cost: Numeric;
  note: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ConstructionOrdersTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  project_id: Id;
  date: string;
  note: string | null;
  status: Defaulted<number>;
  created_by: Id | null;
  approved_by: Id | null;
  approved_at: Date | null;
  closed_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ConstructionOrderLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  order_id: Id;
  boq_line_id: Id;
  item_id: Id;
  quantity: Numeric;
}

export interface ConstructionStockOutsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  order_id: Id;
  project_id: Id;
  date: string;
  is_return: Defaulted<boolean>;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ConstructionStockOutLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  stock_out_id: Id;
  order_line_id: Id;
  boq_line_id: Id;
  item_id: Id;
  product_id: Id;
  quantity: Numeric;
  unit_cost: Numeric;
}
