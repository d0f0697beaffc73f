import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, GeneratedId, Id, Numeric } from '../../../platform/db/schema.js';

/** The gifts module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../../platform/db/schema.js' {
  interface Database {
    gifts: GiftsTable;
    gift_lines: GiftLinesTable;
  }
}

/** Gifts (migration 0016_gifts). */
export interface GiftsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: ColumnType<string, string, string>;
  customer_id: Id | null;
  reason: string;
  note: string | null;
  value: Defaulted<string>;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface GiftLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  gift_id: Id;
  product_id: Id;
  quantity: Numeric;
  unit_cost: Numeric;
}
