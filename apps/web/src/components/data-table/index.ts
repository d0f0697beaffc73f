export { DataTable, TABLE_HEIGHT } from './DataTable';
export { exportHeader } from './protocol';
export { resourceColumns } from './resource-columns';
export type { ColumnFilter, DataTableProps, TableColumn, TableRow, TableState } from './types';
export { TABLE_KEY } from './useTableData';
