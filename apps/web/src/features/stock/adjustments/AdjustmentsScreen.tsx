import { ADJUSTMENT_ENDPOINTS } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { type LooseT, looseT } from '../../../components/loose-t';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { AdjustmentDialog, type AdjustmentKind } from './AdjustmentDialog';

export function adjustmentColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  return [
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
    { key: 'date', title: f('date'), kind: 'date' },
    { key: 'inventory_name', title: f('inventory'), kind: 'text' },
    { key: 'reason', title: f('reason'), kind: 'text' },
    { key: 'lines_count', title: f('lines_count'), kind: 'number' },
    { key: 'value', title: f('value'), kind: 'number' },
    { key: 'created_by_name', title: f('created_by_name'), kind: 'text', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
}

const ROUTES: Record<AdjustmentKind, { route: string; ability: string }> = {
  entry: { route: 'inventory.stock_adjustment_entry', ability: 'stock_adjustment_entry_create' },
  daily: { route: 'inventory.daily_stock_adjustment', ability: 'daily_stock_adjustment_entry_create' },
};

/** Stock adjustment entries or daily stock adjustments: the list and Add New (a count correction). */
export function AdjustmentsScreen({ kind }: { kind: AdjustmentKind }) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { route, ability } = ROUTES[kind];
  const title = useScreenTitle(route, `stock:adjustment.${kind}.title`, kind);
  const [adding, setAdding] = useState(false);
  return (
    <div data-testid={`screen-adjustment-${kind}`}>
      <DataTable
        tableId={`stock-adjustment-${kind}`}
        routeId={route}
        table={ADJUSTMENT_ENDPOINTS[kind].table}
        title={title}
        columns={adjustmentColumns(lt)}
        dateRange
        createAbility={ability}
        onAdd={() => setAdding(true)}
      />
      <AdjustmentDialog kind={kind} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
