import {
  RESIDENCE_AGEING_BUCKETS,
  type RESIDENCE_AGEING_PATHS,
  RESIDENCE_AGEING_TABLES,
} from '@bb/contracts';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useScreenTitle } from '../../components/useScreenTitle';

type By = keyof typeof RESIDENCE_AGEING_PATHS;

/**
 * `/inventory/residence-ageing`: what is left on residence instalments today, in buckets by days past due
 * (current, 1-30, 31-60, 61-90, over 90), per customer or per project (the units' block), per currency;
 * totals in the footer, print and Excel from the table.
 */
export default function ResidenceAgeingScreen() {
  const { t } = useTranslation('residence-sales');
  const [by, setBy] = useState<By>('customer');
  const title = useScreenTitle('inventory.residence_ageing', 'residence-sales:ageing.title', 'ageing');
  const bucket = (k: (typeof RESIDENCE_AGEING_BUCKETS)[number]): TableColumn => ({
    key: k,
    title: t(`ageing.buckets.${k}`),
    kind: 'money',
  });
  const columns: TableColumn[] = [
    ...(by === 'customer'
      ? [
          { key: 'customer_name', title: t('fields.customer_name'), kind: 'text' as const },
          { key: 'phone', title: t('ageing.phone'), kind: 'text' as const, hidden: true },
        ]
      : [{ key: 'project_name', title: t('ageing.project'), kind: 'text' as const }]),
    // each amount names its currency and the totals are per currency: the column is in the chooser
    { key: 'currency_code', title: t('ageing.currency'), kind: 'text', hidden: true },
    { key: 'sales', title: t('ageing.sales'), kind: 'number' },
    ...RESIDENCE_AGEING_BUCKETS.map(bucket),
    { key: 'overdue', title: t('fields.overdue'), kind: 'money' },
    { key: 'total', title: t('fields.remaining'), kind: 'money' },
  ];
  return (
    <div data-testid="screen-residence_ageing">
      <Segmented<By>
        value={by}
        onChange={setBy}
        style={{ marginBlockEnd: 12 }}
        data-testid="ageing-by"
        options={[
          { value: 'customer', label: t('ageing.byCustomer') },
          { value: 'project', label: t('ageing.byProject') },
        ]}
      />
      <DataTable
        key={by}
        tableId={`residence_ageing_${by}`}
        defaultSort={{ sortBy: 'overdue', sortDir: 'desc' }}
        table={RESIDENCE_AGEING_TABLES[by]}
        title={`${title} — ${by === 'customer' ? t('ageing.byCustomer') : t('ageing.byProject')}`}
        columns={columns}
      />
    </div>
  );
}
