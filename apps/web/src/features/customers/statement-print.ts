import type { TableColumn, TableRow } from '../../components/data-table';
import { downloadExport } from '../accounting/statement-parts';

export const column = (key: string, kind: TableColumn['kind'], title: string): TableColumn => ({
  key,
  kind,
  title,
});

/** Rows of a detail statement for printing: opening, each movement, closing (totals of the period). */
export function detailPrintRows(
  s: {
    opening_balance: string;
    data: TableRow[];
    total_debit: string;
    total_credit: string;
    closing_balance: string;
  },
  range: [string, string],
  labels: { opening: string; closing: string },
  currency: string,
): TableRow[] {
  return [
    { id: 'opening', date: range[0], description: labels.opening, balance: s.opening_balance },
    ...s.data,
    {
      id: 'closing',
      date: range[1],
      description: labels.closing,
      debit: s.total_debit,
      credit: s.total_credit,
      balance: s.closing_balance,
    },
  ].map((r) => ({ ...r, currency_code: currency }));
}

export { downloadExport };
