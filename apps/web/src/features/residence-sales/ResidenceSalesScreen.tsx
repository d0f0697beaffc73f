import { DollarOutlined, KeyOutlined, RollbackOutlined } from '@ant-design/icons';
import { residenceSaleEndpoints, residenceScheduleEndpoint } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { KeyHandoverDialog, type KeyTarget } from './KeyHandoverDialog';
import { type ReceiptTarget, ResidenceReceiptDialog } from './ResidenceReceiptDialog';
import { ResidenceReturnDialog, type ReturnTarget } from './ResidenceReturnDialog';
import { ScheduleTable } from './ScheduleTable';
import { residencePosPath } from './usePosMode';

/** The expanded row: the sale's instalments with what is paid, left and their state today. */
/**
 * The four amounts of a sale fit 1440 px beside the actions at 120 px each ("185,000,000 IQD"); the plan's
 * type and the key handover date are in the column chooser (the key's row action goes once it is handed over).
 */
const MONEY_WIDTH = 120;

function SaleSchedule({ id, currency }: { id: string; currency: string }) {
  const q = useQuery({
    queryKey: ['residence-sale', 'schedule', id],
    queryFn: ({ signal }) => call(residenceScheduleEndpoint, { params: { id }, query: {} }, { signal }),
  });
  if (!q.data) return <Spin size="small" />;
  return <ScheduleTable lines={q.data.data} currency={currency} />;
}

/** `/inventory/residence-sale`: residence sales with paid, left and overdue; the schedule per row; receive; delete. */
export default function ResidenceSalesScreen() {
  const { t } = useTranslation('residence-sales');
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('inventory.residence_sale', 'residence-sales:list.title', 'residence_sale');
  const [receiving, setReceiving] = useState<ReceiptTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [keying, setKeying] = useState<KeyTarget | null>(null);
  const [returning, setReturning] = useState<ReturnTarget | null>(null);
  const actions = useCrudRowActions();
  const f = (k: string) => t(`fields.${k}` as 'fields.date');
  const columns: TableColumn[] = [
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text', width: 90 },
    { key: 'date', title: f('date'), kind: 'date' },
    { key: 'customer_name', title: f('customer_name'), kind: 'text', width: 150 },
    { key: 'units', title: f('units'), kind: 'text', width: 110 },
    {
      key: 'premium_type',
      title: f('premium_type'),
      kind: 'enum',
      width: 140,
      hidden: true,
      labels: Object.fromEntries(['1', '2', '3'].map((v) => [v, t(`premiumTypes.${v}` as 'premiumTypes.1')])),
    },
    { key: 'premium_count', title: f('premium_count'), kind: 'number', hidden: true },
    { key: 'total', title: f('total'), kind: 'money', width: MONEY_WIDTH },
    { key: 'paid', title: f('paid'), kind: 'money', width: MONEY_WIDTH },
    { key: 'remaining', title: f('remaining'), kind: 'money', width: MONEY_WIDTH },
    { key: 'overdue', title: f('overdue'), kind: 'money', width: MONEY_WIDTH },
    { key: 'pre_key_amount', title: f('pre_key_amount'), kind: 'money', hidden: true },
    { key: 'key_handover_date', title: f('key_handover_date'), kind: 'date', hidden: true },
    { key: 'key_handed_over_on', title: f('key_handed_over_on'), kind: 'date', hidden: true },
    {
      key: 'returned',
      title: f('returned'),
      kind: 'enum',
      width: 110,
      labels: { '0': t('status.sold'), '1': t('status.returned') },
    },
    { key: 'inventory_name', title: f('inventory_name'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: f('created_by_name'), kind: 'text', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    const left = String(row.remaining ?? '0');
    if (Number(row.returned) === 1) return <RowActionButtons id={id} actions={list} />;
    if ((can('residence_sale_create') || can('receipt_create')) && !/^0(\.0+)?$/.test(left))
      list.push({
        key: 'receive',
        label: t('list.receive'),
        icon: <DollarOutlined />,
        onClick: () =>
          setReceiving({
            id,
            invoice: String(row.invoice_id),
            currency: String(row.currency_code),
            remaining: left,
          }),
      });
    if ((can('residence_sale_create') || can('residence_sale_edit')) && !row.key_handed_over_on)
      list.push({
        key: 'key',
        label: t('key.action'),
        icon: <KeyOutlined />,
        onClick: () =>
          setKeying({
            id,
            invoice: String(row.invoice_id),
            currency: String(row.currency_code),
            preKey: String(row.pre_key_amount),
            paid: String(row.paid),
          }),
      });
    // a sale nothing was received on, its key not handed over, is edited in the residence POS or deleted
    const untouched =
      !row.key_handed_over_on &&
      /^0(\.0+)?$/.test(String(row.paid)) &&
      Number(row.invoice_audit_status) !== 1;
    if (can('residence_sale_edit') && untouched)
      list.push(actions.edit(() => navigate(residencePosPath(id, 'edit'))));
    if (can('residence_sale_delete') && untouched) list.push(actions.remove(() => setDeleting(id)));
    if (can('residence_sale_return_create'))
      list.push({
        key: 'return',
        label: t('return.action'),
        icon: <RollbackOutlined />,
        danger: true,
        onClick: () =>
          setReturning({
            id,
            invoice: String(row.invoice_id),
            currency: String(row.currency_code),
            total: String(row.total),
            paid: String(row.paid),
          }),
      });
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-residence_sale">
      <DataTable
        tableId="residence_sales"
        routeId="inventory.residence_sale"
        table={residenceSaleEndpoints.table}
        title={title}
        columns={columns}
        dateRange
        // instalments run for years: the sales a receipt or the key is taken on are seldom today's
        defaultDateRange="all"
        createAbility="residence_sale_create"
        addLabel={t('list.new')}
        onAdd={() => navigate('/inventory/residence-pos/0/no/no')}
        rowActions={rowActions}
        expandable={{
          render: (row) => <SaleSchedule id={String(row.id)} currency={String(row.currency_code)} />,
        }}
      />
      <ResidenceReceiptDialog target={receiving} onClose={() => setReceiving(null)} />
      <KeyHandoverDialog target={keying} onClose={() => setKeying(null)} />
      <ResidenceReturnDialog target={returning} onClose={() => setReturning(null)} />
      <DeleteRecordDialog
        remove={residenceSaleEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
