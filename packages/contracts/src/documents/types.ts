import { MONEY_DOCUMENT_KINDS, type MoneyDocumentKind } from '../money-documents.js';
import { DESCRIPTION_SEPARATOR, DESCRIPTION_VALUE } from '../table.js';

/**
 * The general ledger's sections (shared-screens.md section 9), in the spec's words: the list answers and
 * filters by these values; the web shows them as `documents:section.<value>`.
 */
export const LEDGER_SECTIONS = [
  'Expense',
  'Income',
  'General Payment',
  'Loss',
  'Debt',
  'Receipt',
  'Payment',
  'Product',
  'Cash Box',
] as const;
export type LedgerSection = (typeof LEDGER_SECTIONS)[number];

export interface DocumentTypeInfo {
  /** The shown number's prefix (S-12); null for entries that are not numbered documents. */
  prefix: string | null;
  section: LedgerSection;
}

const MONEY_SECTIONS: Record<MoneyDocumentKind, LedgerSection> = {
  variable_expense: 'Expense',
  income: 'Income',
  general_payment: 'General Payment',
  loss: 'Loss',
  capital: 'Cash Box',
  cashback_capital: 'Cash Box',
  cash_box_transfer: 'Cash Box',
  money_conversion: 'Cash Box',
  cash_box_adjustment_entry: 'Cash Box',
  receipt: 'Receipt',
  customer_debt: 'Debt',
  customer_adjustment_entry: 'Cash Box',
  supplier_payment: 'Payment',
  supplier_debt: 'Debt',
  supplier_adjustment_entry: 'Cash Box',
};

const money = Object.fromEntries(
  (Object.keys(MONEY_DOCUMENT_KINDS) as MoneyDocumentKind[]).map((kind) => [
    kind,
    { prefix: MONEY_DOCUMENT_KINDS[kind].prefix, section: MONEY_SECTIONS[kind] },
  ]),
) as Record<MoneyDocumentKind, DocumentTypeInfo>;

/**
 * Every document type id the journal, stock movements, audits and notifications name, declared once. The
 * id is what `journal_entries.document_type` and `stock_movements.document_type` hold; the web shows it as
 * `documents:type.<id>` in the user's language (a test fails on a missing translation).
 */
export const DOCUMENT_TYPES = {
  sale: { prefix: 'S-', section: 'Product' },
  sale_return: { prefix: 'SR-', section: 'Product' },
  purchase_order: { prefix: 'PO-', section: 'Product' },
  purchase: { prefix: 'P-', section: 'Product' },
  purchase_return: { prefix: 'PR-', section: 'Product' },
  add_to_stock: { prefix: null, section: 'Product' },
  gift: { prefix: 'G-', section: 'Product' },
  goods_stock_out: { prefix: 'GSO-', section: 'Product' },
  stock_adjustment: { prefix: 'SA-', section: 'Product' },
  daily_stock_adjustment: { prefix: 'DSA-', section: 'Product' },
  item_transfer: { prefix: 'T-', section: 'Product' },
  transfer_return: { prefix: 'TR-', section: 'Product' },
  hr_monthly_payroll: { prefix: 'PAY-', section: 'Expense' },
  hr_advance_payment: { prefix: 'ADV-', section: 'Payment' },
  hr_advance_payment_return: { prefix: 'ADVR-', section: 'Receipt' },
  residence_sale: { prefix: 'RS-', section: 'Product' },
  residence_receipt: { prefix: 'RR-', section: 'Receipt' },
  stocktake: { prefix: 'STK-', section: 'Product' },
  prepare_product: { prefix: 'PP-', section: 'Product' },
  expense_document: { prefix: 'ED-', section: 'Expense' },
  money_collection: { prefix: 'MC-', section: 'Cash Box' },
  asset: { prefix: 'AS-', section: 'Cash Box' },
  asset_depreciation: { prefix: null, section: 'Expense' },
  asset_clearance: { prefix: 'AC-', section: 'Cash Box' },
  construction_stock_out_order: { prefix: 'CSO-', section: 'Product' },
  construction_stock_out: { prefix: 'CST-', section: 'Product' },
  profit_distribution: { prefix: 'PD-', section: 'Cash Box' },
  residence_sale_return: { prefix: 'RSR-', section: 'Product' },
  ...money,
} as const satisfies Record<string, DocumentTypeInfo>;

export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_IDS = Object.keys(DOCUMENT_TYPES) as DocumentType[];

export function isDocumentType(value: string): value is DocumentType {
  return Object.hasOwn(DOCUMENT_TYPES, value);
}

/** The ledger section of a stored document type; anything else is cash-box work. */
export function sectionOf(type: string): LedgerSection {
  return isDocumentType(type) ? DOCUMENT_TYPES[type].section : 'Cash Box';
}

/** The web's translation key of a document type (namespace `documents`). */
export const documentTypeKey = (type: string): string => `type.${isDocumentType(type) ? type : 'unknown'}`;

/**
 * Journal descriptions the server writes itself (not typed by a user), each stored by its key in
 * `journal_entries.description` and shown like a document type: `documents:description.<key>` in the user's
 * language. `legacy` is the English text entries held before the key (posted entries are never updated, so
 * the web maps that text too); it is also the English a client that sends no names gets. A document's entry
 * stores it after the document's number (`PAY-3 — salaries`, see `labelledText`). A description with a
 * value (`{value}` in its legacy text) is stored as its key, the separator and the value
 * (`opening_stock — Rice`, `journalText`), and named with the value in its place. Any other description is
 * shown as typed.
 */
export const JOURNAL_DESCRIPTIONS = {
  salaries: { legacy: 'Salaries' },
  stocktake: { legacy: 'Stocktake' },
  opening_stock: { legacy: `Opening stock of ${DESCRIPTION_VALUE}` },
  reversal: { legacy: `Reversal of entry ${DESCRIPTION_VALUE}` },
} as const;

export type JournalDescription = keyof typeof JOURNAL_DESCRIPTIONS;
export const JOURNAL_DESCRIPTION_IDS = Object.keys(JOURNAL_DESCRIPTIONS) as JournalDescription[];

const hasValue = (id: JournalDescription) =>
  (JOURNAL_DESCRIPTIONS[id].legacy as string).includes(DESCRIPTION_VALUE);

/** The stored text of a fixed description: its key, or its key and value (`opening_stock — Rice`). */
export function journalText(id: JournalDescription, value?: string): string {
  return value === undefined ? id : `${id}${DESCRIPTION_SEPARATOR}${value}`;
}

/**
 * Every stored text of the fixed descriptions (keys and English texts) -> the key it stands for; a text
 * with a value is a pattern ending in `{value}` (see `labelledText`).
 */
export const JOURNAL_DESCRIPTION_TEXTS: ReadonlyArray<readonly [string, JournalDescription]> =
  JOURNAL_DESCRIPTION_IDS.flatMap((id) => [
    [hasValue(id) ? journalText(id, DESCRIPTION_VALUE) : id, id] as const,
    [JOURNAL_DESCRIPTIONS[id].legacy, id] as const,
  ]);

/** Stored text -> its English name (the legacy text), for a client that sends no names of its own. */
export const ENGLISH_JOURNAL_DESCRIPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  JOURNAL_DESCRIPTION_TEXTS.map(([text, id]) => [text, JOURNAL_DESCRIPTIONS[id].legacy]),
);
