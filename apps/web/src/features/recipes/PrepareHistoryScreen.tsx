import { RECIPE_TABLES } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';

/** /inventory/prepare-product-history: every preparation with its recipe version, costs and new lot. */
export default function PrepareHistoryScreen() {
  const { t } = useTranslation('recipes');
  const lt = looseT(t);
  const title = useScreenTitle('inventory.prepare_product_history', 'recipes:history.title', 'history');
  const navigate = useNavigate();
  const n = (key: string, hidden = false): TableColumn => ({
    key,
    title: lt(`fields.${key}`),
    kind: 'number',
    hidden,
  });
  const columns: TableColumn[] = [
    { key: 'invoice_id', title: t('fields.invoice_id'), kind: 'text' },
    { key: 'date', title: t('fields.date'), kind: 'date' },
    { key: 'inventory_name', title: t('fields.inventory'), kind: 'text' },
    { key: 'item_name', title: t('fields.product'), kind: 'text' },
    n('recipe_version', true),
    n('quantity'),
    n('materials_cost'),
    n('extra_cost'),
    n('total_cost'),
    n('unit_cost'),
    { key: 'batch_number', title: t('fields.batch_number'), kind: 'text', hidden: true },
    { key: 'expire_date', title: t('fields.expire_date'), kind: 'date' },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: t('fields.created_by_name'), kind: 'text', hidden: true },
  ];
  return (
    <div data-testid="screen-prepare-history">
      <DataTable
        tableId="prepare-history"
        routeId="inventory.prepare_product_history"
        table={RECIPE_TABLES.prepared}
        title={title}
        columns={columns}
        dateRange
        createAbility="prepare_product_create"
        onAdd={() => navigate('/inventory/prepare-product')}
      />
    </div>
  );
}
