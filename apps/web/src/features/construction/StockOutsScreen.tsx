import { EyeOutlined } from '@ant-design/icons';
import { constructionStockOutEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { OUT_BASE } from './shared';

/** /construction/stock-outs: materials issued to projects (and returned), at cost. */
export default function StockOutsScreen() {
  const { t } = useTranslation('construction');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('construction.stock_outs', 'construction:stockOuts.title', 'stock-outs');
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const f = (k: string) => lt(`fields.${k}`);
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      {
        key: 'view',
        label: t('actions.view'),
        icon: <EyeOutlined />,
        onClick: () => navigate(`${OUT_BASE}/view/${id}`),
      },
    ];
    if (can('construction_stock_out_edit')) list.push(actions.edit(() => navigate(`${OUT_BASE}/${id}/edit`)));
    if (can('construction_stock_out_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-construction-stock-outs">
      <DataTable
        tableId="construction-stock-outs"
        routeId="construction.stock_outs"
        table={constructionStockOutEndpoints.table}
        title={title}
        dateRange
        createAbility="construction_stock_out_create"
        onAdd={() => navigate(`${OUT_BASE}/add`)}
        rowActions={rowActions}
        columns={[
          { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
          { key: 'date', title: f('date'), kind: 'date' },
          { key: 'order_invoice_id', title: f('order'), kind: 'text' },
          { key: 'project_name', title: f('project'), kind: 'text' },
          { key: 'inventory_name', title: f('inventory'), kind: 'text', hidden: true },
          {
            key: 'is_return',
            title: f('kind'),
            kind: 'bool',
            render: (row) => (row.is_return ? t('stockOuts.return') : t('stockOuts.issue')),
          },
          { key: 'value', title: f('value'), kind: 'number' },
          { key: 'note', title: f('note'), kind: 'text', hidden: true },
          { key: 'created_by_name', title: f('created_by_name'), kind: 'text' },
          { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
        ]}
      />
      <DeleteRecordDialog
        remove={constructionStockOutEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
