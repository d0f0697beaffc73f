import {
  type MonthlyPayrollRecord,
  monthlyPayrollDecisions,
  monthlyPayrollEndpoints,
  PAYROLL_STATUS,
  type PayrollLine,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, InputNumber, Modal, Spin, Table, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { looseT } from '../../components/loose-t';
import { Quantity } from '../../components/Quantity';
import { call } from '../../platform/api/call';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { printPayslips } from './payslip-print';
import { usePayslipLabels } from './usePayslipLabels';

/** An employee's allowances or deductions in total, each payroll type's amount in the tooltip. */
function ItemsAmount({ line, kind, total }: { line: PayrollLine; kind: number; total: string }) {
  const items = line.items.filter((i) => i.kind === kind);
  const amount = <Amount value={total} currency={line.currency_code} />;
  if (items.length === 0) return amount;
  return (
    <Tooltip
      title={items.map((i) => (
        <div key={i.hr_payroll_type_id}>
          {i.name}: <Amount value={i.amount} currency={line.currency_code} />
        </div>
      ))}
    >
      <span data-testid={`payroll-items-${kind}-${line.employee_code}`}>{amount}</span>
    </Tooltip>
  );
}

const MONTHLY = 1;

/**
 * One payroll run: its totals per currency and every employee's line (days, hours or days given,
 * allowances, gross, deductions, advance repaid, net, last month's net, flagged changes). While pending, hours of hourly staff and days
 * of daily workers can be entered and the run recomputed; approving posts and pays it.
 */
export function PayrollView({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const client = useQueryClient();
  const [units, setUnits] = useState<Record<string, string | null>>({});
  const [confirm, setConfirm] = useState<'approve' | 'cancel' | null>(null);
  const { language, direction } = useLanguage();
  const payslipLabels = usePayslipLabels();
  const record = useQuery({
    queryKey: ['hr', 'payroll', id],
    queryFn: ({ signal }) => call(monthlyPayrollEndpoints.get, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const doc = record.data;
  const pending = doc?.status === PAYROLL_STATUS.pending;
  useEffect(() => {
    if (doc) setUnits(Object.fromEntries(doc.lines.map((l) => [String(l.employee_id), l.units])));
  }, [doc]);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    void record.refetch();
  };
  const recompute = useMutation({
    mutationFn: (r: MonthlyPayrollRecord) =>
      call(monthlyPayrollEndpoints.update, {
        params: { id: String(r.id) },
        body: {
          inventory_id: String(r.inventory_id),
          month: r.month,
          date: r.date,
          cash_box_ids: r.cash_box_ids.map(String),
          exchange_rate: r.exchange_rate,
          change_percent: r.change_percent,
          note: r.note,
          units: Object.entries(units)
            .filter(([, u]) => u !== null && u !== '')
            .map(([employee_id, u]) => ({ employee_id, units: String(u) })),
        },
      }),
    onSuccess: () => {
      notify.success(t('payroll.recomputed'));
      refresh();
    },
  });
  const decide = async (what: 'approve' | 'cancel') => {
    try {
      await call(monthlyPayrollDecisions[what], { params: { id: id! } });
      notify.success(t(what === 'approve' ? 'payroll.approved' : 'payroll.cancelled'));
      setConfirm(null);
      refresh();
    } catch (e) {
      setConfirm(null);
      reportError(e);
    }
  };
  const money = (key: keyof PayrollLine) => (_: unknown, l: PayrollLine) =>
    l[key] === null ? '' : <Amount value={String(l[key])} currency={l.currency_code} />;
  // The table lays out fixed (its header stays put while the lines scroll), so every column has its width:
  // together they fit the dialog at 1440 px, amounts end-aligned in columns wide enough for "1,250,000 IQD".
  const amount = { align: 'end' as const, width: 115 };
  const columns = [
    { key: 'code', title: t('payroll.code'), dataIndex: 'employee_code', width: 80 },
    {
      key: 'name',
      title: t('payroll.employee'),
      width: 140,
      // a pay that moved more than the set percent from last month is tagged beside the name
      render: (_: unknown, l: PayrollLine) => (
        <>
          {l.employee_name} {l.flagged ? <Tag color="orange">{t('payroll.flaggedTag')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'type',
      title: t('payroll.salaryType'),
      width: 120,
      render: (_: unknown, l: PayrollLine) => lt(`resources:enums.salaryType.${l.salary_type}`),
    },
    { key: 'rate', title: t('payroll.rate'), render: money('rate'), ...amount },
    { key: 'days', title: t('payroll.days'), dataIndex: 'days', width: 60, align: 'end' as const },
    {
      key: 'units',
      title: t('payroll.units'),
      width: 110,
      render: (_: unknown, l: PayrollLine) =>
        pending && l.salary_type !== MONTHLY ? (
          <InputNumber<string>
            stringMode
            min="0"
            max="10000"
            size="small"
            value={units[String(l.employee_id)] ?? null}
            onChange={(v) => setUnits((u) => ({ ...u, [String(l.employee_id)]: v }))}
            data-testid={`units-${l.employee_code}`}
          />
        ) : l.units === null ? (
          ''
        ) : (
          <Quantity value={l.units} />
        ),
    },
    {
      key: 'allowances',
      title: t('payroll.allowances'),
      ...amount,
      render: (_: unknown, l: PayrollLine) => <ItemsAmount line={l} kind={1} total={l.allowances} />,
    },
    { key: 'gross', title: t('payroll.gross'), render: money('gross'), ...amount },
    {
      key: 'deductions',
      title: t('payroll.deductions'),
      ...amount,
      render: (_: unknown, l: PayrollLine) => <ItemsAmount line={l} kind={2} total={l.deductions} />,
    },
    { key: 'advance', title: t('payroll.advance'), render: money('advance_deduction'), ...amount },
    { key: 'net', title: t('payroll.net'), render: money('net'), ...amount },
    { key: 'previous', title: t('payroll.previous'), render: money('previous_net'), ...amount },
  ];
  const footer = doc
    ? [
        <Button key="close" onClick={onClose}>
          {t('payroll.close')}
        </Button>,
        <Button
          key="print"
          data-testid="payroll-payslips"
          onClick={() => printPayslips(doc, payslipLabels, language, direction)}
        >
          {t('payroll.payslips')}
        </Button>,
        ...(pending
          ? [
              <Button key="cancel" danger onClick={() => setConfirm('cancel')} data-testid="payroll-cancel">
                {t('payroll.cancel')}
              </Button>,
              <Button key="recompute" loading={recompute.isPending} onClick={() => recompute.mutate(doc)}>
                {t('payroll.recompute')}
              </Button>,
              <Button
                key="approve"
                type="primary"
                onClick={() => setConfirm('approve')}
                data-testid="payroll-approve"
              >
                {t('payroll.approve')}
              </Button>,
            ]
          : []),
      ]
    : null;
  return (
    <Modal
      open={id !== null}
      title={doc ? `${doc.invoice_id} — ${doc.month} — ${doc.inventory_name}` : ''}
      width={1400}
      onCancel={onClose}
      destroyOnHidden
      footer={footer}
    >
      <Spin spinning={record.isLoading}>
        {doc ? (
          <div data-testid="payroll-view">
            <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBlockEnd: 8 }}>
              <Descriptions.Item label={t('payroll.statusLabel')}>
                <span data-testid="payroll-status">{lt(`payroll.status.${doc.status}`)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('payroll.date')}>
                <bdi>{dayjs(doc.date).format(DATE_SHOWN)}</bdi>
              </Descriptions.Item>
              <Descriptions.Item label={t('payroll.createdBy')}>
                {doc.created_by_name ?? ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('payroll.approvedBy')}>
                {doc.approved_by_name ?? ''}
              </Descriptions.Item>
              {doc.totals.map((x) => (
                <Descriptions.Item key={x.currency_code} label={`${t('payroll.net')} (${x.employees})`}>
                  <span data-testid={`payroll-total-${x.currency_code}`}>
                    <Amount value={x.net} currency={x.currency_code} />
                  </span>
                </Descriptions.Item>
              ))}
            </Descriptions>
            {pending ? (
              <Alert type="info" showIcon title={t('payroll.unitsHint')} style={{ marginBlockEnd: 8 }} />
            ) : null}
            <Table<PayrollLine>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={doc.lines}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              // columns as wide as their content (a fixed layout broke "Allowances" inside the word)
              scroll={{ x: 'max-content', y: 480 }}
            />
          </div>
        ) : null}
      </Spin>
      <ConfirmDialog
        open={confirm !== null}
        text={confirm === 'approve' ? t('payroll.approveConfirm') : t('payroll.cancelConfirm')}
        confirmLabel={confirm === 'approve' ? t('payroll.approve') : t('payroll.cancel')}
        danger={confirm === 'cancel'}
        onConfirm={() => decide(confirm!)}
        onCancel={() => setConfirm(null)}
        data-testid="payroll-confirm"
      />
    </Modal>
  );
}
