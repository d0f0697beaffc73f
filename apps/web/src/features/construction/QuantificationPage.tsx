import { type QUANTIFICATION_LISTS, QUANTIFICATION_TABLES } from '@bb/contracts';
import { Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';

type Level = keyof typeof QUANTIFICATION_LISTS;
const SUMS = [
  'planned_quantity',
  'planned_cost',
  'approved_quantity',
  'issued_quantity',
  'issued_cost',
  'remaining_quantity',
  'cost_variance',
] as const;
/** Seven sums of 105 px and the line's names fit a 1440 px window with no sideways scroll. */
const SUM_WIDTH = 105;

/**
 * /construction/quantification: planned against issued quantity and cost per bill-of-quantities line, per
 * building or per project (each its own list, exportable to xlsx).
 */
export default function QuantificationPage() {
  const { t } = useTranslation('construction');
  const lt = looseT(t);
  const title = useScreenTitle(
    'construction.quantification',
    'construction:quantification.title',
    'quantification',
  );
  const [level, setLevel] = useState<Level>('lines');
  const f = (k: string) => lt(`fields.${k}`);
  // the line level fits 1440 px: the building and the line's code are in the column chooser
  const lines = level === 'lines';
  const keys: TableColumn[] = [
    {
      key: 'project_name',
      title: f('project'),
      kind: 'text',
      ...(lines ? { width: 120, ellipsis: true } : {}),
    },
  ];
  if (level !== 'projects')
    keys.push({ key: 'building_name', title: f('building'), kind: 'text', hidden: lines });
  if (lines)
    keys.push(
      { key: 'code', title: f('code'), kind: 'text', width: 70, hidden: true },
      { key: 'name', title: f('boq_line'), kind: 'text', width: 160, ellipsis: true },
      { key: 'item_name', title: f('item'), kind: 'text', width: 140, ellipsis: true },
    );
  else keys.push({ key: 'lines_count', title: f('lines_count'), kind: 'number' });
  const columns = [
    ...keys,
    ...SUMS.map((k): TableColumn => ({ key: k, title: f(k), kind: 'number', width: SUM_WIDTH })),
  ];
  return (
    <Flex vertical gap={12} data-testid="screen-construction-quantification">
      <Segmented<Level>
        value={level}
        onChange={setLevel}
        data-testid="quantification-level"
        options={[
          { value: 'lines', label: t('quantification.lines') },
          { value: 'buildings', label: t('quantification.buildings') },
          { value: 'projects', label: t('quantification.projects') },
        ]}
      />
      <DataTable
        key={level}
        tableId={`construction-quantification-${level}`}
        routeId="construction.quantification"
        table={QUANTIFICATION_TABLES[level]}
        title={`${title} — ${t(`quantification.${level}`)}`}
        defaultSort={{ sortBy: 'project_name', sortDir: 'asc' }}
        columns={columns}
      />
    </Flex>
  );
}
