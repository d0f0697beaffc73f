import { EyeOutlined } from '@ant-design/icons';
import { giftEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { DeleteRecordDialog } from '../../../components/dialogs';
import { useDocumentExtras } from '../../../components/dialogs/DocumentExtras';
import { columnsFrom } from '../../../components/document/columns';
import { type LooseT, looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { DOCUMENT_HEAD, DOCUMENT_STAMP } from '../documents/list-columns';
import { GiftDialog, type GiftTarget } from './GiftDialog';

export function giftColumns(t: LooseT): TableColumn[] {
  const audit = { '0': t('gift.notAudited'), '1': t('gift.audited') };
  return columnsFrom(t, [
    ...DOCUMENT_HEAD,
    ['customer_name', 'gift.customer', 'text'],
    ['reason', 'fields.reason', 'text'],
    ['lines_count', 'fields.lines_count', 'number'],
    ['total_quantity', 'fields.total_quantity', 'number', { hidden: true }],
    ['value', 'gift.value', 'number'],
    ['invoice_audit_status', 'gift.audit', 'enum', { labels: audit }],
    ['note', 'fields.note', 'text', { hidden: true }],
    ...DOCUMENT_STAMP,
  ]);
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
