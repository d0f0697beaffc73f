import {
  changePasswordInput,
  giveRoleInput,
  profileInput,
  resetPasswordInput,
  roleInput,
  userInput,
} from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import { changeOwnPassword, updateProfile } from './profile.js';
import { createRole, deleteRole, getRole, giveRole, updateRole } from './roles.js';
import { createUser, deleteUser, getUser, resetPassword, updateUser } from './service.js';
import { activityLogTable, rolesTable, usersTable } from './tables.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

export async function userRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const tags = ['users'];

  registerTable(app, '/api/users', usersTable, { access: ['user_list'], title: 'Users', tag: 'users' });
  app.get(
    '/api/users/:id',
    { schema: { tags, params: idParams }, config: { access: ['user_list', 'user_edit'] } },
    (req) => tenantTx(db, req, (tx) => getUser(tx, req.params.id)),
  );
  app.post(
    '/api/users',
    { schema: { tags, body: userInput }, config: { access: ['user_create'] } },
    async (req, reply) =>
      reply.status(201).send(await tenantTx(db, req, (tx) => createUser(tx, authOf(req), req.body))),
  );
  app.put(
    '/api/users/:id',
    { schema: { tags, params: idParams, body: userInput }, config: { access: ['user_edit'] } },
    (req) => tenantTx(db, req, (tx) => updateUser(tx, authOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/users/:id/password',
    { schema: { tags, params: idParams, body: resetPasswordInput }, config: { access: ['user_edit'] } },
    async (req) => {
      await tenantTx(db, req, (tx) => resetPassword(tx, authOf(req), req.params.id, req.body.password));
      return { id: req.params.id };
    },
  );
  app.delete(
    '/api/users/:id',
    { schema: { tags, params: idParams }, config: { access: ['user_delete'] } },
    async (req, reply) => {
      await tenantTx(db, req, (tx) => deleteUser(tx, authOf(req), req.params.id));
      return reply.status(204).send();
    },
  );

  registerTable(app, '/api/roles', rolesTable, { access: ['role_list'], title: 'Roles', tag: 'users' });
  app.get(
    '/api/roles/:id',
    { schema: { tags, params: idParams }, config: { access: ['role_list', 'role_edit'] } },
    (req) => tenantTx(db, req, (tx) => getRole(tx, req.params.id)),
  );
  app.post(
    '/api/roles',
    { schema: { tags, body: roleInput }, config: { access: ['role_create'] } },
    async (req, reply) => reply.status(201).send(await tenantTx(db, req, (tx) => createRole(tx, req.body))),
  );
  app.put(
    '/api/roles/:id',
    { schema: { tags, params: idParams, body: roleInput }, config: { access: ['role_edit'] } },
    (req) => tenantTx(db, req, (tx) => updateRole(tx, req.params.id, req.body)),
  );
  app.put(
    '/api/roles/:id/give',
    { schema: { tags, params: idParams, body: giveRoleInput }, config: { access: ['role_give'] } },
    (req) => tenantTx(db, req, (tx) => giveRole(tx, req.params.id, req.body.user_ids)),
  );
  app.delete(
    '/api/roles/:id',
    { schema: { tags, params: idParams }, config: { access: ['role_delete'] } },
    async (req, reply) => {
      await tenantTx(db, req, (tx) => deleteRole(tx, req.params.id));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/general/role/list',
    { schema: { tags: ['lookups'] }, config: { access: 'authenticated' } },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: await tx.selectFrom('roles').select(['id', 'name']).orderBy('name').execute(),
      })),
  );

  app.put(
    '/api/profile',
    { schema: { tags, body: profileInput }, config: { access: 'authenticated' } },
    (req) => tenantTx(db, req, (tx) => updateProfile(tx, authOf(req), req.body)),
  );
  app.put(
    '/api/profile/password',
    { schema: { tags, body: changePasswordInput }, config: { access: 'authenticated' } },
    async (req) => {
      await tenantTx(db, req, (tx) =>
        changeOwnPassword(tx, authOf(req), req.body.current_password, req.body.password),
      );
      return { changed: true };
    },
  );

  registerTable(app, '/api/activity-log', activityLogTable, {
    access: ['activity_log'],
    title: 'Activity log',
    tag: 'users',
  });
  app.get(
    '/api/activity-log/record-log/:logName/:subjectId',
    {
      schema: {
        tags,
        params: z.object({ logName: z.string().regex(/^[a-z_]{1,63}$/), subjectId: z.string().max(100) }),
      },
      config: { access: ['activity_log'] },
    },
    (req) =>
      tenantTx(db, req, async (tx) => {
        const data = await tx
          .selectFrom('activity_log as a')
          .leftJoin('users as u', (j) =>
            j.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.causer_id'),
          )
          .select([
            'a.id',
            'a.event',
            'a.subject_table',
            'a.old_values',
            'a.new_values',
            'a.created_at',
            'u.name as causer_name',
          ])
          .where('a.log_name', '=', req.params.logName)
          .where('a.subject_id', '=', req.params.subjectId)
          .orderBy('a.id', 'desc')
          .limit(500)
          .execute();
        if (data.length === 0) throw notFound();
        return { data };
      }),
  );
}
