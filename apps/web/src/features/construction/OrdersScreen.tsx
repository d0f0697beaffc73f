import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { constructionOrderEndpoints, ORDER_STATUS } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { ORDER_BASE, OrderStatus, useStatusLabels } from './shared';

/** /construction/stock-out-orders: materials asked for by projects, with view, edit, approve and delete. */
export default function OrdersScreen() {
  const { t } = useTranslation('construction');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle(
    'construction.stock_out_orders',
    'construction:orders.title',
    'stock-out orders',
  );
  const labels = useStatusLabels();
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const f = (k: string) => lt(`fields.${k}`);
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const pending = Number(row.status) === ORDER_STATUS.pending;
    const list: RowAction[] = [
      {
        key: 'view',
        label: t('actions.view'),
        icon: <EyeOutlined />,
        onClick: () => navigate(`${ORDER_BASE}/view/${id}`),
      },
    ];
    if (pending && can('construction_stock_out_order_approve'))
      list.push({
        key: 'approve',
        label: t('actions.approve'),
        icon: <CheckOutlined />,
        onClick: () => navigate(`${ORDER_BASE}/${id}/approve`),
      });
    if (pending && can('construction_stock_out_order_edit'))
      list.push(actions.edit(() => navigate(`${ORDER_BASE}/${id}/edit`)));
    if (pending && can('construction_stock_out_order_delete'))
      list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-construction-orders">
      <DataTable
        tableId="construction-orders"
        routeId="construction.stock_out_orders"
        table={constructionOrderEndpoints.table}
        title={title}
        dateRange
        createAbility="construction_stock_out_order_create"
        onAdd={() => navigate(`${ORDER_BASE}/add`)}
        rowActions={rowActions}
        columns={[
          { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
          { key: 'date', title: f('date'), kind: 'date' },
          { key: 'project_name', title: f('project'), kind: 'text' },
          { key: 'inventory_name', title: f('inventory'), kind: 'text' },
          {
            key: 'status',
            title: f('status'),
            kind: 'number',
            labels,
            filter: 'list',
            render: (row) => <OrderStatus status={Number(row.status)} />,
          },
          { key: 'lines_count', title: f('lines_count'), kind: 'number' },
          { key: 'note', title: f('note'), kind: 'text', hidden: true },
          { key: 'created_by_name', title: f('created_by_name'), kind: 'text' },
          { key: 'approved_by_name', title: f('approved_by_name'), kind: 'text', hidden: true },
          { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
        ]}
      />
      <DeleteRecordDialog
        remove={constructionOrderEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
