import type { TableColumn } from '../../components/data-table';
import type { LooseT } from '../../components/loose-t';
import { LANGUAGES } from '../../platform/i18n/languages';

/** Columns of the users list (GET users), headers translated. */
export function userColumns(t: LooseT): TableColumn[] {
  const label = (key: string) => t(`users:fields.${key}`);
  return [
    { key: 'id', title: label('id'), kind: 'id' },
    { key: 'name', title: label('name'), kind: 'text' },
    { key: 'username', title: label('username'), kind: 'text' },
    { key: 'status', title: t('resources:fields.status'), kind: 'status', enumName: 'status' },
    { key: 'is_superuser', title: label('is_superuser'), kind: 'bool' },
    {
      key: 'language',
      title: label('language'),
      kind: 'enum',
      labels: Object.fromEntries(LANGUAGES.map((l) => [l.code, l.label])),
    },
    { key: 'default_branch_name', title: label('default_branch_id'), kind: 'text' },
    { key: 'roles', title: label('role_ids'), kind: 'text', noSort: true },
    { key: 'inventories', title: label('inventory_ids'), kind: 'text', noSort: true },
    { key: 'last_login_at', title: label('last_login_at'), kind: 'datetime' },
    { key: 'created_at', title: label('created_at'), kind: 'datetime', hidden: true },
  ];
}

/** Columns of the roles list (GET roles). */
export function roleColumns(t: LooseT): TableColumn[] {
  const label = (key: string) => t(`users:roles.fields.${key}`);
  return [
    { key: 'id', title: label('id'), kind: 'id' },
    { key: 'name', title: label('name'), kind: 'text' },
    { key: 'abilities_count', title: label('abilities_count'), kind: 'number' },
    { key: 'users_count', title: label('users_count'), kind: 'number' },
    { key: 'created_at', title: label('created_at'), kind: 'datetime' },
  ];
}
