import { useQuery } from '@tanstack/react-query';
import { Flex, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useAuthUser } from '../../platform/auth/session';
import { baseDataQuery } from '../../platform/auth/session-queries';
import { InventoryFilter } from './InventoryFilter';
import { reportColumns } from './report-columns';
import { reportOf } from './reports';

/** The expiry report's first horizon: what the expiry notification announces (90 days). */
const EXPIRY_DAYS = 90;

/**
 * Every declared report (reports.ts) through one DataTable: the table protocol list of its API path
 * with the date range, currency and branch filters it supports, the server's footer totals, print
 * and the Excel export. The route id picks the declaration.
 */
export function ReportScreen({ route }: { route: string }) {
  const def = reportOf(route);
  const { t } = useTranslation('reports');
  const lt = looseT(t);
  const title = useScreenTitle(
    def.route,
    `common:routes.${def.route}`,
    def.table.path.split('/').pop() ?? '',
  );
  const { data: baseData } = useQuery(baseDataQuery);
  const base = baseData?.tenant.base_currency_code ?? 'IQD';
  const columns = useMemo(() => reportColumns(def, lt, base), [def, lt, base]);
  const user = useAuthUser();
  const [inventory, setInventory] = useState<string | null>(
    def.oneBranch ? (user.default_branch_id ?? null) : null,
  );
  const [days, setDays] = useState<number | null>(EXPIRY_DAYS);
  const extraBody = useMemo(() => {
    const body: Record<string, unknown> = {};
    if (inventory) body.list = [{ column: 'inventory_id', values: [inventory] }];
    // what has expired or will within N days: the list's date filter is on the expiry date
    if (def.expiryDays && days !== null) body.end_date = dayjs().add(days, 'day').format('YYYY-MM-DD');
    return Object.keys(body).length > 0 ? body : undefined;
  }, [inventory, days, def.expiryDays]);

  return (
    <div data-testid={`screen-${def.route}`}>
      {def.inventory || def.expiryDays ? (
        <Flex wrap gap={8} align="center" style={{ marginBlockEnd: 8 }}>
          {def.inventory ? <InventoryFilter value={inventory} onChange={setInventory} /> : null}
          {def.expiryDays ? (
            <Flex gap={6} align="center">
              <Typography.Text>{t('filters.expiringWithin')}</Typography.Text>
              <InputNumber
                min={0}
                max={3650}
                precision={0}
                value={days}
                onChange={(v) => setDays(typeof v === 'number' ? v : null)}
                aria-label={t('filters.expiringWithin')}
                data-testid="report-expiry-days"
                style={{ inlineSize: 90 }}
              />
              <Typography.Text>{t('filters.days')}</Typography.Text>
            </Flex>
          ) : null}
        </Flex>
      ) : null}
      <DataTable
        tableId={def.route}
        routeId={def.route}
        table={def.table}
        title={title}
        columns={columns}
        dateRange={def.dateRange}
        currencyFilter={def.currency}
        extraBody={extraBody}
        {...(def.defaultSort
          ? { defaultSort: { sortBy: def.defaultSort.key, sortDir: def.defaultSort.dir } }
          : {})}
      />
    </div>
  );
}
