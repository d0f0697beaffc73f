import { STOCKTAKE_TABLES } from '@bb/contracts';
import { Button, Card, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { ProcessPicker, useChosenProcess } from './shared';

const RESULTS = ['uncounted', 'match', 'gain', 'loss'] as const;

/**
 * /inventory-adjustment/comparison: every lot of a process with its snapshot quantity, the movements until
 * it was counted, the system quantity then, the count and the difference (with its value at snapshot
 * cost), and the quantity now. Filter by result (gain, loss, uncounted) to see all differences at once.
 */
export default function ComparisonPage() {
  const { t } = useTranslation('stocktake');
  const title = useScreenTitle('inventory_adjustment.comparison', 'stocktake:comparison.title', 'comparison');
  const navigate = useNavigate();
  const can = useCan();
  const { open, processId, setProcessId, process, extraBody } = useChosenProcess();
  const lt = looseT(t);
  const n = (key: string, hidden = false): TableColumn => ({
    key,
    title: lt(`fields.${key}`),
    kind: 'number',
    hidden,
  });
  const columns: TableColumn[] = [
    { key: 'name', title: t('fields.name'), kind: 'text' },
    { key: 'barcode', title: t('fields.barcode'), kind: 'text', hidden: true },
    { key: 'batch_number', title: t('fields.batch_number'), kind: 'text' },
    n('snapshot_quantity'),
    n('moved_until_count'),
    n('expected'),
    n('counted'),
    n('difference'),
    n('base_cost', true),
    n('difference_value'),
    n('current_quantity'),
    n('moved_since_snapshot', true),
    {
      key: 'result',
      title: t('fields.result'),
      kind: 'enum',
      labels: Object.fromEntries(RESULTS.map((r) => [r, t(`result.${r}`)])),
    },
    { key: 'recount', title: t('fields.recount'), kind: 'bool', hidden: true },
    { key: 'counted_by_name', title: t('fields.counted_by_name'), kind: 'text', hidden: true },
  ];
  return (
    <div data-testid="screen-stocktake-comparison">
      <Flex vertical gap={12}>
        <Card size="small" title={title}>
          <Flex wrap gap={12} align="center">
            <ProcessPicker rows={open.data} value={processId} onChange={setProcessId} />
            {process && can('inventory_adjustment_calculate') ? (
              <Button
                type="primary"
                data-testid="stocktake-to-calculate"
                onClick={() =>
                  navigate(
                    `/inventory-adjustment/calculate-income-and-expense/${process.id}/${process.snapshot_id}`,
                  )
                }
              >
                {t('comparison.calculate')}
              </Button>
            ) : null}
          </Flex>
        </Card>
        {processId ? (
          <DataTable
            tableId="stocktake-comparison"
            table={STOCKTAKE_TABLES.comparison}
            title={t('comparison.lines')}
            columns={columns}
            extraBody={extraBody}
            defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
          />
        ) : open.data ? (
          // nothing chosen yet: say what to do (or that no count is open), not a blank page
          <Card size="small">
            <Empty
              data-testid="stocktake-comparison-empty"
              description={t(open.data.length > 0 ? 'process.pick' : 'process.none')}
            />
          </Card>
        ) : null}
      </Flex>
    </div>
  );
}
