import { MONEY_DOCUMENT_ENDPOINTS, MONEY_DOCUMENT_KINDS, type MoneyDocumentKind } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { kindShape } from '../../components/form/money-document-rules';
import { type LooseT, looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { MoneyDocumentDialog } from './MoneyDocumentDialog';

/** The list columns of a kind: the server's columns, less those the kind does not use. */
export function moneyDocumentColumns(kind: MoneyDocumentKind, t: LooseT): TableColumn[] {
  const shape = kindShape(kind);
  const label = (key: string) => t(`fields.${key}`);
  const cols: (TableColumn | false)[] = [
    { key: 'invoice_id', title: label('invoice_id'), kind: 'text' },
    { key: 'date', title: label('date'), kind: 'date' },
    { key: 'amount', title: label('amount'), kind: 'money' },
    { key: 'currency_code', title: label('currency_code'), kind: 'text', filter: false },
    { key: 'exchange_rate', title: label('exchange_rate'), kind: 'number', hidden: true },
    shape.categoryLookup !== null && {
      key: 'category_name',
      title: t(`fields.${shape.category}`),
      kind: 'text',
    },
    shape.box && { key: 'cash_box_name', title: label('cash_box_id'), kind: 'text' },
    shape.toBox !== null && { key: 'to_cash_box_name', title: label('to_cash_box_id'), kind: 'text' },
    shape.toAmount && {
      key: 'to_amount',
      title: label('to_amount'),
      kind: 'money',
      currencyKey: 'to_currency_code',
    },
    shape.direction && {
      key: 'direction',
      title: label('direction'),
      kind: 'enum',
      labels: { in: t('direction.in'), out: t('direction.out') },
    },
    { key: 'note', title: label('note'), kind: 'text' },
    { key: 'inventory_name', title: label('inventory_name'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: label('created_by_name'), kind: 'text', hidden: true },
    { key: 'audited', title: label('audited'), kind: 'bool', hidden: true },
    { key: 'created_at', title: label('created_at'), kind: 'datetime', hidden: true },
  ];
  return cols.filter((c): c is TableColumn => c !== false);
}

/**
 * The list screen of one kind of money document: the table over `{path}/list` with the date range,
 * the currency filter and the amount footer; Add New, edit and delete by the kind's abilities.
 */
export function MoneyDocumentScreen({ kind }: { kind: MoneyDocumentKind }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const can = useCan();
  const def = MONEY_DOCUMENT_KINDS[kind];
  const title = useScreenTitle(def.route, `accounting:kinds.${kind}.title`, kind);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can(`${kind}_edit`)) list.push(actions.edit(() => setEditing({ id })));
    if (can(`${kind}_delete`)) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid={`screen-${kind}`}>
      <DataTable
        tableId={kind}
        routeId={def.route}
        table={MONEY_DOCUMENT_ENDPOINTS[kind].table}
        title={title}
        columns={moneyDocumentColumns(kind, lt)}
        dateRange
        currencyFilter
        createAbility={`${kind}_create`}
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <MoneyDocumentDialog
        kind={kind}
        open={editing !== null}
        recordId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteRecordDialog
        remove={MONEY_DOCUMENT_ENDPOINTS[kind].delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

export default MoneyDocumentScreen;
