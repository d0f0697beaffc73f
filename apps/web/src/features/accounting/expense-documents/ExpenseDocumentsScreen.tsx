import { AuditOutlined, EyeOutlined } from '@ant-design/icons';
import { expenseDocumentEndpoints } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { AuditDialog, DeleteRecordDialog } from '../../../components/dialogs';
import { useDocumentExtras } from '../../../components/dialogs/DocumentExtras';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';

export const EXPENSE_DOCUMENT_ROUTE = '/accounting/expense-document';

export function expenseDocumentColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  const e = (k: string) => t(`expenseDocument.${k}`);
  return [
    // fits 1440 px beside the six row actions: the total names its currency, the count of lines and the
    // currency are in the column chooser
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text', width: 100 },
    { key: 'date', title: f('date'), kind: 'date', width: 110 },
    { key: 'inventory_name', title: f('inventory_name'), kind: 'text' },
    {
      key: 'paid_by',
      title: e('paidBy'),
      kind: 'enum',
      labels: { cash_box: e('paidByCashBox'), supplier: e('paidBySupplier') },
    },
    { key: 'cash_box_name', title: f('cash_box_id'), kind: 'text' },
    { key: 'supplier_name', title: f('supplier'), kind: 'text' },
    { key: 'lines_count', title: e('linesCount'), kind: 'number', hidden: true },
    { key: 'total', title: e('total'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'currency_code', title: f('currency_code'), kind: 'text', filter: false, hidden: true },
    {
      key: 'invoice_audit_status',
      title: f('audited'),
      kind: 'enum',
      labels: { '0': e('notAudited'), '1': e('audited') },
    },
    { key: 'note', title: f('note'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: f('created_by_name'), kind: 'text', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
}

/**
 * `/accounting/expense-document`: the vouchers with the date range and currency filter, the total in the
 * footer; show, edit and delete (not once audited), auditing, attachments and comments.
 */
export default function ExpenseDocumentsScreen() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = useScreenTitle('accounting.expense_document', 'accounting:expenseDocument.title', 'expense');
  const [deleting, setDeleting] = useState<string | null>(null);
  const [auditing, setAuditing] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const extras = useDocumentExtras(
    'expense_document',
    can('expense_document_create') || can('expense_document_edit'),
  );
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const audited = Number(row.invoice_audit_status) === 1;
    const list: RowAction[] = [
      {
        key: 'view',
        label: t('expenseDocument.view'),
        icon: <EyeOutlined />,
        onClick: () => navigate(`${EXPENSE_DOCUMENT_ROUTE}/${id}/show`),
      },
    ];
    if (can('expense_document_edit') && !audited)
      list.push(actions.edit(() => navigate(`${EXPENSE_DOCUMENT_ROUTE}/${id}/edit`)));
    if (can('expense_document_delete') && !audited) list.push(actions.remove(() => setDeleting(id)));
    if (can('invoice_audit'))
      list.push({
        key: 'audit',
        label: t('expenseDocument.audit'),
        icon: <AuditOutlined />,
        onClick: () => setAuditing(id),
      });
    list.push(...extras.rowActions(id));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-expense-documents">
      <DataTable
        tableId="expense-documents"
        routeId="accounting.expense_document"
        table={expenseDocumentEndpoints.table}
        title={title}
        columns={expenseDocumentColumns(lt)}
        dateRange
        defaultDateRange="sinceLastMonth"
        currencyFilter
        createAbility="expense_document_create"
        onAdd={() => navigate(`${EXPENSE_DOCUMENT_ROUTE}/add`)}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={expenseDocumentEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      <AuditDialog
        open={auditing !== null}
        documentId={auditing ?? '0'}
        documentType="expense_document"
        onClose={() => setAuditing(null)}
        onSaved={() => void client.invalidateQueries({ queryKey: [TABLE_KEY] })}
      />
      {extras.dialogs}
    </div>
  );
}
