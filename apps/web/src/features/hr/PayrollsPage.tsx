import { EyeOutlined } from '@ant-design/icons';
import { monthlyPayrollEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { PayrollRunDialog } from './PayrollRunDialog';
import { PayrollView } from './PayrollView';

/** /hr/monthly-payrolls: the payroll runs per branch and month; new run, open (preview, approve), delete. */
export default function PayrollsPage() {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const title = useScreenTitle('hr.monthly_payrolls', 'common:routes.hr.monthly_payrolls', 'payrolls');
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const columns: TableColumn[] = [
    { key: 'invoice_id', title: t('payroll.invoice'), kind: 'text' },
    { key: 'month', title: t('payroll.month'), kind: 'text' },
    { key: 'date', title: t('payroll.date'), kind: 'date' },
    { key: 'inventory_name', title: t('payroll.branch'), kind: 'text' },
    {
      key: 'status',
      title: t('payroll.statusLabel'),
      kind: 'enum',
      labels: { '0': lt('payroll.status.0'), '1': lt('payroll.status.1'), '2': lt('payroll.status.2') },
    },
    { key: 'employees', title: t('payroll.employees'), kind: 'number' },
    { key: 'flagged', title: t('payroll.flagged'), kind: 'number' },
    { key: 'net_iqd', title: t('payroll.netIqd'), kind: 'number' },
    { key: 'net_usd', title: t('payroll.netUsd'), kind: 'number' },
    { key: 'note', title: t('payroll.note'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: t('payroll.createdBy'), kind: 'text', hidden: true },
  ];
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      { key: 'view', label: t('payroll.view'), icon: <EyeOutlined />, onClick: () => setViewing(id) },
    ];
    if (Number(row.status) === 0) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-payrolls">
      <DataTable
        tableId="hr-payrolls"
        routeId="hr.monthly_payrolls"
        table={monthlyPayrollEndpoints.table}
        title={title}
        columns={columns}
        dateRange
        defaultDateRange="sinceLastMonth"
        createAbility="hr_monthly_payroll"
        onAdd={() => setAdding(true)}
        addLabel={t('payroll.add')}
        rowActions={rowActions}
      />
      <PayrollRunDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          setAdding(false);
          setViewing(id);
        }}
      />
      <PayrollView id={viewing} onClose={() => setViewing(null)} />
      <DeleteRecordDialog
        remove={monthlyPayrollEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
