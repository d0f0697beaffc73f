import { createReadStream } from 'node:fs';
import { attachmentEndpoints as ep } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { requireModel } from '../../platform/models.js';
import { storeUpload, visibleAttachment } from './service.js';

/** The attachment calls of shared-screens.md section 7, plus get-file. */
export async function attachmentRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;
  handle(app, ep.upload, async (req) => ({
    data: await storeUpload(req, db, files, { fileField: /^attachments(\[\])?$/, accept: ['image', 'pdf'] }),
  }));

  handle(app, ep.uploadAudio, async (req) => ({
    data: await storeUpload(req, db, files, { fileField: /^audio_file$/, accept: ['audio'], audio: true }),
  }));

  handle(app, ep.list, (req) =>
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

  handle(app, ep.rename, async (req) => {
    await visibleAttachment(req, db, req.params.id, 'edit');
    await tenantTx(db, req, (tx) =>
      tx.updateTable('attachments').set({ name: req.body.name }).where('id', '=', req.params.id).execute(),
    );
    return { id: req.params.id, name: req.body.name };
  });

  handle(app, ep.delete, async (req) => {
    const row = await visibleAttachment(req, db, req.params.id, 'edit');
    await tenantTx(db, req, async (tx) => {
      await tx.deleteFrom('attachments').where('id', '=', req.params.id).execute();
      tx.afterCommit(() => files.remove(row.file_key));
    });
  });

  handle(app, ep.file, async (req, reply) => {
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
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(stream);
  });
}
