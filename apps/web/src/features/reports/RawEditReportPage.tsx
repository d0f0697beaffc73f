import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableRow } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { baseDataQuery } from '../../platform/auth/session-queries';
import { InventoryFilter } from './InventoryFilter';
import { RawEditDialog } from './RawEditDialog';
import { rawEditOf } from './raw-edit-reports';
import { reportColumns } from './report-columns';
import { reportOf } from './reports';

/**
 * report/purchase-items-raw-edit and report/sale-items-raw-edit: the items report's grid (same columns,
 * date range, currency and branch filters, footer, print and export) on the raw-edit list, with an
 * 'Edit line' button per row for users who may also edit the document. The route id picks the
 * declaration (raw-edit-reports.ts).
 */
export function RawEditReportPage({ route }: { route: string }) {
  const raw = rawEditOf(route);
  const def = reportOf(raw.report);
  const { t } = useTranslation('reports');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(
    raw.route,
    `common:routes.${raw.route}`,
    raw.table.path.split('/').pop() ?? '',
  );
  const { data: baseData } = useQuery(baseDataQuery);
  const base = baseData?.tenant.base_currency_code ?? 'IQD';
  const columns = useMemo(() => reportColumns(def, lt, base), [def, lt, base]);
  const [inventory, setInventory] = useState<string | null>(null);
  const [editing, setEditing] = useState<TableRow | null>(null);
  const extraBody = useMemo(
    () => (inventory ? { list: [{ column: 'inventory_id', values: [inventory] }] } : undefined),
    [inventory],
  );
  const mayEdit = can(raw.editAbility);

  const rowActions = (row: TableRow) => (
    <Tooltip title={t('rawEdit.edit')}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('rawEdit.edit')}
        data-testid={`raw-edit-${row.id}`}
        onClick={() => setEditing(row)}
      />
    </Tooltip>
  );

  return (
    <div data-testid={`screen-${raw.route}`}>
      <Flex wrap gap={8} align="center" style={{ marginBlockEnd: 8 }}>
        <InventoryFilter value={inventory} onChange={setInventory} />
      </Flex>
      <DataTable
        tableId={raw.route}
        routeId={raw.route}
        table={raw.table}
        title={title}
        columns={columns}
        dateRange={def.dateRange}
        currencyFilter={def.currency}
        extraBody={extraBody}
        {...(mayEdit ? { rowActions } : {})}
        {...(def.defaultSort
          ? { defaultSort: { sortBy: def.defaultSort.key, sortDir: def.defaultSort.dir } }
          : {})}
      />
      <RawEditDialog def={raw} row={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
