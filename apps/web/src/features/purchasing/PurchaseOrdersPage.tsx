import { PURCHASE_ORDER_STATUS, purchaseOrderEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { columnsFrom } from '../../components/document/columns';
import { DocumentListScreen } from '../../components/document/DocumentListScreen';
import type { RowAction } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { CURRENCY_COLUMN, headColumns } from './head-labels';
import { usePurchasingActions } from './RowLinks';
import { useOrderStatusLabels } from './status';

/** /inventory/purchase-order: orders with their status and received quantities. */
export function PurchaseOrdersPage() {
  const { t } = useTranslation('purchasing');
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('inventory.purchase_order', 'purchasing:order.listTitle', 'purchase_orders');
  const action = usePurchasingActions();
  const statusLabels = useOrderStatusLabels();
  const columns = columnsFrom(t as (k: string) => string, [
    ...headColumns('date'),
    CURRENCY_COLUMN,
    ['total', 'totals.total', 'money'],
    ['quantity', 'fields.quantity', 'number'],
    ['received_quantity', 'fields.received', 'number'],
    ['status', 'fields.status', 'enum', { labels: statusLabels }],
    ['approved_at', 'fields.approvedAt', 'datetime', { hidden: true }],
    ['note', 'fields.note', 'text', { hidden: true }],
  ]);

  return (
    <DocumentListScreen
      testId="screen-purchase-order"
      modelType="purchase_order"
      canEdit={can('purchase_order_edit')}
      tableId="purchase_order"
      routeId="inventory.purchase_order"
      table={purchaseOrderEndpoints.table}
      remove={purchaseOrderEndpoints.delete}
      title={title}
      columns={columns}
      createAbility="purchase_order_create"
      onAdd={() => navigate('/inventory/purchase-order/add')}
      actions={(row, { remove }) => {
        const id = String(row.id);
        const status = Number(row.status);
        const pending = status === PURCHASE_ORDER_STATUS.pending;
        const changeable = pending && row.audited !== true;
        const list: RowAction[] = [action('view', () => navigate(`/inventory/purchase-order/view/${id}`))];
        if (changeable && can('purchase_order_edit'))
          list.push(action('edit', () => navigate(`/inventory/purchase-order/${id}/edit`)));
        if (pending && can('approve_purchase_order'))
          list.push(action('approve', () => navigate(`/inventory/purchase-order/${id}/approve`)));
        if (status === PURCHASE_ORDER_STATUS.approved && can('purchase_create'))
          list.push(action('receive', () => navigate(`/inventory/purchase/add/${id}`)));
        if (changeable && can('purchase_order_delete')) list.push(action('delete', remove));
        return list;
      }}
    />
  );
}

export default PurchaseOrdersPage;
