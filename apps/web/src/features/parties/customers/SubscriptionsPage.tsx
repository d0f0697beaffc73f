import { customerSubscriptionEndpoints, frequencyUnit, PARTY_TABLES } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { SubscriptionDialog } from './SubscriptionDialog';

const ROUTE = 'customer.customer_subscription';

/** /customer/customer-subscription: each customer's scheduled amounts, their frequency and next due date. */
export function SubscriptionsPage() {
  const { t } = useTranslation('customers');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(ROUTE, 'customers:subscription.addTitle', 'subscriptions');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const col = (key: string, kind: TableColumn['kind'], extra: Partial<TableColumn> = {}): TableColumn => ({
    key,
    kind,
    title: lt(`customers:subscription.${key}`),
    ...extra,
  });
  const every = (row: TableRow) => {
    const n = Number(row.frequency); // a count of months or days, not money
    return frequencyUnit(n) === 'months'
      ? t('subscription.everyMonths', { n })
      : t('subscription.everyDays', { n });
  };
  const columns: TableColumn[] = [
    col('id', 'id'),
    col('customer_code', 'text', { hidden: true }),
    col('customer_name', 'text'),
    col('customer_phone', 'text', { hidden: true }),
    col('amount', 'money'),
    col('frequency', 'number', { render: every }),
    col('receipt_due_day', 'number'),
    col('start_date', 'date'),
    col('next_due_date', 'date'),
    col('status', 'status', { enumName: 'status' }),
    col('note', 'text', { hidden: true }),
  ];
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can('customer_subscription_edit')) list.push(actions.edit(() => setEditing({ id })));
    if (can('customer_subscription_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-customer-subscriptions">
      <DataTable
        tableId="customer_subscriptions"
        routeId={ROUTE}
        table={PARTY_TABLES.subscriptions}
        title={title}
        columns={columns}
        createAbility="customer_subscription_create"
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <SubscriptionDialog
        open={editing !== null}
        recordId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteRecordDialog
        remove={customerSubscriptionEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

export default SubscriptionsPage;
