import { HistoryOutlined } from '@ant-design/icons';
import { STOCK_TABLES } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { type LooseT, looseT } from '../../../components/loose-t';
import { RowActionButtons } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { PurchaseHistoryDialog } from '../PurchaseHistoryDialog';

const ROUTE = 'inventory.product';

export function productColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  return [
    { key: 'id', title: f('id'), kind: 'id', hidden: true },
    { key: 'item_name', title: f('name'), kind: 'text' },
    { key: 'barcode', title: f('barcode'), kind: 'text' },
    { key: 'inventory_name', title: f('inventory'), kind: 'text' },
    { key: 'batch_number', title: f('batch_number'), kind: 'text', hidden: true },
    { key: 'expire_date', title: f('expire_date'), kind: 'date', hidden: true },
    { key: 'quantity', title: f('quantity'), kind: 'number' },
    { key: 'cost', title: f('cost'), kind: 'money' },
    { key: 'purchase_price', title: f('purchase_price'), kind: 'money', hidden: true },
    { key: 'sale_price', title: f('sale_price'), kind: 'money' },
    { key: 'wholesale_price', title: f('wholesale_price'), kind: 'money', hidden: true },
    { key: 'currency_code', title: f('currency_code'), kind: 'text', filter: false },
    { key: 'stock_value', title: f('stock_value'), kind: 'money' },
    {
      key: 'item_type',
      title: f('type'),
      kind: 'enum',
      labels: { 1: t('types.1'), 2: t('types.2'), 3: t('types.3') },
      hidden: true,
    },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
}

/** /inventory/product: every lot with its branch, stock and prices; filters, totals, export, history. */
export function ProductsScreen() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(ROUTE, 'stock:products.title', 'products');
  const [history, setHistory] = useState<TableRow | null>(null);
  const mayHistory = can('product_list', 'product_purchase_history');

  return (
    <div data-testid="screen-products">
      <DataTable
        tableId="products"
        routeId={ROUTE}
        table={STOCK_TABLES.products}
        title={title}
        columns={productColumns(lt)}
        hiddenToggle
        currencyFilter
        rowActions={
          mayHistory
            ? (row) => (
                <RowActionButtons
                  id={String(row.id)}
                  actions={[
                    {
                      key: 'history',
                      label: t('history.open'),
                      icon: <HistoryOutlined />,
                      onClick: () => setHistory(row),
                    },
                  ]}
                />
              )
            : undefined
        }
      />
      <PurchaseHistoryDialog
        productId={history ? String(history.id) : null}
        name={history ? String(history.item_name) : undefined}
        barcode={history ? String(history.barcode) : undefined}
        onClose={() => setHistory(null)}
      />
    </div>
  );
}

export default ProductsScreen;
