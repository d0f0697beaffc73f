import { purchaseEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../components/data-table';
import { columnsFrom } from '../../components/document/columns';
import { DocumentListScreen } from '../../components/document/DocumentListScreen';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { CURRENCY_COLUMN, headColumns } from './head-labels';
import { usePurchasingActions } from './RowLinks';

const locked = (row: TableRow) => row.sold === true || row.audited === true;

/** /inventory/purchase: purchases (P-) with totals, paid and unpaid parts; view, edit, delete. */
export function PurchasesPage() {
  const { t } = useTranslation('purchasing');
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('inventory.purchase', 'purchasing:purchase.listTitle', 'purchases');
  const action = usePurchasingActions();
  const columns = columnsFrom(t as (k: string) => string, [
    ...headColumns('purchase_date'),
    ['invoice_reference', 'fields.invoiceReference', 'text'],
    ['purchase_order_invoice_id', 'fields.order', 'text', { hidden: true }],
    CURRENCY_COLUMN,
    ['exchange_rate', 'fields.rate', 'number', { hidden: true }],
    ['subtotal', 'totals.subtotal', 'money', { hidden: true }],
    ['expenses', 'totals.expenses', 'money', { hidden: true }],
    ['total', 'totals.total', 'money'],
    ['amount_paid', 'totals.paid', 'money'],
    ['remaining', 'totals.remaining', 'money'],
    ['sold', 'fields.sold', 'bool', { hidden: true }],
    ['note', 'fields.note', 'text', { hidden: true }],
  ]);

  return (
    <DocumentListScreen
      testId="screen-purchase"
      modelType="purchase"
      canEdit={can('purchase_edit')}
      tableId="purchase"
      routeId="inventory.purchase"
      table={purchaseEndpoints.table}
      remove={purchaseEndpoints.delete}
      title={title}
      columns={columns}
      createAbility="purchase_create"
      onAdd={() => navigate('/inventory/purchase/add/0')}
      actions={(row, { remove }) => {
        const id = String(row.id);
        return [
          action('view', () => navigate(`/inventory/purchase/view/${id}`)),
          ...(can('purchase_edit') && !locked(row)
            ? [action('edit', () => navigate(`/inventory/purchase/edit/${id}`))]
            : []),
          ...(can('purchase_return_create')
            ? [action('return', () => navigate(`/inventory/purchase-return/add?purchase_id=${id}`))]
            : []),
          ...(can('purchase_delete') && !locked(row) ? [action('delete', remove)] : []),
        ];
      }}
    />
  );
}

export default PurchasesPage;
