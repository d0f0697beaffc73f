import type { TableColumn, TableRow } from '../../components/data-table';
import { printTable } from '../../components/data-table/print-table';

/** Prints a document: its title line (number, party, date) and its lines, through the table printer. */
export function printDocument(
  heading: string,
  columns: TableColumn[],
  rows: TableRow[],
  dir: 'ltr' | 'rtl',
  lang: string,
) {
  printTable(heading, columns, rows, dir, lang);
}

/** A print column. */
export const col = (key: string, title: string, kind: TableColumn['kind'] = 'text'): TableColumn => ({
  key,
  title,
  kind,
});
