import { purchaseReturnEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { useDocumentExtras } from '../../components/dialogs/DocumentExtras';
import { type RowAction, RowActionButtons } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { usePurchasingActions } from './RowLinks';

/** /inventory/purchase-return: returns to suppliers (PR-) with what the supplier paid back. */
export function PurchaseReturnsPage() {
  const { t } = useTranslation('purchasing');
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle(
    'inventory.purchase_return',
    'purchasing:return.listTitle',
    'purchase_returns',
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const action = usePurchasingActions();
  const extras = useDocumentExtras('purchase_return', can('purchase_return_edit'));

  const columns: TableColumn[] = [
    { key: 'invoice_id', title: t('fields.invoiceId'), kind: 'text' },
    { key: 'date', title: t('fields.date'), kind: 'date' },
    { key: 'supplier_name', title: t('fields.supplier'), kind: 'text' },
    { key: 'inventory_name', title: t('fields.inventory'), kind: 'text' },
    { key: 'currency_code', title: t('fields.currency'), kind: 'text', filter: false },
    { key: 'total', title: t('totals.total'), kind: 'money' },
    { key: 'amount_received', title: t('totals.received'), kind: 'money' },
    { key: 'remaining', title: t('totals.remaining'), kind: 'money' },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
  ];

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      action('view', () => navigate(`/inventory/purchase-return-detail/view/${id}`)),
    ];
    if (can('purchase_return_edit') && row.audited !== true)
      list.push(action('edit', () => navigate(`/inventory/purchase-return-detail/add-edit/${id}`)));
    if (can('purchase_return_delete') && row.audited !== true)
      list.push(action('delete', () => setDeleting(id)));
    list.push(...extras.rowActions(id));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-purchase-return">
      <DataTable
        tableId="purchase_return"
        routeId="inventory.purchase_return"
        table={purchaseReturnEndpoints.table}
        title={title}
        columns={columns}
        dateRange
        currencyFilter
        createAbility="purchase_return_create"
        onAdd={() => navigate('/inventory/purchase-return/add')}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={purchaseReturnEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      {extras.dialogs}
    </div>
  );
}

export default PurchaseReturnsPage;
