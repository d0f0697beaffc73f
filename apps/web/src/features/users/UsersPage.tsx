import { KeyOutlined } from '@ant-design/icons';
import { USER_TABLES, userEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableRow } from '../../components/data-table';
import { AttachmentsDialog, CommentsDrawer, DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useAuthUser, useCan } from '../../platform/auth/session';
import { PasswordDialog } from './PasswordDialog';
import { UserDialog } from './UserDialog';
import { userColumns } from './user-columns';

/** Users (/inventory/user): the list, add/edit dialog, password reset, attachments, comments and delete. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const lt = looseT(t);
  const can = useCan();
  const me = useAuthUser();
  const title = useScreenTitle('inventory.user', 'users:users.title', 'users');
  const actions = useCrudRowActions();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [files, setFiles] = useState<string | null>(null);
  const [comments, setComments] = useState<string | null>(null);

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can('user_edit')) {
      list.push(actions.edit(() => setEditing({ id })));
      list.push({
        key: 'password',
        label: t('users.resetPassword'),
        icon: <KeyOutlined />,
        onClick: () => setPassword(id),
      });
    }
    list.push(actions.attachments(() => setFiles(id)));
    list.push(actions.comments(() => setComments(id)));
    if (can('user_delete') && id !== me.id) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-users">
      <DataTable
        tableId="users"
        routeId="inventory.user"
        table={USER_TABLES.users}
        title={title}
        columns={userColumns(lt)}
        createAbility="user_create"
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <UserDialog open={editing !== null} userId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <PasswordDialog userId={password} onClose={() => setPassword(null)} />
      <DeleteRecordDialog
        remove={userEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      <AttachmentsDialog
        open={files !== null}
        modelId={files ?? '0'}
        type="user"
        canEdit={can('user_edit')}
        onClose={() => setFiles(null)}
      />
      <CommentsDrawer
        open={comments !== null}
        modelId={comments ?? '0'}
        modelName="user"
        onClose={() => setComments(null)}
      />
    </div>
  );
}
