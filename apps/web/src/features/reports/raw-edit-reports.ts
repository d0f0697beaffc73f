import { RAW_EDIT_TABLES, rawEditEndpoints, type TableDecl } from '@bb/contracts';

/**
 * The two "raw edit" reports declared as data: the grid of an items report (its columns, filters and
 * footer come from that report's declaration) on the raw-edit list, and the fields of the 'Edit line'
 * dialog. A correction is `PUT {api}/{lineId}` with the changed fields only; the server saves the whole
 * document through its own edit (contracts raw-edit.ts). The file holds data only (no React).
 */

/** How a field is typed: a quantity (4 decimals), money (6), a percent, text, a date or the sale price type. */
export type RawEditInput = 'quantity' | 'money' | 'percent' | 'text' | 'date' | 'priceType';

export interface RawEditField {
  /** The row field and the correction's field (contracts purchaseLineCorrection / saleLineCorrection). */
  key: string;
  input: RawEditInput;
  /** Translation key of the label (default `reports:columns.{key}`). */
  label?: string;
  /** A zero is refused (a line's quantity). */
  positive?: boolean;
}

export interface RawEditDef {
  /** Route id of the raw-edit report. */
  route: string;
  /** Route id of the items report whose grid it shows. */
  report: string;
  /** The report's list (table protocol), declared in contracts. */
  table: TableDecl;
  /** The declared correction of one line. */
  correct: (typeof rawEditEndpoints)[keyof typeof rawEditEndpoints];
  /** The document's edit ability, needed besides the report's own (the server checks both). */
  editAbility: string;
  /** Row fields naming the line in the dialog's title: document number and item. */
  invoiceKey: string;
  itemKey: string;
  fields: RawEditField[];
}

export const RAW_EDIT_REPORTS: readonly RawEditDef[] = [
  {
    route: 'report.purchase_items_raw_edit',
    report: 'report.purchase_items',
    table: RAW_EDIT_TABLES.purchase,
    correct: rawEditEndpoints.purchaseLine,
    editAbility: 'purchase_edit',
    invoiceKey: 'invoice_id',
    itemKey: 'item_name',
    fields: [
      { key: 'quantity', input: 'quantity', positive: true },
      { key: 'bonus', input: 'quantity' },
      { key: 'purchase_price_before_discount', input: 'money' },
      { key: 'discount', input: 'percent', label: 'reports:columns.discount_percent' },
      { key: 'purchase_price', input: 'money' },
      { key: 'sale_price', input: 'money' },
      { key: 'wholesale_price', input: 'money' },
      { key: 'batch_number', input: 'text' },
      { key: 'expire_date', input: 'date' },
    ],
  },
  {
    route: 'report.sale_items_raw_edit',
    report: 'report.sale_items',
    table: RAW_EDIT_TABLES.sale,
    correct: rawEditEndpoints.saleLine,
    editAbility: 'sale_edit',
    invoiceKey: 'invoice_id',
    itemKey: 'name',
    fields: [
      { key: 'sale_quantity', input: 'quantity', label: 'reports:columns.quantity', positive: true },
      { key: 'sale_price', input: 'money' },
      { key: 'price_type', input: 'priceType', label: 'reports:rawEdit.priceType' },
    ],
  },
];

export function rawEditOf(route: string): RawEditDef {
  const def = RAW_EDIT_REPORTS.find((r) => r.route === route);
  if (!def) throw new Error(`No raw-edit report is declared for route ${route}`);
  return def;
}
