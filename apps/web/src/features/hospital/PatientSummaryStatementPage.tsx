import { type PatientSummaryRow, patientStatementEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn, TableRow } from '../../components/data-table';
import { printTable } from '../../components/data-table/print-table';
import { SummaryStatementTable } from '../../components/statement/SummaryStatementTable';
import { SummaryToolbar } from '../../components/statement/SummaryToolbar';
import { useStatementExport } from '../../components/statement/statement-export';
import { monthToDate } from '../../components/statement/statement-parts';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { useLanguage } from '../../platform/i18n/useLanguage';

const keyOf = (r: PatientSummaryRow) => `${r.patient_id}-${r.currency_code}`;
const e = patientStatementEndpoints;

/**
 * /report/patient-summary-account-statement: per patient and currency, the balance before the period, the
 * period's debits (what was dispensed) and credits (how it was settled) and the balance at its end.
 */
export function PatientSummaryStatementPage() {
  const { t } = useTranslation('hospital');
  const title = useScreenTitle(
    'report.patient_summary_account_statement',
    'hospital:statement.summaryTitle',
    'summary',
  );
  const { language, direction } = useLanguage();
  const [currency, setCurrency] = useState<string | null>(null);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(() => (currencies.data ?? []).map((c) => c.code), [currencies.data]);
  const params = range
    ? { start_date: range[0], end_date: range[1], ...(currency ? { currency_code: currency } : {}) }
    : null;
  const { data, isFetching } = useQuery({
    queryKey: ['hospital', 'summary', params],
    queryFn: ({ signal }) => call(e.summary, { query: params ?? undefined }, { signal }),
    enabled: params !== null,
  });
  const { exporting, onExport } = useStatementExport(e.summary, params, title);
  const rows = data?.data ?? [];

  const onPrint = () => {
    const col = (key: string, kind: TableColumn['kind'], label: string): TableColumn => ({
      key,
      kind,
      title: label,
    });
    const columns = [
      col('hospital_patient_id', 'text', t('statement.hospitalPatientId')),
      col('fullname', 'text', t('statement.patient')),
      col('currency_code', 'text', t('statement.currency')),
      col('opening_balance', 'money', t('statement.opening')),
      col('debit', 'money', t('statement.debit')),
      col('credit', 'money', t('statement.credit')),
      col('closing_balance', 'money', t('statement.closing')),
    ];
    const printed = rows.map((r) => ({ ...r, id: keyOf(r) }) as unknown as TableRow);
    const period = range
      ? ` ${dayjs(range[0]).format('DD/MM/YYYY')} - ${dayjs(range[1]).format('DD/MM/YYYY')}`
      : '';
    printTable(`${title}${period}`, columns, printed, direction, language);
  };

  return (
    <div data-testid="screen-patient-summary">
      <Typography.Title level={4}>{title}</Typography.Title>
      <SummaryToolbar
        codes={codes}
        currency={currency}
        onCurrency={setCurrency}
        range={range}
        onRange={setRange}
        onPrint={onPrint}
        canPrint={rows.length > 0}
        onExport={onExport}
        canExport={Boolean(params)}
        exporting={exporting}
        labels={{
          allCurrencies: t('statement.allCurrencies'),
          print: t('statement.print'),
          export: t('statement.export'),
        }}
      />
      <SummaryStatementTable<PatientSummaryRow>
        rowKey={keyOf}
        loading={isFetching}
        rows={rows}
        leadColumns={[
          {
            key: 'hospital_patient_id',
            title: t('statement.hospitalPatientId'),
            render: (_, r) => <bdi>{r.hospital_patient_id}</bdi>,
          },
          { key: 'fullname', title: t('statement.patient'), dataIndex: 'fullname' },
        ]}
        labels={{
          currency: t('statement.currency'),
          opening: t('statement.opening'),
          debit: t('statement.debit'),
          credit: t('statement.credit'),
          closing: t('statement.closing'),
        }}
      />
    </div>
  );
}

export default PatientSummaryStatementPage;
