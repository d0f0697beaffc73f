import { UsergroupAddOutlined } from '@ant-design/icons';
import { USER_TABLES, userEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { GiveRoleDialog } from './GiveRoleDialog';
import { RoleDialog } from './RoleDialog';
import { roleColumns } from './user-columns';

/** Roles (/inventory/role): the list, Add New Role / Update Role with the ability checklist, Give Role, delete. */
export default function RolesPage() {
  const { t } = useTranslation('users');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle('inventory.role', 'users:roles.title', 'roles');
  const actions = useCrudRowActions();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [giving, setGiving] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can('role_edit')) list.push(actions.edit(() => setEditing({ id })));
    if (can('role_give'))
      list.push({
        key: 'give',
        label: t('roles.give'),
        icon: <UsergroupAddOutlined />,
        onClick: () => setGiving({ id, name: String(row.name ?? '') }),
      });
    if (can('role_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-roles">
      <DataTable
        tableId="roles"
        routeId="inventory.role"
        table={USER_TABLES.roles}
        title={title}
        columns={roleColumns(lt)}
        createAbility="role_create"
        onAdd={() => setEditing({ id: null })}
        addLabel={t('roles.addTitle')}
        rowActions={rowActions}
      />
      <RoleDialog open={editing !== null} roleId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <GiveRoleDialog role={giving} onClose={() => setGiving(null)} />
      <DeleteRecordDialog
        remove={userEndpoints.deleteRole}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
