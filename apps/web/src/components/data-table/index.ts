export { DataTable, TABLE_HEIGHT } from './DataTable';
export { resourceColumns } from './resource-columns';
export type { ColumnFilter, DataTableProps, TableColumn, TableRow, TableState } from './types';
export { TABLE_KEY } from './useTableData';
