import { FileSearchOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  identityEndpoints,
  PAYROLL_STATUS,
  PAYSLIPS_TABLE,
  payslipEndpoints,
  resourceLookup,
} from '@bb/contracts';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { reportError } from '../../platform/report-error';
import { PayrollView } from './PayrollView';
import { printPayslips } from './payslip-print';
import { usePayslipLabels } from './usePayslipLabels';

const ROUTE = 'hr.payrolls';
const STATUSES = [PAYROLL_STATUS.pending, PAYROLL_STATUS.approved].map(String);

/**
 * Column widths: the default columns (selection, month, run, branch, employee, the five amounts, status) and
 * the row actions fit the table's 1,290 px at 1440 px wide, with room for the vertical scroll bar, in English and
 * Kurdish; the run number comes second, so a narrower window scrolls it under the fixed actions column last.
 */
const W = { period: 80, run: 90, branch: 120, employee: 140, money: 115, status: 100 } as const;

interface Filters {
  months: [string, string] | null;
  inventory: string | null;
  department: string | null;
  employee: string | null;
  status: string | null;
}

/** The filter bar's choices as the protocol's date range (the months' first and last days) and `list`. */
function filterBody(f: Filters): Record<string, unknown> | undefined {
  const body: Record<string, unknown> = {};
  if (f.months) {
    body.start_date = dayjs(`${f.months[0]}-01`).format('YYYY-MM-DD');
    body.end_date = dayjs(`${f.months[1]}-01`).endOf('month').format('YYYY-MM-DD');
  }
  const list = [
    ['inventory_id', f.inventory],
    ['hr_department_id', f.department],
    ['employee_id', f.employee],
    ['status', f.status],
  ]
    .filter(([, v]) => v !== null)
    .map(([column, v]) => ({ column, values: [v] }));
  if (list.length > 0) body.list = list;
  return Object.keys(body).length > 0 ? body : undefined;
}

/**
 * /hr/payrolls: every employee's payslip line of the pending and approved runs (one row per employee per
 * run) with the month range, branch, department, employee, status and currency filters, totals per
 * currency in the footer, print and the Excel export; each row prints its payslip and opens its run.
 */
