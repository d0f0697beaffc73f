import { PURCHASE_ORDER_STATUS, purchaseOrderEndpoints } from '@bb/contracts';
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
import { useOrderStatusLabels } from './status';

/** /inventory/purchase-order: orders with their status and received quantities. */
export function PurchaseOrdersPage() {
  const { t } = useTranslation('purchasing');
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('inventory.purchase_order', 'purchasing:order.listTitle', 'purchase_orders');
  const [deleting, setDeleting] = useState<string | null>(null);
  const action = usePurchasingActions();
  const extras = useDocumentExtras('purchase_order', can('purchase_order_edit'));
  const statusLabels = useOrderStatusLabels();

  const columns: TableColumn[] = [
    { key: 'invoice_id', title: t('fields.invoiceId'), kind: 'text' },
    { key: 'date', title: t('fields.date'), kind: 'date' },
    { key: 'supplier_name', title: t('fields.supplier'), kind: 'text' },
    { key: 'inventory_name', title: t('fields.inventory'), kind: 'text' },
    { key: 'currency_code', title: t('fields.currency'), kind: 'text', filter: false },
    { key: 'total', title: t('totals.total'), kind: 'money' },
    { key: 'quantity', title: t('fields.quantity'), kind: 'number' },
    { key: 'received_quantity', title: t('fields.received'), kind: 'number' },
    { key: 'status', title: t('fields.status'), kind: 'enum', labels: statusLabels },
    { key: 'approved_at', title: t('fields.approvedAt'), kind: 'datetime', hidden: true },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
  ];

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const status = Number(row.status);
    const pending = status === PURCHASE_ORDER_STATUS.pending;
    const list: RowAction[] = [action('view', () => navigate(`/inventory/purchase-order/view/${id}`))];
    const changeable = pending && row.audited !== true;
    if (changeable && can('purchase_order_edit'))
      list.push(action('edit', () => navigate(`/inventory/purchase-order/${id}/edit`)));
    if (pending && can('approve_purchase_order'))
      list.push(action('approve', () => navigate(`/inventory/purchase-order/${id}/approve`)));
    if (status === PURCHASE_ORDER_STATUS.approved && can('purchase_create'))
      list.push(action('receive', () => navigate(`/inventory/purchase/add/${id}`)));
    if (changeable && can('purchase_order_delete')) list.push(action('delete', () => setDeleting(id)));
    list.push(...extras.rowActions(id));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-purchase-order">
      <DataTable
        tableId="purchase_order"
        routeId="inventory.purchase_order"
        table={purchaseOrderEndpoints.table}
        title={title}
        columns={columns}
        dateRange
        currencyFilter
        createAbility="purchase_order_create"
        onAdd={() => navigate('/inventory/purchase-order/add')}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={purchaseOrderEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      {extras.dialogs}
    </div>
  );
}

export default PurchaseOrdersPage;
