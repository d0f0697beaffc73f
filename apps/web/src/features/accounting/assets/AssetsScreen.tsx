import { CalendarOutlined, ExportOutlined } from '@ant-design/icons';
import {
  assetClearanceEndpoints,
  assetEndpoints,
  depreciationFailuresEndpoint,
  runDepreciationEndpoint,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Modal, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { useCan } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';
import { AssetDialog } from './AssetDialog';
import { ClearanceDialog } from './ClearanceDialog';

function assetColumns(t: LooseT): TableColumn[] {
  const a = (k: string) => t(`assets.${k}`);
  return [
    { key: 'invoice_id', title: t('fields.invoice_id'), kind: 'text', width: 90 },
    { key: 'date', title: a('date'), kind: 'date', width: 110 },
    { key: 'name', title: a('name'), kind: 'text', width: 160, ellipsis: true },
    { key: 'asset_category_name', title: a('asset_category_id'), kind: 'text', width: 130, ellipsis: true },
    { key: 'cost', title: a('cost'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'depreciated', title: a('depreciated'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'book_value', title: a('book_value'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'useful_life_months', title: a('useful_life_months'), kind: 'number', hidden: true },
    {
      key: 'method',
      title: a('method'),
      kind: 'enum',
      labels: { straight_line: a('straight_line'), declining_balance: a('declining_balance') },
    },
    { key: 'cleared', title: a('state'), kind: 'enum', labels: { '0': a('active'), '1': a('cleared') } },
    // a failed depreciation is listed above the table and in the schedule; the column is in the chooser
    { key: 'depreciation_error', title: a('depreciation_error'), kind: 'text', hidden: true },
    {
      key: 'salvage_value',
      title: a('salvage_value'),
      kind: 'money',
      currencyKey: 'currency_code',
      hidden: true,
    },
    { key: 'depreciation_rate', title: a('depreciation_rate'), kind: 'number', hidden: true },
    { key: 'inventory_name', title: t('fields.inventory_name'), kind: 'text', hidden: true },
    { key: 'currency_code', title: t('fields.currency_code'), kind: 'text', hidden: true, filter: false },
  ];
}

/** The schedule of one asset, posted months marked. */
function ScheduleDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const a = (k: string) => lt(`assets.${k}`);
  const record = useQuery({
    queryKey: ['accounting', 'asset', id],
    queryFn: ({ signal }) => call(assetEndpoints.get, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
  const r = record.data;
  const money = (v: string) => (r ? <Amount value={v} currency={r.currency_code} /> : v);
  return (
    <Modal
      open={id !== null}
      title={r ? `${r.invoice_id} · ${r.name}` : a('schedule')}
      width={760}
      onCancel={onClose}
      footer={null}
    >
      {r?.depreciation_error ? (
        <Alert type="error" showIcon title={r.depreciation_error} style={{ marginBlockEnd: 12 }} />
      ) : null}
      <Table
        size="small"
        loading={record.isLoading}
        rowKey="period"
        dataSource={r?.schedule ?? []}
        pagination={{ pageSize: 12 }}
        data-testid="asset-schedule"
        columns={[
          { title: a('period'), dataIndex: 'period', render: (v: string) => dayjs(v).format('MM/YYYY') },
          { title: a('amount'), dataIndex: 'amount', render: money },
          { title: a('depreciated'), dataIndex: 'accumulated', render: money },
          { title: a('book_value'), dataIndex: 'book_value', render: money },
          {
            title: a('state'),
            dataIndex: 'posted',
            render: (v: boolean) => (v ? <Tag color="green">{a('posted')}</Tag> : <Tag>{a('due')}</Tag>),
          },
        ]}
      />
    </Modal>
  );
}

/**
 * The assets whose last depreciation failed, above the list so the accountant sees them without opening the
 * automation's run log; each opens its schedule (where the error is shown too).
 */
function FailingAssets({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const failing = useQuery({
    queryKey: [TABLE_KEY, 'asset-depreciation-failures'],
    queryFn: ({ signal }) => call(depreciationFailuresEndpoint, {}, { signal }),
  });
  const rows = failing.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="asset-failures"
      style={{ marginBlockEnd: 8 }}
      title={lt('assets.failingTitle', { count: rows.length })}
      description={
        <>
          <div>{lt('assets.failingHint')}</div>
          {rows.map((r) => (
            <div key={r.id}>
              <Button type="link" size="small" onClick={() => onOpen(r.id)} style={{ paddingInline: 0 }}>
                {r.invoice_id} · {r.name}
              </Button>
              : {r.error}
            </div>
          ))}
        </>
      }
    />
  );
}

/**
 * `/accounting/asset/assets`: the assets with cost, depreciation posted, book value and state (a failed
 * depreciation shows its error); add, the schedule, clear (sell or dispose), delete while untouched, and
 * posting the depreciation of the months ended by a date.
 */
export default function AssetsScreen() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const a = (k: string) => lt(`assets.${k}`);
  const can = useCan();
  const client = useQueryClient();
  const title = useScreenTitle('accounting.asset.assets', 'accounting:assets.title', 'assets');
  const [adding, setAdding] = useState(false);
  const [schedule, setSchedule] = useState<string | null>(null);
  const [clearing, setClearing] = useState<TableRow | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [asOf, setAsOf] = useState(dayjs().format('YYYY-MM-DD'));
  const actions = useCrudRowActions();
  const run = useMutation({
    meta: { silent: true },
    mutationFn: () => call(runDepreciationEndpoint, { body: { as_of: asOf } }),
    onSuccess: (r) => {
      if (r.failures.length > 0)
        notify.errorList(a('runFailed'), r.failures.map((f) => `${f.name}: ${f.error}`).join('\n'));
      else notify.success(lt('assets.runDone', { count: r.posted }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    },
    onError: reportError,
  });
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      { key: 'schedule', label: a('schedule'), icon: <CalendarOutlined />, onClick: () => setSchedule(id) },
    ];
    if (Number(row.cleared) === 0 && can('asset_clearance_create'))
      list.push({
        key: 'clear',
        label: a('clear'),
        icon: <ExportOutlined />,
        onClick: () => setClearing(row),
      });
    if (can('asset_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-assets">
      <FailingAssets onOpen={setSchedule} />
      {can('asset_edit') ? (
        <Flex gap={8} align="center" style={{ marginBlockEnd: 8 }}>
          <DatePicker
            value={dayjs(asOf)}
            format={DATE_FORMAT}
            allowClear={false}
            onChange={(d) => d && setAsOf(d.format('YYYY-MM-DD'))}
          />
          <Button onClick={() => run.mutate()} loading={run.isPending} data-testid="run-depreciation">
            {a('run')}
          </Button>
        </Flex>
      ) : null}
      <DataTable
        tableId="assets"
        routeId="accounting.asset.assets"
        table={assetEndpoints.table}
        title={title}
        columns={assetColumns(lt)}
        dateRange
        defaultDateRange="all"
        currencyFilter
        createAbility="asset_create"
        onAdd={() => setAdding(true)}
        rowActions={rowActions}
      />
      <AssetDialog open={adding} onClose={() => setAdding(false)} />
      <ScheduleDialog id={schedule} onClose={() => setSchedule(null)} />
      <ClearanceDialog asset={clearing} onClose={() => setClearing(null)} />
      <DeleteRecordDialog
        remove={assetEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** `/accounting/asset-clearance`: sales and disposals, with the depreciation to the day and the gain or loss. */
export function AssetClearancesScreen() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const a = (k: string) => lt(`assets.${k}`);
  const can = useCan();
  const title = useScreenTitle('accounting.asset_clearance', 'accounting:assets.clearances', 'clearances');
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  return (
    <div data-testid="screen-asset-clearances">
      <DataTable
        tableId="asset-clearances"
        routeId="accounting.asset_clearance"
        table={assetClearanceEndpoints.table}
        title={title}
        dateRange
        currencyFilter
        columns={[
          { key: 'invoice_id', title: lt('fields.invoice_id'), kind: 'text' },
          { key: 'date', title: a('date'), kind: 'date' },
          { key: 'asset_name', title: a('name'), kind: 'text' },
          { key: 'cost', title: a('cost'), kind: 'money', currencyKey: 'currency_code' },
          { key: 'accumulated', title: a('depreciated'), kind: 'money', currencyKey: 'currency_code' },
          { key: 'depreciation_to_date', title: a('toDate'), kind: 'money', currencyKey: 'currency_code' },
          { key: 'sale_amount', title: a('sale_amount'), kind: 'money', currencyKey: 'currency_code' },
          { key: 'gain_loss', title: a('gain_loss'), kind: 'money', currencyKey: 'currency_code' },
          { key: 'cash_box_name', title: a('cash_box_id'), kind: 'text', hidden: true },
          { key: 'note', title: a('note'), kind: 'text', hidden: true },
        ]}
        rowActions={(row) => (
          <RowActionButtons
            id={String(row.id)}
            actions={can('asset_clearance_delete') ? [actions.remove(() => setDeleting(String(row.id)))] : []}
          />
        )}
      />
      <DeleteRecordDialog
        remove={assetClearanceEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
