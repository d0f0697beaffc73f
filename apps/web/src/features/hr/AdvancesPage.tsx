import { type AdvanceKind, advanceEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { useDocumentExtras } from '../../components/dialogs/DocumentExtras';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { AdvanceDialog } from './AdvanceDialog';

const ROUTES: Record<AdvanceKind, string> = {
  hr_advance_payment: 'hr.advance_payment',
  hr_advance_payment_return: 'hr.advance_payment_return',
};

/** /hr/advance-payment and /hr/advance-payment-return: the advances (or returns) with add, edit, delete. */
export function AdvancesPage({ kind }: { kind: AdvanceKind }) {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const can = useCan();
  const route = ROUTES[kind];
  const title = useScreenTitle(route, `common:routes.${route}`, kind);
  const [target, setTarget] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const extras = useDocumentExtras(kind, can(`${kind}_create`) || can(`${kind}_edit`));
  const a = (k: string) => lt(`advance.${k}`);
  const columns: TableColumn[] = [
    { key: 'invoice_id', title: a('invoice_id'), kind: 'text' },
    { key: 'date', title: a('date'), kind: 'date' },
    { key: 'inventory_name', title: a('inventory_id'), kind: 'text' },
    { key: 'employee_code', title: a('code'), kind: 'text', hidden: true },
    { key: 'employee_name', title: a('employee_id'), kind: 'text' },
    { key: 'cash_box_name', title: a('cash_box_id'), kind: 'text' },
    { key: 'amount', title: a('amount'), kind: 'money' },
    ...(kind === 'hr_advance_payment'
      ? [{ key: 'months', title: a('months'), kind: 'number' as const }]
      : []),
    { key: 'note', title: a('note'), kind: 'text' },
    { key: 'created_by_name', title: a('created_by_name'), kind: 'text', hidden: true },
  ];
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can(`${kind}_edit`)) list.push(actions.edit(() => setTarget({ id })));
    if (can(`${kind}_delete`)) list.push(actions.remove(() => setDeleting(id)));
    list.push(...extras.rowActions(id));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid={`screen-${kind}`}>
      <DataTable
        tableId={kind}
        routeId={route}
        table={advanceEndpoints[kind].table}
        title={title}
        columns={columns}
        dateRange
        currencyFilter
        createAbility={`${kind}_create`}
        onAdd={() => setTarget({ id: null })}
        rowActions={rowActions}
      />
      <AdvanceDialog kind={kind} target={target} onClose={() => setTarget(null)} />
      <DeleteRecordDialog
        remove={advanceEndpoints[kind].delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      {extras.dialogs}
    </div>
  );
}

export const AdvancePaymentsPage = () => <AdvancesPage kind="hr_advance_payment" />;
export const AdvanceReturnsPage = () => <AdvancesPage kind="hr_advance_payment_return" />;
