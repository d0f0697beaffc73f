import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';

/** Users list (/inventory/user). */
export const usersTable: TableSpec = {
  source: (tx) =>
    tx
      .selectFrom('users as u')
      .leftJoin('inventories as i', (j) =>
        j.onRef('i.tenant_id', '=', 'u.tenant_id').onRef('i.id', '=', 'u.default_branch_id'),
      )
      .select([
        'u.id',
        'u.name',
        'u.username',
        'u.status',
        'u.is_superuser',
        'u.language',
        'u.default_branch_id',
        'i.name as default_branch_name',
        'u.last_login_at',
        'u.created_at',
        sql<string>`coalesce((select string_agg(r.name, ', ' order by r.name) from user_roles ur
          join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id where ur.user_id = u.id), '')`.as(
          'roles',
        ),
        sql<string>`coalesce((select string_agg(x.name, ', ' order by x.name) from user_inventories ui
          join inventories x on x.tenant_id = ui.tenant_id and x.id = ui.inventory_id where ui.user_id = u.id), '')`.as(
          'inventories',
        ),
      ]),
  columns: {
    id: { kind: 'id' },
    name: { kind: 'text', search: true },
    username: { kind: 'text', search: true },
    status: { kind: 'number' },
    is_superuser: { kind: 'bool' },
    language: { kind: 'text' },
    default_branch_id: { kind: 'id', sort: false },
    default_branch_name: { kind: 'text' },
    roles: { kind: 'text', search: true },
    inventories: { kind: 'text', search: true },
    last_login_at: { kind: 'datetime' },
    created_at: { kind: 'datetime' },
  },
};

/** Roles list (/inventory/role). */
export const rolesTable: TableSpec = {
  source: (tx) =>
    tx
      .selectFrom('roles as r')
      .select([
        'r.id',
        'r.name',
        'r.created_at',
        sql<number>`(select count(*) from role_abilities ra where ra.role_id = r.id)::int`.as(
          'abilities_count',
        ),
        sql<number>`(select count(*) from user_roles ur where ur.role_id = r.id)::int`.as('users_count'),
      ]),
  columns: {
    id: { kind: 'id' },
    name: { kind: 'text', search: true },
    abilities_count: { kind: 'number' },
    users_count: { kind: 'number' },
    created_at: { kind: 'datetime' },
  },
};

/** The activity log (/report/activity-log). */
export const activityLogTable: TableSpec = {
  source: (tx) =>
    tx
      .selectFrom('activity_log as a')
      .leftJoin('users as u', (j) =>
        j.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.causer_id'),
      )
      .select([
        'a.id',
        'a.log_name',
        'a.event',
        'a.subject_table',
        'a.subject_id',
        'a.causer_id',
        'u.name as causer_name',
        'a.old_values',
        'a.new_values',
        'a.created_at',
      ]),
  columns: {
    id: { kind: 'id' },
    log_name: { kind: 'text', search: true },
    event: { kind: 'text' },
    subject_table: { kind: 'text' },
    subject_id: { kind: 'text', search: true },
    causer_id: { kind: 'id' },
    causer_name: { kind: 'text', search: true },
    old_values: { kind: 'text', sort: false, filter: false },
    new_values: { kind: 'text', sort: false, filter: false },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'created_at',
};
