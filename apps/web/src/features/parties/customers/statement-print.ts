import type { TableColumn } from '../../../components/data-table';
import { downloadExport } from '../../../components/statement/statement-parts';

export const column = (key: string, kind: TableColumn['kind'], title: string): TableColumn => ({
  key,
  kind,
  title,
});

export { downloadExport };
