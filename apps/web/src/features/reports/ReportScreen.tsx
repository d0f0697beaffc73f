import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { baseDataQuery } from '../../platform/auth/session-queries';
import { useScreenTitle } from '../master-data/useScreenTitle';
import { InventoryFilter } from './InventoryFilter';
import { reportColumns } from './report-columns';
import { reportOf } from './reports';

/**
 * Every declared report (reports.ts) through one DataTable: the table protocol list of its API path
 * with the date range, currency and branch filters it supports, the server's footer totals, print
 * and the Excel export. The route id picks the declaration.
 */
export function ReportScreen({ route }: { route: string }) {
  const def = reportOf(route);
  const { t } = useTranslation('reports');
  const lt = looseT(t);
  const title = useScreenTitle(def.route, `common:routes.${def.route}`, def.api.split('/').pop() ?? '');
  const { data: baseData } = useQuery(baseDataQuery);
  const base = baseData?.tenant.base_currency_code ?? 'IQD';
  const columns = useMemo(() => reportColumns(def, lt, base), [def, lt, base]);
  const [inventory, setInventory] = useState<string | null>(null);
  const extraBody = useMemo(
    () => (inventory ? { list: [{ column: 'inventory_id', values: [inventory] }] } : undefined),
    [inventory],
  );

  return (
    <div data-testid={`screen-${def.route}`}>
      {def.inventory ? (
        <Flex wrap gap={8} align="center" style={{ marginBlockEnd: 8 }}>
          <InventoryFilter value={inventory} onChange={setInventory} />
        </Flex>
      ) : null}
      <DataTable
        tableId={def.route}
        routeId={def.route}
        path={def.api}
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
