import { notificationEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';
import { mayJoin } from '../../platform/realtime.js';
import type { NotificationType } from './writer.js';

export async function notificationRoutes(app: App): Promise<void> {
  const { db, realtime } = app.deps;

  handle(app, notificationEndpoints.list, (req) =>
    tenantTx(db, req, async (tx) => {
      const me = authOf(req).userId;
      const data = await tx
        .selectFrom('notifications as n')
        .leftJoin('users as c', (j) =>
          j.onRef('c.tenant_id', '=', 'n.tenant_id').onRef('c.id', '=', 'n.causer_id'),
        )
        .select([
          'n.id',
          'n.title',
          'n.description',
          'n.type',
          'n.is_seen',
          'n.created_at',
          'n.model_type',
          'n.model_id',
          'n.model_date',
          'n.comment_id',
          'n.message',
          sql<{
            id: string;
            name: string;
          } | null>`case when c.id is null then null else json_build_object('id', c.id::text, 'name', c.name) end`.as(
            'causer',
          ),
        ])
        .where('n.user_id', '=', me)
        .orderBy('n.id', 'desc')
        .limit(req.query.per_page)
        .execute();
      const unseen = await tx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', me)
        .where('is_seen', '=', false)
        .executeTakeFirstOrThrow();
      return {
        data: data.map((r) => ({
          ...r,
          type: r.type as NotificationType,
          created_at: new Date(r.created_at),
        })),
        un_seen_count: Number(unseen.n),
      };
    }),
  );

  handle(app, notificationEndpoints.markAllSeen, (req) =>
    tenantTx(db, req, async (tx) => {
      const r = await tx
        .updateTable('notifications')
        .set({ is_seen: true, seen_at: sql`now()` })
        .where('user_id', '=', authOf(req).userId)
        .where('is_seen', '=', false)
        .executeTakeFirst();
      return { updated: Number(r.numUpdatedRows) };
    }),
  );

  handle(app, notificationEndpoints.markSeen, (req) =>
    tenantTx(db, req, async (tx) => {
      // another user's notification is "not found", never "forbidden": its existence is not revealed
      const r = await tx
        .updateTable('notifications')
        .set({ is_seen: true, seen_at: sql`coalesce(seen_at, now())` })
        .where('id', '=', req.params.id)
        .where('user_id', '=', authOf(req).userId)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) throw notFound();
      return { id: req.params.id, is_seen: true as const };
    }),
  );

  handle(app, notificationEndpoints.channelAuth, async (req) => {
    const auth = authOf(req);
    const channel = req.body.channel_name.replace(/^private-/, '');
    if (!(await mayJoin(db, auth, channel))) throw forbidden();
    if (!(await realtime.join(req.body.socket_id, channel, auth)))
      throw invalid({ socket_id: ['Unknown socket.'] });
    return { auth: 'ok' as const, channel_name: channel };
  });
}
