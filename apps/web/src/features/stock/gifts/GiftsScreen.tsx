import { EyeOutlined } from '@ant-design/icons';
import { giftEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { useDocumentExtras } from '../../../components/dialogs/DocumentExtras';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { GiftDialog, type GiftTarget } from './GiftDialog';

export function giftColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`fields.${k}`);
  return [
    { key: 'invoice_id', title: f('invoice_id'), kind: 'text' },
    { key: 'date', title: f('date'), kind: 'date' },
    { key: 'inventory_name', title: f('inventory'), kind: 'text' },
    { key: 'customer_name', title: t('gift.customer'), kind: 'text' },
    { key: 'reason', title: f('reason'), kind: 'text' },
    { key: 'lines_count', title: f('lines_count'), kind: 'number' },
    { key: 'total_quantity', title: f('total_quantity'), kind: 'number', hidden: true },
    { key: 'value', title: t('gift.value'), kind: 'number' },
    {
      key: 'invoice_audit_status',
      title: t('gift.audit'),
      kind: 'enum',
      labels: { '0': t('gift.notAudited'), '1': t('gift.audited') },
    },
    { key: 'note', title: f('note'), kind: 'text', hidden: true },
    { key: 'created_by_name', title: f('created_by_name'), kind: 'text', hidden: true },
    { key: 'created_at', title: f('created_at'), kind: 'datetime', hidden: true },
  ];
}

/** /inventory/gift: goods given away, with view, edit, delete, attachments and comments. */
export default function GiftsScreen() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle('inventory.gift', 'stock:gift.title', 'gifts');
  const [target, setTarget] = useState<GiftTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const extras = useDocumentExtras('gift', can('gift_create') || can('gift_edit'));
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const audited = Number(row.invoice_audit_status) === 1;
    const list: RowAction[] = [
      {
        key: 'view',
        label: t('gift.view'),
        icon: <EyeOutlined />,
        onClick: () => setTarget({ id, readOnly: true }),
      },
    ];
    if (can('gift_edit') && !audited) list.push(actions.edit(() => setTarget({ id })));
    if (can('gift_delete') && !audited) list.push(actions.remove(() => setDeleting(id)));
    list.push(...extras.rowActions(id));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-gifts">
      <DataTable
        tableId="gifts"
        routeId="inventory.gift"
        table={giftEndpoints.table}
        title={title}
        columns={giftColumns(lt)}
        dateRange
        createAbility="gift_create"
        onAdd={() => setTarget({ id: null })}
        rowActions={rowActions}
      />
      <GiftDialog target={target} onClose={() => setTarget(null)} />
      <DeleteRecordDialog
        remove={giftEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      {extras.dialogs}
    </div>
  );
}
