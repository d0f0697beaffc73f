import { CalculatorOutlined, DiffOutlined, WarningOutlined } from '@ant-design/icons';
import { PROCESS_STATUS, STOCKTAKE_TABLES } from '@bb/contracts';
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/Amount';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { type RowAction, RowActionButtons } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useAuthUser, useCan } from '../../platform/auth/session';
import { SupersededDialog } from './SupersededDialog';

/** /inventory-adjustment/list: every stocktake with its snapshot, counts and the document that applied it. */
export default function ProcessListPage() {
  const { t } = useTranslation('stocktake');
  const base = useAuthUser().base_currency_code;
  // values at snapshot cost, in the base currency
  const inBase = (key: string) => (row: TableRow) =>
    row[key] == null ? null : <Amount value={String(row[key])} currency={base} />;
  const title = useScreenTitle('inventory_adjustment.list', 'stocktake:list.title', 'stocktakes');
  const navigate = useNavigate();
  const can = useCan();
  const [superseded, setSuperseded] = useState<TableRow | null>(null);
  const columns: TableColumn[] = [
    { key: 'id', title: t('fields.id'), kind: 'text', width: 80 },
    { key: 'inventory_name', title: t('fields.inventory'), kind: 'text' },
    { key: 'taken_at', title: t('fields.taken_at'), kind: 'datetime', width: 170 },
    {
      key: 'status',
      title: t('fields.status'),
      kind: 'enum',
      labels: { '1': t('status.1'), '2': t('status.2'), '3': t('status.3') },
    },
    {
      key: 'scope',
      title: t('fields.scope'),
      kind: 'enum',
      labels: {
        all: t('scope.all'),
        group: t('scope.group'),
        category: t('scope.category'),
        rack: t('scope.rack'),
      },
    },
    { key: 'lines', title: t('fields.lines'), kind: 'number', width: 90 },
    { key: 'counted_lines', title: t('fields.counted_lines'), kind: 'number', width: 100 },
    {
      key: 'snapshot_value',
      title: t('fields.snapshot_value'),
      kind: 'number',
      hidden: true,
      render: inBase('snapshot_value'),
    },
    { key: 'adjustment_invoice_id', title: t('fields.adjustment_invoice_id'), kind: 'text' },
    { key: 'gain', title: t('fields.gain'), kind: 'number', width: 120, render: inBase('gain') },
    { key: 'loss', title: t('fields.loss'), kind: 'number', width: 120, render: inBase('loss') },
    {
      key: 'superseded_documents',
      title: t('fields.superseded_documents'),
      kind: 'number',
      width: 100,
      render: (row) =>
        Number(row.superseded_documents) > 0 ? (
          <Tooltip title={t('list.supersededHelp')}>
            <Tag
              color="warning"
              data-testid={`stocktake-superseded-${row.id}`}
              style={{ cursor: 'pointer' }}
              onClick={() => setSuperseded(row)}
            >
              {String(row.superseded_documents)}
            </Tag>
          </Tooltip>
        ) : null,
    },
    { key: 'closed_at', title: t('fields.closed_at'), kind: 'datetime', hidden: true },
    { key: 'started_by_name', title: t('fields.started_by_name'), kind: 'text', hidden: true },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
  ];
  const rowActions = (row: TableRow) => {
    const counting = Number(row.status) === PROCESS_STATUS.counting;
    const actions: RowAction[] = [];
    if (counting && can('inventory_adjustment_comparison'))
      actions.push({
        key: 'compare',
        label: t('list.compare'),
        icon: <DiffOutlined />,
        onClick: () => navigate('/inventory-adjustment/comparison'),
      });
    if (counting && can('inventory_adjustment_calculate'))
      actions.push({
        key: 'calculate',
        label: t('comparison.calculate'),
        icon: <CalculatorOutlined />,
        onClick: () =>
          navigate(`/inventory-adjustment/calculate-income-and-expense/${row.id}/${row.snapshot_id}`),
      });
    if (Number(row.superseded_documents) > 0)
      actions.push({
        key: 'superseded',
        label: t('list.superseded'),
        icon: <WarningOutlined />,
        onClick: () => setSuperseded(row),
      });
    return <RowActionButtons id={String(row.id)} actions={actions} />;
  };
  return (
    <div data-testid="screen-stocktake-list">
      <DataTable
        tableId="stocktakes"
        routeId="inventory_adjustment.list"
        table={STOCKTAKE_TABLES.processes}
        title={title}
        columns={columns}
        dateRange
        createAbility="inventory_adjustment_create"
        onAdd={() => navigate('/inventory-adjustment/create')}
        rowActions={rowActions}
      />
      <SupersededDialog
        processId={superseded ? String(superseded.id) : null}
        invoiceId={superseded ? String(superseded.adjustment_invoice_id ?? '') : null}
        onClose={() => setSuperseded(null)}
      />
    </div>
  );
}
