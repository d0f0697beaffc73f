import type { ColumnType } from 'kysely';

type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

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
