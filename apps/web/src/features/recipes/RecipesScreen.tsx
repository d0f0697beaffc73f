import { RECIPE_TABLES } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { RecipeDialog, type RecipeTarget } from './RecipeDialog';

/** /inventory/item/recipe: each product's current recipe; editing saves its next version. */
export default function RecipesScreen() {
  const { t } = useTranslation('recipes');
  const title = useScreenTitle('inventory.item.recipe', 'recipes:recipe.title', 'recipes');
  const can = useCan();
  const actions = useCrudRowActions();
  const [target, setTarget] = useState<RecipeTarget>(null);
  const columns: TableColumn[] = [
    { key: 'item_name', title: t('fields.product'), kind: 'text' },
    { key: 'barcode', title: t('fields.barcode'), kind: 'text', hidden: true },
    { key: 'version', title: t('fields.version'), kind: 'number' },
    { key: 'yield_quantity', title: t('fields.yield_quantity'), kind: 'number' },
    { key: 'materials', title: t('fields.materials'), kind: 'number' },
    { key: 'steps', title: t('fields.steps'), kind: 'number' },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
    { key: 'created_at', title: t('fields.created_at'), kind: 'datetime' },
  ];
  const rowActions = (row: TableRow) => (
    <RowActionButtons
      id={String(row.id)}
      actions={can('recipe_edit') ? [actions.edit(() => setTarget({ id: String(row.id) }))] : []}
    />
  );
  return (
    <div data-testid="screen-recipes">
      <DataTable
        tableId="recipes"
        routeId="inventory.item.recipe"
        table={RECIPE_TABLES.recipes}
        title={title}
        columns={columns}
        defaultSort={{ sortBy: 'item_name', sortDir: 'asc' }}
        createAbility="recipe_create"
        onAdd={() => setTarget({ id: null })}
        rowActions={rowActions}
      />
      <RecipeDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
