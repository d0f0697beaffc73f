import { PlusSquareOutlined } from '@ant-design/icons';
import { ITEM_TABLE, itemEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { AddToStockDialog, type AddToStockTarget } from './AddToStockDialog';
import { ItemDialog } from './ItemDialog';

const ROUTE = 'inventory.item.item';

export function itemColumns(t: LooseT, can: (...a: string[]) => boolean): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  const cols: (TableColumn | false)[] = [
    { key: 'id', title: f('id'), kind: 'id', hidden: true },
    { key: 'name', title: f('name'), kind: 'text' },
    { key: 'barcode', title: f('barcode'), kind: 'text' },
    { key: 'old_barcode', title: f('old_barcode'), kind: 'text', hidden: true },
    can('item_show_scientific_name') && { key: 'scientific_name', title: f('scientific_name'), kind: 'text' },
    {
      key: 'type',
      title: f('type'),
      kind: 'enum',
      labels: { 1: t('types.1'), 2: t('types.2'), 3: t('types.3') },
    },
    { key: 'brand_name', title: f('brand_id'), kind: 'text' },
    { key: 'group_name', title: f('group_id'), kind: 'text' },
    { key: 'category_name', title: f('category_id'), kind: 'text', hidden: true },
    { key: 'rack_name', title: f('rack_id'), kind: 'text', hidden: true },
    { key: 'measurement_name', title: f('measurement_id'), kind: 'text', hidden: true },
    can('item_show_dosage_form') && {
      key: 'dosage_form_name',
      title: f('dosage_form_id'),
      kind: 'text',
      hidden: true,
    },
    can('item_show_per_packet') && {
      key: 'per_packet',
      title: f('per_packet'),
      kind: 'number',
      hidden: true,
    },
    { key: 'quantity', title: f('quantity'), kind: 'number' },
    { key: 'min_quantity', title: f('min_quantity'), kind: 'number', hidden: true },
    { key: 'status', title: f('status'), kind: 'enum', labels: { 1: t('status.1'), 0: t('status.0') } },
    can('item_show_hidden') && { key: 'is_hidden', title: f('hidden'), kind: 'bool', hidden: true },
    { key: 'has_image', title: f('image'), kind: 'bool', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
  return cols.filter((c): c is TableColumn => c !== false);
}

/** /inventory/item/item: the items with Add New Item / Update Item, Add To Stock and delete. */
export function ItemsScreen() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(ROUTE, 'stock:items.title', 'items');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [stocking, setStocking] = useState<AddToStockTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can('item_edit')) list.push(actions.edit(() => setEditing({ id })));
    if (can('item_create', 'item_edit'))
      list.push({
        key: 'add-to-stock',
        label: t('addToStock.title'),
        icon: <PlusSquareOutlined />,
        onClick: () => setStocking({ itemId: id }),
      });
    if (can('item_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-items">
      <DataTable
        tableId="items"
        routeId={ROUTE}
        table={ITEM_TABLE}
        title={title}
        columns={itemColumns(lt, can)}
        hiddenToggle
        createAbility="item_create"
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <ItemDialog
        open={editing !== null}
        itemId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onCreated={(item) => {
          if (Number(item.type) === 3) setStocking({ itemId: String(item.id), fresh: true });
        }}
      />
      <AddToStockDialog target={stocking} onClose={() => setStocking(null)} />
      <DeleteRecordDialog
        remove={itemEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

export default ItemsScreen;
