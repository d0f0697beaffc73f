import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The ledger module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    accounts: AccountsTable;
    journal_entries: JournalEntriesTable;
    journal_lines: JournalLinesTable;
    journal_daily: JournalDailyTable;
    document_sequences: DocumentSequencesTable;
  }
}

export interface AccountsTable {
  tenant_id: Id;
  id: GeneratedId;
  code: string;
  name: string;
  type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
  system_key: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface JournalEntriesTable {
  tenant_id: Id;
  id: GeneratedId;
  entry_date: string;
  document_type: string;
  document_id: Id | null;
  inventory_id: Id | null;
  description: Generated<string>;
  user_id: Id | null;
  reverses_entry_id: Id | null;
  created_at: CreatedAt;
}

export interface JournalLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  entry_id: Id;
  entry_date: string;
  account_id: Id;
  debit: Numeric;
  credit: Numeric;
  currency_code: string;
  amount: Numeric;
  rate: Numeric;
  party_type: 'customer' | 'supplier' | 'employee' | 'shareholder' | 'patient' | 'collector' | null;
  party_id: Id | null;
  cash_box_id: Id | null;
  inventory_id: Id | null;
  dim_type: string | null;
  dim_id: Id | null;
}

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

export interface DocumentSequencesTable {
  tenant_id: Id;
  inventory_id: Generated<Id>;
  doc_type: string;
  last_number: Generated<string>;
}
