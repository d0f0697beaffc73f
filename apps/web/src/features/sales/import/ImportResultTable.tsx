import type { SaleImportEntry } from '@bb/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';

/** One row per sale of the sheet: its rows, the invoice it gets, its total and its row-level errors. */
export function ImportResultTable({ sales }: { sales: SaleImportEntry[] }) {
  const { t } = useTranslation('sales');
  return (
    <Table<SaleImportEntry>
      size="small"
      rowKey="key"
      pagination={sales.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      dataSource={sales}
      data-testid="sale-import-result"
      onRow={(r) => ({ 'data-testid': `sale-import-row-${r.key}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'key', title: t('import.group'), dataIndex: 'key' },
        {
          key: 'rows',
          title: t('import.rows'),
          render: (_, r) => <bdi>{r.rows.join(', ')}</bdi>,
        },
        { key: 'invoice', title: t('fields.invoice_id'), render: (_, r) => r.invoice_id ?? '' },
        {
          key: 'total',
          title: t('fields.total'),
          render: (_, r) => (r.total === null ? '' : <Amount value={r.total} currency={r.currency_code} />),
        },
        {
          key: 'status',
          title: t('fields.status'),
          render: (_, r) =>
            r.errors.length === 0 ? (
              <Tag color="success">{t('import.ok')}</Tag>
            ) : (
              <div>
                {r.errors.map((e) => (
                  <Typography.Text key={e} type="danger" style={{ display: 'block' }}>
                    <bdi>{e}</bdi>
                  </Typography.Text>
                ))}
              </div>
            ),
        },
      ]}
    />
  );
}
