import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The stocktake module's tables (migration 0053_stocktake), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    inventory_processes: InventoryProcessesTable;
    inventory_snapshots: InventorySnapshotsTable;
    inventory_snapshot_lines: InventorySnapshotLinesTable;
    inventory_counts: InventoryCountsTable;
    stocktake_adjustments: StocktakeAdjustmentsTable;
    stocktake_adjustment_lines: StocktakeAdjustmentLinesTable;
  }
}

export interface InventoryProcessesTable {
  tenant_id: Id;
  id: GeneratedId;
  inventory_id: Id;
  /** 1 counting, 2 applied, 3 cancelled. */
  status: Defaulted<number>;
  scope: Defaulted<string>;
  scope_id: Id | null;
  blind: Defaulted<boolean>;
  recount_threshold: Numeric | null;
  note: string | null;
  adjustment_id: Id | null;
  started_by: Id | null;
  closed_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface InventorySnapshotsTable {
  tenant_id: Id;
  id: GeneratedId;
  process_id: Id;
  inventory_id: Id;
  taken_at: CreatedAt;
  lines: Defaulted<number>;
  value: Defaulted<string>;
}

export interface InventorySnapshotLinesTable {
  tenant_id: Id;
  snapshot_id: Id;
  product_id: Id;
  item_id: Id;
  quantity: Numeric;
  base_cost: Numeric;
}

export interface InventoryCountsTable {
  tenant_id: Id;
  process_id: Id;
  product_id: Id;
  counted: Numeric;
  /** The system quantity when the lot was counted: the snapshot plus the movements since. */
  expected: Numeric;
  flagged: Defaulted<boolean>;
  recounted: Defaulted<boolean>;
  entries: Defaulted<number>;
  counted_by: Id | null;
  counted_at: CreatedAt;
}

export interface StocktakeAdjustmentsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  process_id: Id;
  snapshot_id: Id;
  date: ColumnType<string, string, string>;
  gain: Defaulted<string>;
  loss: Defaulted<string>;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StocktakeAdjustmentLinesTable {
  tenant_id: Id;
  adjustment_id: Id;
  product_id: Id;
  snapshot_quantity: Numeric;
  expected: Numeric;
  counted: Numeric;
  difference: Numeric;
  unit_cost: Numeric;
}
