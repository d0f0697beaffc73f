import { residenceSaleReturnEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useScreenTitle } from '../../components/useScreenTitle';

/**
 * `/inventory/residence-sale-return`: the returns with the sale, customer, units, what was paid, kept and
 * refunded. A return is made from the sale's row on `/inventory/residence-sale`.
 */
export default function ResidenceSaleReturnsScreen() {
  const { t } = useTranslation('residence-sales');
  const title = useScreenTitle('inventory.residence_sale_return', 'residence-sales:return.list', 'returns');
  const f = (k: string) => t(`fields.${k}` as 'fields.date');
  const columns: TableColumn[] = [
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
    { key: 'date', title: f('date'), kind: 'date' },
    { key: 'sale_invoice_id', title: f('sale_invoice_id'), kind: 'text' },
    { key: 'customer_name', title: f('customer_name'), kind: 'text' },
    { key: 'units', title: f('units'), kind: 'text' },
    { key: 'total', title: f('total'), kind: 'money' },
    { key: 'paid', title: f('paid'), kind: 'money' },
    { key: 'unpaid', title: f('unpaid'), kind: 'money', hidden: true },
    { key: 'forfeit_percent', title: f('forfeit_percent'), kind: 'number', hidden: true },
    { key: 'forfeit', title: f('forfeit'), kind: 'money' },
    { key: 'refund', title: f('refund'), kind: 'money' },
    { key: 'cash_box_name', title: f('cash_box_id'), kind: 'text', hidden: true },
    { key: 'inventory_name', title: f('inventory_name'), kind: 'text', hidden: true },
    { key: 'note', title: f('note'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: f('created_by_name'), kind: 'text', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
  return (
    <div data-testid="screen-residence_sale_return">
      <DataTable
        tableId="residence_sale_returns"
        routeId="inventory.residence_sale_return"
        table={residenceSaleReturnEndpoints.table}
        title={title}
        columns={columns}
        dateRange
      />
    </div>
  );
}
