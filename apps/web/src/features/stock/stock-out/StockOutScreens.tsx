import { EyeOutlined } from '@ant-design/icons';
import { STOCK_TABLES, stockOutEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { columnsFrom } from '../../../components/document/columns';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { DOCUMENT_HEAD, DOCUMENT_STAMP } from '../documents/list-columns';

export const STOCK_OUT_BASE = '/inventory/goods-stock-out';

export function stockOutColumns(t: LooseT): TableColumn[] {
  return columnsFrom(t, [
    ...DOCUMENT_HEAD,
    ['reason', 'fields.reason', 'text'],
    ['lines_count', 'fields.lines_count', 'number'],
    ['value', 'fields.value', 'number'],
    ...DOCUMENT_STAMP,
  ]);
}

/** /inventory/goods-stock-out: the stock-outs with view, edit and delete. */
export function StockOutScreen() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('inventory.goods_stock_out', 'stock:stockOut.title', 'goods stock out');
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      {
        key: 'view',
        label: t('stockOut.view'),
        icon: <EyeOutlined />,
        onClick: () => navigate(`${STOCK_OUT_BASE}/view/${id}`),
      },
    ];
    if (can('goods_stock_out_edit')) list.push(actions.edit(() => navigate(`${STOCK_OUT_BASE}/${id}/edit`)));
    if (can('goods_stock_out_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-stock-out">
      <DataTable
        tableId="goods-stock-out"
        routeId="inventory.goods_stock_out"
        table={stockOutEndpoints.table}
        title={title}
        columns={stockOutColumns(lt)}
        dateRange
        createAbility="goods_stock_out_create"
        onAdd={() => navigate(`${STOCK_OUT_BASE}/add`)}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={stockOutEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** /inventory/goods-stock-out-items: every stock-out line. */
export function StockOutItemsScreen() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const f = (k: string) => lt(`fields.${k}`);
  const title = useScreenTitle(
    'inventory.goods_stock_out_items',
    'stock:stockOut.items',
    'goods stock out items',
  );
  return (
    <div data-testid="screen-stock-out-items">
      <DataTable
        tableId="goods-stock-out-items"
        routeId="inventory.goods_stock_out_items"
        table={STOCK_TABLES.stockOutItems}
        title={title}
        dateRange
        columns={[
          { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
          { key: 'date', title: f('date'), kind: 'date' },
          { key: 'inventory_name', title: f('inventory'), kind: 'text' },
          { key: 'item_name', title: f('name'), kind: 'text' },
          { key: 'barcode', title: f('barcode'), kind: 'text' },
          { key: 'batch_number', title: f('batch_number'), kind: 'text', hidden: true },
          { key: 'quantity', title: f('quantity'), kind: 'number' },
          { key: 'unit_cost', title: f('cost'), kind: 'number' },
          { key: 'value', title: f('value'), kind: 'number' },
        ]}
      />
    </div>
  );
}
