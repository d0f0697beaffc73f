import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import {
  changePasswordInput,
  giveRoleInput,
  profileInput,
  resetPasswordInput,
  roleInput,
  userInput,
} from '../users.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const saved = z.object({ id: z.string() });
const tag = 'users';

/** One change of a record, as the activity log keeps it. */
export const activityEntry = z.object({
  id: z.string(),
  event: z.enum(['created', 'updated', 'deleted']),
  subject_table: z.string(),
  old_values: z.record(z.string(), z.unknown()).nullable(),
  new_values: z.record(z.string(), z.unknown()).nullable(),
  created_at: timestamp,
  causer_name: z.string().nullable(),
});

/** One user as the edit dialog reads it. */
export const userRecord = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  language: z.string(),
  status: z.number().int(),
  is_superuser: z.boolean(),
  default_branch_id: z.string().nullable(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  inventory_ids: z.array(z.string()),
  role_ids: z.array(z.string()),
  cash_box_ids: z.array(z.string()),
});

/** One role with its abilities, as the role dialog reads it. */
export const roleRecord = z.object({
  id: z.string(),
  name: z.string(),
  created_at: timestamp,
  abilities: z.array(z.string()),
});

/** Users, roles and the signed-in user's own profile (the lists are table-protocol lists: /api/users, /api/roles). */
export const userEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'users/:id',
    params: idParams,
    response: userRecord,
    access: ['user_list', 'user_edit'],
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'users',
    body: userInput,
    response: saved,
    status: 201,
    access: ['user_create'],
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'users/:id',
    params: idParams,
    body: userInput,
    response: saved,
    access: ['user_edit'],
    tag,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: 'users/:id/password',
    params: idParams,
    body: resetPasswordInput,
    response: saved,
    access: ['user_edit'],
    tag,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'users/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['user_delete'],
    tag,
  }),
  getRole: defineEndpoint({
    method: 'GET',
    path: 'roles/:id',
    params: idParams,
    response: roleRecord,
    access: ['role_list', 'role_edit'],
    tag,
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: 'roles',
    body: roleInput,
    response: saved,
    status: 201,
    access: ['role_create'],
    tag,
  }),
  updateRole: defineEndpoint({
    method: 'PUT',
    path: 'roles/:id',
    params: idParams,
    body: roleInput,
    response: saved,
    access: ['role_edit'],
    tag,
  }),
  giveRole: defineEndpoint({
    method: 'PUT',
    path: 'roles/:id/give',
    params: idParams,
    body: giveRoleInput,
    response: z.object({ added: z.number().int() }),
    access: ['role_give'],
    tag,
  }),
  deleteRole: defineEndpoint({
    method: 'DELETE',
    path: 'roles/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['role_delete'],
    tag,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: 'profile',
    body: profileInput,
    response: z.object({ name: z.string(), language: z.string() }),
    access: 'authenticated',
    tag,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: 'profile/password',
    body: changePasswordInput,
    response: z.object({ changed: z.literal(true) }),
    access: 'authenticated',
    tag,
  }),
  /** The role lookup for pickers. */
  roleLookup: defineEndpoint({
    method: 'GET',
    path: 'general/role/list',
    response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
    access: 'authenticated',
    tag: 'lookups',
  }),
  /** The history of one record, newest first (at most 500 changes); 404 when it has none. */
  recordLog: defineEndpoint({
    method: 'GET',
    path: 'activity-log/record-log/:logName/:subjectId',
    params: z.object({ logName: z.string().regex(/^[a-z_]{1,63}$/), subjectId: z.string().max(100) }),
    response: z.object({ data: z.array(activityEntry) }),
    access: ['activity_log'],
    tag,
  }),
};
