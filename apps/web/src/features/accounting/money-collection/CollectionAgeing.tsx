import { type CollectionAgeingRow, collectionAgeingEndpoint } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';

const BUCKETS = ['days_0_7', 'days_8_30', 'days_31_60', 'days_over_60', 'total'] as const;

/**
 * The ageing of cash not yet handed over, above the collections list: per collector and currency, the
 * pending bags' amounts by days out (the server scopes a collector to their own bags). It is read again
 * whenever the list is (a bag added, received or deleted).
 */
export function CollectionAgeing() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const c = (k: string) => lt(`collection.${k}`);
  const ageing = useQuery({
    queryKey: [TABLE_KEY, 'money-collection-ageing'],
    queryFn: ({ signal }) => call(collectionAgeingEndpoint, { query: {} }, { signal }),
  });
  const rows = ageing.data ?? [];
  return (
    <Card size="small" title={c('ageing')} style={{ marginBlockEnd: 12 }} data-testid="collection-ageing">
      {rows.length === 0 && !ageing.isLoading ? (
        <Typography.Text type="secondary">{c('nothingOut')}</Typography.Text>
      ) : (
        <Table<CollectionAgeingRow>
          size="small"
          pagination={false}
          loading={ageing.isLoading}
          rowKey={(r) => `${r.collector_id}-${r.currency_code}`}
          dataSource={rows}
          columns={[
            { title: c('collector'), dataIndex: 'collector_name' },
            { title: c('bags'), dataIndex: 'bags', align: 'end' },
            ...BUCKETS.map((k) => ({
              title: c(k),
              key: k,
              align: 'end' as const,
              render: (_: unknown, r: CollectionAgeingRow) => (
                <Amount value={r[k]} currency={r.currency_code} />
              ),
            })),
            { title: c('oldest_days'), dataIndex: 'oldest_days', align: 'end' },
          ]}
        />
      )}
    </Card>
  );
}
