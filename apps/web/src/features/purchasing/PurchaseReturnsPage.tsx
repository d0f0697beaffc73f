import { purchaseReturnEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { columnsFrom } from '../../components/document/columns';
import { DocumentListScreen } from '../../components/document/DocumentListScreen';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { CURRENCY_COLUMN, headColumns } from './head-labels';
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
  const action = usePurchasingActions();
  const columns = columnsFrom(t as (k: string) => string, [
    ...headColumns('date'),
    CURRENCY_COLUMN,
    ['total', 'totals.total', 'money'],
    ['amount_received', 'totals.received', 'money'],
    ['remaining', 'totals.remaining', 'money'],
    ['note', 'fields.note', 'text', { hidden: true }],
  ]);

  return (
    <DocumentListScreen
      testId="screen-purchase-return"
      modelType="purchase_return"
      canEdit={can('purchase_return_edit')}
      tableId="purchase_return"
      routeId="inventory.purchase_return"
      table={purchaseReturnEndpoints.table}
      remove={purchaseReturnEndpoints.delete}
      title={title}
      columns={columns}
      createAbility="purchase_return_create"
      onAdd={() => navigate('/inventory/purchase-return/add')}
      actions={(row, { remove }) => {
        const id = String(row.id);
        const open = row.audited !== true;
        return [
          action('view', () => navigate(`/inventory/purchase-return-detail/view/${id}`)),
          ...(can('purchase_return_edit') && open
            ? [action('edit', () => navigate(`/inventory/purchase-return-detail/add-edit/${id}`))]
            : []),
          ...(can('purchase_return_delete') && open ? [action('delete', remove)] : []),
        ];
      }}
    />
  );
}

export default PurchaseReturnsPage;
