import type { ColumnSpec } from '../../../components/document/columns';

/** The columns a stock document list opens with: number, date and branch. */
export const DOCUMENT_HEAD: ColumnSpec[] = [
  ['invoice_id', 'fields.invoice_id', 'text'],
  ['date', 'fields.date', 'date'],
  ['inventory_name', 'fields.inventory', 'text'],
];

/** Who made the document and when, hidden at first. */
export const DOCUMENT_STAMP: ColumnSpec[] = [
  ['created_by_name', 'fields.created_by_name', 'text', { hidden: true }],
  ['created_at', 'fields.created_at', 'datetime', { hidden: true }],
];
