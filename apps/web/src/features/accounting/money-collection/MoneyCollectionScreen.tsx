import { InboxOutlined } from '@ant-design/icons';
import { moneyCollectionEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { CollectionAgeing } from './CollectionAgeing';
import { CollectionDialog } from './CollectionDialog';
import { ReceiveDialog } from './ReceiveDialog';

export function collectionColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  const c = (k: string) => t(`collection.${k}`);
  return [
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
    { key: 'date', title: f('date'), kind: 'date' },
    {
      key: 'status',
      title: c('status'),
      kind: 'enum',
      labels: { '0': c('pending'), '1': c('received') },
    },
    { key: 'collector_name', title: c('collector'), kind: 'text' },
    { key: 'customer_name', title: f('customer'), kind: 'text' },
    { key: 'amount', title: f('amount'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'currency_code', title: f('currency_code'), kind: 'text', filter: false, hidden: true },
    { key: 'age_days', title: c('age_days'), kind: 'number', width: 100 },
    { key: 'cash_box_name', title: c('cash_box_id'), kind: 'text', hidden: true },
    { key: 'counted_amount', title: c('counted_amount'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'difference', title: c('difference'), kind: 'money', currencyKey: 'currency_code' },
    { key: 'received_date', title: c('received_date'), kind: 'date', hidden: true },
    { key: 'received_by_name', title: c('received_by_name'), kind: 'text', hidden: true },
    { key: 'inventory_name', title: f('inventory_name'), kind: 'text', hidden: true },
    { key: 'note', title: f('note'), kind: 'text', hidden: true },
  ];
}

/**
 * `/accounting/money-collection` (the collector: their bags, add, edit and delete while pending) and
 * `/accounting/money-collection-accountant` (every bag of the user's branches; Receive on a pending one);
 * both with the ageing of the cash still out above the list.
 */
export function MoneyCollectionScreen({ accountant }: { accountant: boolean }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const can = useCan();
  const route = accountant ? 'accounting.money_collection_accountant' : 'accounting.money_collection';
  const title = useScreenTitle(route, `common:routes.${route}`, 'money collection');
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [receiving, setReceiving] = useState<TableRow | null>(null);
  const actions = useCrudRowActions();
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const pending = Number(row.status) === 0;
    const list: RowAction[] = [];
    if (pending && accountant && can('money_collection_edit'))
      list.push({
        key: 'receive',
        label: t('collection.receive'),
        icon: <InboxOutlined />,
        onClick: () => setReceiving(row),
      });
    if (pending && !accountant && can('money_collection_create')) {
      list.push(actions.edit(() => setEditing(id)));
      list.push(actions.remove(() => setDeleting(id)));
    }
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid={accountant ? 'screen-money-collection-accountant' : 'screen-money-collection'}>
      <CollectionAgeing />
      <DataTable
        tableId={accountant ? 'money-collection-accountant' : 'money-collection'}
        routeId={route}
        table={moneyCollectionEndpoints.table}
        title={title}
        columns={collectionColumns(lt)}
        dateRange
        defaultDateRange="all"
        currencyFilter
        {...(accountant ? {} : { createAbility: 'money_collection_create', onAdd: () => setEditing(null) })}
        rowActions={rowActions}
      />
      <CollectionDialog recordId={editing} onClose={() => setEditing(undefined)} />
      <ReceiveDialog bag={receiving} onClose={() => setReceiving(null)} />
      <DeleteRecordDialog
        remove={moneyCollectionEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

export const CollectorScreen = () => <MoneyCollectionScreen accountant={false} />;
export const AccountantScreen = () => <MoneyCollectionScreen accountant />;
