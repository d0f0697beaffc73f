import { useState } from 'react';
import { DataTable, type DataTableProps, type TableColumn, type TableRow } from '../data-table';
import { DeleteRecordDialog } from '../dialogs';
import { useDocumentExtras } from '../dialogs/DocumentExtras';
import { type RowAction, RowActionButtons } from '../RowActions';

/** What a document list's row-action builder may use: the delete confirmation of the row. */
export interface DocumentRowTools {
  /** Asks to delete the row (the delete dialog opens). */
  remove: () => void;
}

export interface DocumentListScreenProps {
  /** The screen's test id (`screen-purchase`). */
  testId: string;
  /** The document's model type for attachments and comments (`purchase`). */
  modelType: string;
  /** May the user change the attachments (the document's edit ability). */
  canEdit: boolean;
  table: DataTableProps['table'];
  tableId: string;
  routeId: string;
  title: string;
  columns: TableColumn[];
  createAbility: string;
  onAdd: () => void;
  /** The row's own actions (view, edit, delete...); attachments and comments are added after them. */
  actions: (row: TableRow, tools: DocumentRowTools) => RowAction[];
  /** The declared delete of the document. */
  remove: Parameters<typeof DeleteRecordDialog>[0]['remove'];
}

/**
 * The list screen of a document type: the table-protocol list with its date range and currency filter,
 * the row actions the type declares followed by attachments and comments, and the delete confirmation.
 */
export function DocumentListScreen(p: DocumentListScreenProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const extras = useDocumentExtras(p.modelType, p.canEdit);
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list = [...p.actions(row, { remove: () => setDeleting(id) }), ...extras.rowActions(id)];
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid={p.testId}>
      <DataTable
        tableId={p.tableId}
        routeId={p.routeId}
        table={p.table}
        title={p.title}
        columns={p.columns}
        dateRange
        currencyFilter
        createAbility={p.createAbility}
        onAdd={p.onAdd}
        rowActions={rowActions}
      />
      <DeleteRecordDialog remove={p.remove} recordId={deleting} onClose={() => setDeleting(null)} />
      {extras.dialogs}
    </div>
  );
}
