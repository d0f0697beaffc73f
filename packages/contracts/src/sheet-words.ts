import { z } from 'zod';

/**
 * The fixed words the server writes into a sheet itself (a statement's or a stock backup's column headers,
 * the opening and closing rows, the titles it falls back to), declared once. The web sends their names in
 * the user's language with every such export (`words`, read from its locale files as
 * `documents:sheet.<key>`; a test fails on a missing translation); the English here is what a client that
 * sends none gets. Currency codes stay codes: a money header is `<word> (IQD)`.
 */
export const SHEET_WORDS = {
  date: 'Date',
  invoice: 'Invoice',
  document: 'Document',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  opening_balance: 'Opening balance',
  closing_balance: 'Closing balance',
  currency: 'Currency',
  amount: 'Amount',
  rate: 'Rate',
  code: 'Code',
  phone: 'Phone',
  customer: 'Customer',
  supplier: 'Supplier',
  employee: 'Employee',
  patient: 'Patient',
  hospital_patient_id: 'Hospital patient id',
  shareholder: 'Shareholder',
  share_percentage: 'Share %',
  cash_box: 'Cash box',
  customer_summary: 'Customer summary account statement',
  supplier_summary: 'Supplier summary account statement',
  employee_summary: 'Employee summary account statement',
  patient_summary: 'Patient summary account statement',
  shareholder_summary: 'Shareholder summary account statement',
  item: 'Item',
  barcode: 'Barcode',
  batch: 'Batch',
  expiry: 'Expiry',
  quantity: 'Quantity',
  cost: 'Cost',
  sale_price: 'Sale price',
  stock: 'Stock',
  stock_backup: 'Stock backup',
} as const;

export type SheetWord = keyof typeof SHEET_WORDS;
export const SHEET_WORD_IDS = Object.keys(SHEET_WORDS) as SheetWord[];
export type SheetWords = Record<SheetWord, string>;

/** The names an export request carries: any of the words, each in the user's language. */
export const sheetWordsInput = z
  .preprocess(
    // a query string (a GET download) carries them as JSON; a body as they are
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.partialRecord(z.enum(SHEET_WORD_IDS as [SheetWord, ...SheetWord[]]), z.string().trim().min(1).max(200)),
  )
  .optional();

/** The words of a request: each name it sent, English for the others. */
export const sheetWordsOf = (sent: Partial<SheetWords> | undefined): SheetWords => ({
  ...SHEET_WORDS,
  ...sent,
});
