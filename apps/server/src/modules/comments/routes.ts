import { commentEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { requireModel } from '../../platform/models.js';

/** Comments drawer calls: `get-comment` lists a record's comments, `comment` adds one (shared-screens.md 7). */
export async function commentRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, commentEndpoints.list, (req) =>
    tenantTx(db, req, async (tx) => {
      const model = await requireModel(tx, authOf(req), req.body.model_name, req.body.model_id, 'view');
      const data = await tx
        .selectFrom('comments as c')
        .leftJoin('users as u', (j) =>
          j.onRef('u.tenant_id', '=', 'c.tenant_id').onRef('u.id', '=', 'c.user_id'),
        )
        .select([
          'c.id',
          'c.user_id',
          'u.name as user_name',
          'c.description',
          'c.created_at',
          'c.model_id',
          'c.model_name',
        ])
        .where('c.model_name', '=', model.type)
        .where('c.model_id', '=', req.body.model_id)
        .orderBy('c.id')
        .execute();
      return { data: data.map(({ user_name, ...c }) => ({ ...c, user: { name: user_name } })) };
    }),
  );

  handle(app, commentEndpoints.add, (req) =>
    tenantTx(db, req, async (tx) => {
      const auth = authOf(req);
      const model = await requireModel(tx, auth, req.body.model_name, req.body.model_id, 'view');
      const row = await tx
        .insertInto('comments')
        .values({
          tenant_id: tx.tenantId,
          model_name: model.type,
          model_id: req.body.model_id,
          description: req.body.description,
          user_id: auth.userId,
        })
        .returning(['id', 'user_id', 'description', 'created_at', 'model_id', 'model_name'])
        .executeTakeFirstOrThrow();
      await model.onComment?.(tx, auth, req.body.model_id, row.id);
      return { ...row, user: { name: auth.name } };
    }),
  );
}