export default function PayslipsPage() {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(ROUTE, `common:routes.${ROUTE}`, 'payrolls');
  const labels = usePayslipLabels();
  const { language, direction } = useLanguage();
  // last month's runs and this month's: the runs a user looks for first (the picker shows the months)
  const [filters, setFilters] = useState<Filters>({
    months: [dayjs().subtract(1, 'month').format('YYYY-MM'), dayjs().format('YYYY-MM')],
    inventory: null,
    department: null,
    employee: null,
    status: null,
  });
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const extraBody = useMemo(() => filterBody(filters), [filters]);
  const [run, setRun] = useState<string | null>(null);
  const canOpenRun = can('hr_monthly_payroll');
  const statusLabels = Object.fromEntries(STATUSES.map((s) => [s, lt(`payroll.status.${s}`)]));
  const p = (k: string) => lt(`payslips.${k}`);
  const columns: TableColumn[] = [
    { key: 'period', title: t('payroll.month'), kind: 'text', width: W.period },
    {
      key: 'invoice_id',
      title: p('run'),
      kind: 'text',
      width: W.run,
      render: (row) =>
        canOpenRun ? (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setRun(String(row.payroll_id))}
            data-testid={`payslip-run-${row.id}`}
          >
            <bdi>{String(row.invoice_id)}</bdi>
          </Button>
        ) : (
          <bdi>{String(row.invoice_id)}</bdi>
        ),
    },
    { key: 'inventory_name', title: t('payroll.branch'), kind: 'text', filter: false, width: W.branch },
    { key: 'employee_code', title: t('payroll.code'), kind: 'text', hidden: true },
    { key: 'employee_name', title: t('payroll.employee'), kind: 'text', filter: false, width: W.employee },
    // hidden at first (the filter bar narrows by department): the default columns fit 1440 px
    { key: 'hr_department_name', title: p('department'), kind: 'text', filter: false, hidden: true },
    { key: 'hr_employee_position_name', title: p('position'), kind: 'text', hidden: true },
    {
      key: 'salary_type',
      title: t('payroll.salaryType'),
      kind: 'enum',
      enumName: 'salaryType',
      hidden: true,
    },
    { key: 'currency_code', title: t('payroll.currency'), kind: 'text', filter: false, hidden: true },
    { key: 'days', title: t('payroll.days'), kind: 'number', hidden: true },
    { key: 'units', title: t('payroll.units'), kind: 'number', hidden: true },
    { key: 'base', title: t('payroll.base'), kind: 'money', width: W.money },
    { key: 'allowances', title: t('payroll.allowances'), kind: 'money', width: W.money },
    { key: 'deductions', title: t('payroll.deductions'), kind: 'money', width: W.money },
    { key: 'gross', title: t('payroll.gross'), kind: 'money', hidden: true },
    { key: 'advance_deduction', title: t('payroll.advance'), kind: 'money', width: W.money },
    { key: 'net', title: t('payroll.net'), kind: 'money', width: W.money },
    {
      key: 'status',
      title: t('payroll.statusLabel'),
      kind: 'status',
      labels: statusLabels,
      filter: false,
      width: W.status,
    },
  ];
  const print = async (id: string) => {
    try {
      const slip = await call(payslipEndpoints.get, { params: { id } });
      printPayslips(slip, labels, language, direction);
    } catch (e) {
      reportError(e);
    }
  };
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      { key: 'print', label: p('print'), icon: <PrinterOutlined />, onClick: () => void print(id) },
    ];
    if (canOpenRun)
      list.push({
        key: 'run',
        label: p('openRun'),
        icon: <FileSearchOutlined />,
        onClick: () => setRun(String(row.payroll_id)),
      });
    return <RowActionButtons id={id} actions={list} />;
  };
  const monthsValue: [Dayjs, Dayjs] | null = filters.months
    ? [dayjs(`${filters.months[0]}-01`), dayjs(`${filters.months[1]}-01`)]
    : null;
  return (
    <div data-testid="screen-payslips">
      <Flex wrap gap={8} align="center" style={{ marginBlockEnd: 8 }}>
        <DatePicker.RangePicker
          picker="month"
          format="MM/YYYY"
          value={monthsValue}
          onChange={(r) =>
            set({ months: r?.[0] && r[1] ? [r[0].format('YYYY-MM'), r[1].format('YYYY-MM')] : null })
          }
          placeholder={[p('fromMonth'), p('toMonth')]}
          data-testid="payslips-months"
        />
        <LookupSelect
          style={{ minWidth: 200 }}
          lookup={identityEndpoints.lookups.connectedInventory}
          value={filters.inventory}
          onChange={(v) => set({ inventory: typeof v === 'string' ? v : null })}
          placeholder={t('payroll.branch')}
          allowClear
          data-testid="payslips-branch"
        />
        <LookupSelect
          style={{ minWidth: 200 }}
          lookup={resourceLookup('hr_department')}
          value={filters.department}
          onChange={(v) => set({ department: typeof v === 'string' ? v : null })}
          placeholder={p('department')}
          allowClear
          data-testid="payslips-department"
        />
        <LookupSelect
          style={{ minWidth: 220 }}
          lookup={resourceLookup('hr_employee')}
          value={filters.employee}
          onChange={(v) => set({ employee: typeof v === 'string' ? v : null })}
          placeholder={t('payroll.employee')}
          allowClear
          data-testid="payslips-employee"
        />
        <Select
          value={filters.status ?? undefined}
          onChange={(v) => set({ status: v ?? null })}
          allowClear
          placeholder={t('payroll.statusLabel')}
          aria-label={t('payroll.statusLabel')}
          style={{ minWidth: 150 }}
          data-testid="payslips-status"
          options={STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
      </Flex>
      <DataTable
        tableId="hr-payslips"
        routeId={ROUTE}
        table={PAYSLIPS_TABLE}
        title={title}
        columns={columns}
        currencyFilter
        extraBody={extraBody}
        rowActions={rowActions}
        defaultSort={{ sortBy: 'month', sortDir: 'desc' }}
      />
      <PayrollView id={run} onClose={() => setRun(null)} />
    </div>
  );
}
