import { API_CONNECTION_DETAIL_TABLE, PRESCRIPTION_STATUSES } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useScreenTitle } from '../../components/useScreenTitle';

/**
 * /report/api-connection-detail: every prescription the hospitals sent to the user's branches, with its
 * status, when it arrived, was taken in process, dispensed or deleted, and the outcome (lines, problems,
 * prescribed and dispensed quantities, the sale).
 */
export default function ApiConnectionDetailReport() {
  const { t } = useTranslation('hospital');
  const title = useScreenTitle('report.api_connection_detail', 'hospital:report.title', 'report');
  const f = (k: string) => t(`report.${k}` as 'report.title');
  const columns: TableColumn[] = [
    { key: 'prescription_id', title: f('prescription_id'), kind: 'text' },
    { key: 'received_at', title: f('received_at'), kind: 'datetime', width: 160 },
    { key: 'api_connection_name', title: f('api_connection_name'), kind: 'text', hidden: true },
    { key: 'inventory_name', title: f('inventory_name'), kind: 'text', hidden: true },
    { key: 'patient', title: f('patient'), kind: 'text' },
    { key: 'hospital_patient_id', title: f('hospital_patient_id'), kind: 'text', hidden: true },
    { key: 'prescriber', title: f('prescriber'), kind: 'text', hidden: true },
    {
      key: 'status',
      title: f('status'),
      kind: 'enum',
      labels: Object.fromEntries(PRESCRIPTION_STATUSES.map((s) => [s, t(`status.${s}`)])),
    },
    { key: 'is_in_process', title: t('inProcess'), kind: 'bool', hidden: true },
    { key: 'line_count', title: f('line_count'), kind: 'number', width: 90 },
    { key: 'problem_count', title: f('problem_count'), kind: 'number', width: 90 },
    { key: 'prescribed_quantity', title: f('prescribed_quantity'), kind: 'number', width: 100 },
    { key: 'dispensed_quantity', title: f('dispensed_quantity'), kind: 'number', width: 100 },
    { key: 'sale_invoice_id', title: f('sale_invoice_id'), kind: 'text' },
    { key: 'sale_total', title: f('sale_total'), kind: 'money', currencyKey: 'sale_currency_code' },
    { key: 'processed_at', title: f('processed_at'), kind: 'datetime', hidden: true },
    { key: 'dispensed_at', title: f('dispensed_at'), kind: 'datetime', hidden: true },
    { key: 'rejected_at', title: f('rejected_at'), kind: 'datetime', hidden: true },
  ];
  return (
    <div data-testid="screen-api-connection-detail">
      <DataTable
        tableId="api-connection-detail"
        routeId="report.api_connection_detail"
        table={API_CONNECTION_DETAIL_TABLE}
        title={title}
        columns={columns}
        dateRange
      />
    </div>
  );
}
