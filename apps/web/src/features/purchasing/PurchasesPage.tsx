import { purchaseEndpoints } from '@bb/contracts';
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

const locked = (row: TableRow) => row.sold === true || row.audited === true;

/** /inventory/purchase: purchases (P-) with totals, paid and unpaid parts; view, edit, delete. */
export function PurchasesPage() {
  const { t } = useTranslation('purchasing');
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('inventory.purchase', 'purchasing:purchase.listTitle', 'purchases');
  const [deleting, setDeleting] = useState<string | null>(null);
  const action = usePurchasingActions();
  const extras = useDocumentExtras('purchase', can('purchase_edit'));

  const columns: TableColumn[] = [
    { key: 'invoice_id', title: t('fields.invoiceId'), kind: 'text' },
    { key: 'purchase_date', title: t('fields.date'), kind: 'date' },
    { key: 'supplier_name', title: t('fields.supplier'), kind: 'text' },
    { key: 'inventory_name', title: t('fields.inventory'), kind: 'text' },
    { key: 'invoice_reference', title: t('fields.invoiceReference'), kind: 'text' },
    { key: 'purchase_order_invoice_id', title: t('fields.order'), kind: 'text', hidden: true },
    { key: 'currency_code', title: t('fields.currency'), kind: 'text', filter: false },
    { key: 'exchange_rate', title: t('fields.rate'), kind: 'number', hidden: true },
    { key: 'subtotal', title: t('totals.subtotal'), kind: 'money', hidden: true },
    { key: 'expenses', title: t('totals.expenses'), kind: 'money', hidden: true },
    { key: 'total', title: t('totals.total'), kind: 'money' },
    { key: 'amount_paid', title: t('totals.paid'), kind: 'money' },
    { key: 'remaining', title: t('totals.remaining'), kind: 'money' },
    { key: 'sold', title: t('fields.sold'), kind: 'bool', hidden: true },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
  ];

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [action('view', () => navigate(`/inventory/purchase/view/${id}`))];
    if (can('purchase_edit') && !locked(row))
      list.push(action('edit', () => navigate(`/inventory/purchase/edit/${id}`)));
    if (can('purchase_return_create'))
      list.push(action('return', () => navigate(`/inventory/purchase-return/add?purchase_id=${id}`)));
    if (can('purchase_delete') && !locked(row)) list.push(action('delete', () => setDeleting(id)));
    list.push(...extras.rowActions(id));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-purchase">
      <DataTable
        tableId="purchase"
        routeId="inventory.purchase"
        table={purchaseEndpoints.table}
        title={title}
        columns={columns}
        dateRange
        currencyFilter
        createAbility="purchase_create"
        onAdd={() => navigate('/inventory/purchase/add/0')}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={purchaseEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      {extras.dialogs}
    </div>
  );
}

export default PurchasesPage;
