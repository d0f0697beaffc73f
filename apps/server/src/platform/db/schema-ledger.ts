import type { ColumnType } from 'kysely';

type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
type Numeric = ColumnType<string, string, string>;

/**
 * Per-day sums of the journal lines per account and currency (migration 0011), written only by the
 * `daily` trigger on `journal_lines`; the application role may only read it. A day's total is the sum
 * over its slots.
 */
export interface JournalDailyTable {
  tenant_id: Id;
  account_id: Id;
  currency_code: string;
  entry_date: string;
  slot: number;
  amount: Numeric;
  debit: Numeric;
  credit: Numeric;
}
