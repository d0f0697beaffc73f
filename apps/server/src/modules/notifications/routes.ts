import { sql } from 'kysely';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { mayJoin } from '../../platform/realtime.js';

const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

export async function notificationRoutes(app: App): Promise<void> {
  const { db, realtime } = app.deps;
  const authed = { access: 'authenticated' as const };

  app.get(
    '/api/notification-center',
    {
      schema: {
        tags: ['notifications'],
        querystring: z.object({ per_page: z.coerce.number().int().min(1).max(200).default(10) }),
      },
      config: authed,
    },
    (req) =>
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
        return { data, un_seen_count: Number(unseen.n) };
      }),
  );

  app.put(
    '/api/notification-center/mark-all-as-seen',
    { schema: { tags: ['notifications'] }, config: authed },
    (req) =>
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

  app.put(
    '/api/notification-center/:id/seen',
    { schema: { tags: ['notifications'], params: idParam }, config: authed },
    (req) =>
      tenantTx(db, req, async (tx) => {
        // another user's notification is "not found", never "forbidden": its existence is not revealed
        const r = await tx
          .updateTable('notifications')
          .set({ is_seen: true, seen_at: sql`coalesce(seen_at, now())` })
          .where('id', '=', req.params.id)
          .where('user_id', '=', authOf(req).userId)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) throw notFound();
        return { id: req.params.id, is_seen: true };
      }),
  );

  app.post(
    '/api/broadcasting/auth',
    {
      schema: {
        tags: ['notifications'],
        body: z.object({ socket_id: z.string().min(1).max(64), channel_name: z.string().min(1).max(200) }),
      },
      config: authed,
    },
    async (req, reply) => {
      const auth = authOf(req);
      const channel = req.body.channel_name.replace(/^private-/, '');
      if (!(await mayJoin(db, auth, channel)))
        return reply.status(403).send({ message: 'This action is unauthorized.' });
      if (!(await realtime.join(req.body.socket_id, channel, auth))) {
        return reply
          .status(422)
          .send({ message: 'The given data was invalid.', errors: { socket_id: ['Unknown socket.'] } });
      }
      return { auth: 'ok', channel_name: channel };
    },
  );
}
