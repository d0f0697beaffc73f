import { FileTextOutlined } from '@ant-design/icons';
import { PARTY_TABLES, supplierEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../components/Amount';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { AttachmentsDialog, CommentsDrawer, DeleteRecordDialog } from '../../../components/dialogs';
import { looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useAuthUser, useCan } from '../../../platform/auth/session';
import { BalanceTags, parseBalances } from './BalanceTags';
import { SupplierDialog } from './SupplierDialog';

/** /supplier/supplier: the suppliers with their ledger balances per currency, the dialog, statements. */
export function SuppliersPage() {
  const { t } = useTranslation('suppliers');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const base = useAuthUser().base_currency_code;
  const title = useScreenTitle('supplier.supplier', 'suppliers:title', 'suppliers');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [files, setFiles] = useState<string | null>(null);
  const [comments, setComments] = useState<string | null>(null);
  const actions = useCrudRowActions();

  const columns: TableColumn[] = [
    { key: 'id', title: lt('fields.id'), kind: 'id' },
    { key: 'name', title: lt('fields.name'), kind: 'text' },
    { key: 'phone', title: lt('fields.phone'), kind: 'text' },
    { key: 'address', title: lt('fields.address'), kind: 'text', hidden: true },
    {
      key: 'balance',
      title: lt('fields.balance'),
      kind: 'text',
      noSort: true,
      filter: false,
      render: (row) => <BalanceTags balances={parseBalances(row.balance)} />,
    },
    {
      key: 'base_balance',
      title: lt('fields.base_balance', { currency: base }),
      kind: 'number',
      render: (row) => <Amount value={String(row.base_balance ?? '0')} currency={base} />,
    },
    { key: 'status', title: lt('fields.status'), kind: 'status', enumName: 'status' },
    { key: 'created_at', title: lt('fields.created_at'), kind: 'datetime', hidden: true },
  ];

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can('supplier_edit')) list.push(actions.edit(() => setEditing({ id })));
    if (can('report_supplier_account_statement'))
      list.push({
        key: 'statement',
        label: t('statement.open'),
        icon: <FileTextOutlined />,
        onClick: () => navigate(`/supplier/detail-account-statement?supplier_id=${id}`),
      });
    list.push(actions.attachments(() => setFiles(id)));
    list.push(actions.comments(() => setComments(id)));
    if (can('supplier_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-supplier">
      <DataTable
        tableId="supplier"
        routeId="supplier.supplier"
        table={PARTY_TABLES.suppliers}
        title={title}
        columns={columns}
        createAbility="supplier_create"
        onAdd={() => setEditing({ id: null })}
        addLabel={t('dialog.addTitle')}
        rowActions={rowActions}
      />
      <SupplierDialog
        open={editing !== null}
        recordId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteRecordDialog
        remove={supplierEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      <AttachmentsDialog
        open={files !== null}
        modelId={files ?? '0'}
        type="supplier"
        canEdit={can('supplier_edit')}
        onClose={() => setFiles(null)}
      />
      <CommentsDrawer
        open={comments !== null}
        modelId={comments ?? '0'}
        modelName="supplier"
        onClose={() => setComments(null)}
      />
    </div>
  );
}

export default SuppliersPage;
