import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { requireModel } from '../../platform/models.js';
import { storeUpload, visibleAttachment } from './service.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const authed = { access: 'authenticated' as const };

/** The attachment calls of shared-screens.md section 7, plus get-file. */
export async function attachmentRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;
  const tags = ['attachments'];

  app.post('/api/attachment', { schema: { tags }, config: authed }, async (req, reply) => {
    const rows = await storeUpload(req, db, files, {
      fileField: /^attachments(\[\])?$/,
      accept: ['image', 'pdf'],
    });
    return reply.status(201).send({ data: rows });
  });

  app.post('/api/attachment/store-audio', { schema: { tags }, config: authed }, async (req, reply) => {
    const rows = await storeUpload(req, db, files, {
      fileField: /^audio_file$/,
      accept: ['audio'],
      audio: true,
    });
    return reply.status(201).send({ data: rows });
  });

  app.get(
    '/api/attachment',
    {
      schema: {
        tags,
        querystring: z.object({ model_id: z.string().regex(/^\d{1,18}$/), type: z.string().min(1).max(60) }),
      },
      config: authed,
    },
    (req) =>
      tenantTx(db, req, async (tx) => {
        const model = await requireModel(tx, authOf(req), req.query.type, req.query.model_id, 'view');
        const rows = await tx
          .selectFrom('attachments as a')
          .leftJoin('users as u', (j) =>
            j.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.created_by'),
          )
          .select([
            'a.id',
            'a.name',
            'a.model_type as type',
            'a.model_id',
            'a.kind',
            'a.mime',
            'a.size',
            'a.created_at',
            'u.name as user_name',
          ])
          .where('a.model_type', '=', model.type)
          .where('a.model_id', '=', req.query.model_id)
          .orderBy('a.id')
          .execute();
        return { data: rows.map((r) => ({ ...r, attachment: `${r.id}.${r.mime.split('/')[1]}` })) };
      }),
  );

  app.put(
    '/api/attachment/:id',
    {
      schema: { tags, params: idParams, body: z.object({ name: z.string().trim().min(1).max(190) }) },
      config: authed,
    },
    async (req) => {
      await visibleAttachment(req, db, req.params.id, 'edit');
      await tenantTx(db, req, (tx) =>
        tx.updateTable('attachments').set({ name: req.body.name }).where('id', '=', req.params.id).execute(),
      );
      return { id: req.params.id, name: req.body.name };
    },
  );

  app.delete(
    '/api/attachment/:id',
    { schema: { tags, params: idParams }, config: authed },
    async (req, reply) => {
      const row = await visibleAttachment(req, db, req.params.id, 'edit');
      await tenantTx(db, req, async (tx) => {
        await tx.deleteFrom('attachments').where('id', '=', req.params.id).execute();
        tx.afterCommit(() => files.remove(row.file_key));
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/get-file/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ token: z.string().optional(), download: z.string().optional() }),
      },
      config: { ...authed, tokenInQuery: true },
    },
    async (req, reply) => {
      const row = await visibleAttachment(req, db, req.params.id, 'view');
      const stream = createReadStream(files.pathOf(row.file_key));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(notFound()));
      });
      const disposition = req.query.download ? 'attachment' : 'inline';
      const name = `${row.name}.${row.file_key.split('.').pop()}`;
      return reply
        .header('content-type', row.mime)
        .header('content-length', row.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(stream);
    },
  );
}
