import { USER_TABLES, userEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import { changeOwnPassword, updateProfile } from './profile.js';
import { createRole, deleteRole, getRole, giveRole, updateRole } from './roles.js';
import { createUser, deleteUser, getUser, resetPassword, updateUser } from './service.js';
import { activityLogTable, rolesTable, usersTable } from './tables.js';

export async function userRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  registerTable(app, USER_TABLES.users, usersTable, { title: 'Users' });
  handle(app, userEndpoints.get, (req) => tenantTx(db, req, (tx) => getUser(tx, req.params.id)));
  handle(app, userEndpoints.create, (req) =>
    tenantTx(db, req, (tx) => createUser(tx, authOf(req), req.body)),
  );
  handle(app, userEndpoints.update, (req) =>
    tenantTx(db, req, (tx) => updateUser(tx, authOf(req), req.params.id, req.body)),
  );
  handle(app, userEndpoints.resetPassword, async (req) => {
    await tenantTx(db, req, (tx) => resetPassword(tx, authOf(req), req.params.id, req.body.password));
    return { id: req.params.id };
  });
  handle(app, userEndpoints.delete, (req) =>
    tenantTx(db, req, (tx) => deleteUser(tx, authOf(req), req.params.id)),
  );

  registerTable(app, USER_TABLES.roles, rolesTable, { title: 'Roles' });
  handle(app, userEndpoints.getRole, (req) => tenantTx(db, req, (tx) => getRole(tx, req.params.id)));
  handle(app, userEndpoints.createRole, (req) => tenantTx(db, req, (tx) => createRole(tx, req.body)));
  handle(app, userEndpoints.updateRole, (req) =>
    tenantTx(db, req, (tx) => updateRole(tx, req.params.id, req.body)),
  );
  handle(app, userEndpoints.giveRole, (req) =>
    tenantTx(db, req, (tx) => giveRole(tx, req.params.id, req.body.user_ids)),
  );
  handle(app, userEndpoints.deleteRole, (req) => tenantTx(db, req, (tx) => deleteRole(tx, req.params.id)));
  handle(app, userEndpoints.roleLookup, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await tx.selectFrom('roles').select(['id', 'name']).orderBy('name').execute(),
    })),
  );

  handle(app, userEndpoints.updateProfile, (req) =>
    tenantTx(db, req, (tx) => updateProfile(tx, authOf(req), req.body)),
  );
  handle(app, userEndpoints.changePassword, async (req) => {
    await tenantTx(db, req, (tx) =>
      changeOwnPassword(tx, authOf(req), req.body.current_password, req.body.password),
    );
    return { changed: true as const };
  });

  registerTable(app, USER_TABLES.activityLog, activityLogTable, { title: 'Activity log' });
  handle(app, userEndpoints.recordLog, (req) =>
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
