import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { STOCK_TABLES, TRANSFER_STATUS, transferEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';

export const TRANSFER_BASE = '/inventory/item-transfer';

export const transferStatusLabels = (t: LooseT) => ({
  [TRANSFER_STATUS.pending]: t('transfer.status.1'),
  [TRANSFER_STATUS.approved]: t('transfer.status.2'),
  [TRANSFER_STATUS.cancelled]: t('transfer.status.3'),
});

export function transferColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  return [
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
    { key: 'date', title: f('date'), kind: 'date' },
    { key: 'status', title: f('status'), kind: 'enum', labels: transferStatusLabels(t) },
    { key: 'from_inventory_name', title: f('from_inventory_id'), kind: 'text' },
    { key: 'to_inventory_name', title: f('to_inventory_id'), kind: 'text' },
    { key: 'lines_count', title: f('lines_count'), kind: 'number' },
    { key: 'total_quantity', title: f('total_quantity'), kind: 'number' },
    { key: 'note', title: f('note'), kind: 'text' },
    { key: 'created_by_name', title: f('created_by_name'), kind: 'text', hidden: true },
    { key: 'approved_by_name', title: f('approved_by_name'), kind: 'text', hidden: true },
    { key: 'approved_at', title: f('approved_at'), kind: 'datetime', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
}

/** /inventory/item-transfer and /inventory/transfer-return: the transfers with view, edit and approve. */
export function TransfersScreen({ isReturn }: { isReturn: boolean }) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const route = isReturn ? 'inventory.transfer_return' : 'inventory.item_transfer';
  const title = useScreenTitle(route, 'stock:transfer.title', 'transfers');
  const actions = useCrudRowActions();
  const suffix = isReturn ? '?return=1' : '';

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const pending = Number(row.status) === TRANSFER_STATUS.pending;
    const list: RowAction[] = [
      {
        key: 'view',
        label: t('transfer.view'),
        icon: <EyeOutlined />,
        onClick: () => navigate(`${TRANSFER_BASE}/view/${id}`),
      },
    ];
    if (pending && can('item_transfer_create', 'item_transfer_edit'))
      list.push(actions.edit(() => navigate(`${TRANSFER_BASE}/edit/${id}${suffix}`)));
    if (pending)
      list.push({
        key: 'approve',
        label: t('transfer.approve'),
        icon: <CheckOutlined />,
        onClick: () => navigate(`${TRANSFER_BASE}/approve/${id}`),
      });
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid={isReturn ? 'screen-transfer-returns' : 'screen-transfers'}>
      <DataTable
        tableId={isReturn ? 'transfer-returns' : 'item-transfers'}
        routeId={route}
        table={isReturn ? STOCK_TABLES.transferReturns : transferEndpoints.table}
        title={title}
        columns={transferColumns(lt)}
        dateRange
        createAbility="item_transfer_create"
        onAdd={() => navigate(`${TRANSFER_BASE}/add${suffix}`)}
        rowActions={rowActions}
      />
    </div>
  );
}
