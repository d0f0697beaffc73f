import type { FastifyRequest } from 'fastify';
import { authOf, tenantTx } from '../../platform/access.js';
import type { DbHandle } from '../../platform/db/pool.js';
import { invalid, notFound } from '../../platform/errors.js';
import { readForm } from '../../platform/files/multipart.js';
import type { FileStore, StoredFile } from '../../platform/files/storage.js';
import { requireModel } from '../../platform/models.js';

const baseName = (filename: string) => filename.replace(/\.[^.]+$/, '').slice(0, 190) || 'file';

/**
 * Reads a multipart upload: every file is stored (size and type checked) as it arrives, the fields are
 * collected, then one transaction checks the record and writes the rows. On any refusal the stored
 * files are removed again, so a refused upload leaves nothing behind.
 */
export async function storeUpload(
  req: FastifyRequest,
  db: DbHandle,
  files: FileStore,
  opts: { fileField: RegExp; accept: StoredFile['kind'][]; audio?: boolean },
) {
  const auth = authOf(req);
  const stored: { file: StoredFile; original: string }[] = [];
  try {
    const form = await readForm(req, opts.audio ? 'audio_file' : 'attachments', async (f) => {
      if (!opts.fileField.test(f.fieldname)) {
        f.file.resume();
        return;
      }
      const file = await files.save(auth.tenantId, f.file, {
        field: f.fieldname.replace(/\[\]$/, ''),
        accept: opts.accept,
      });
      stored.push({ file, original: f.filename });
    });
    const fields: Record<string, string[]> = {};
    for (const [name, values] of Object.entries(form)) {
      const key = name.replace(/\[\]$/, '');
      fields[key] = [...(fields[key] ?? []), ...values];
    }
    const modelId = fields.model_id?.[0] ?? '';
    const type = fields.type?.[0] ?? '';
    const errors: Record<string, string[]> = {};
    if (!modelId || modelId === '0') errors.model_id = ['The model id field is required.'];
    if (!type) errors.type = ['The type field is required.'];
    if (stored.length === 0) errors[opts.audio ? 'audio_file' : 'attachments'] = ['Please upload a file'];
    if (Object.keys(errors).length) throw invalid(errors);
    const names = fields.name ?? [];
    return await tenantTx(db, req, async (tx) => {
      const model = await requireModel(tx, auth, type, modelId, 'edit');
      return tx
        .insertInto('attachments')
        .values(
          stored.map(({ file, original }, i) => ({
            tenant_id: tx.tenantId,
            model_type: model.type,
            model_id: modelId,
            name: (
              names[i]?.trim() ||
              (opts.audio ? `Voice note ${new Date().toISOString().slice(0, 16)}` : baseName(original))
            ).slice(0, 190),
            file_key: file.key,
            mime: file.mime,
            kind: file.kind,
            size: file.size,
            created_by: auth.userId,
          })),
        )
        .returning(['id', 'name', 'model_type', 'model_id', 'kind', 'mime', 'size', 'created_at'])
        .execute();
    });
  } catch (e) {
    await Promise.all(stored.map((s) => files.remove(s.file.key)));
    throw e;
  }
}

/** One attachment the caller may see (its record's view abilities), or 404. */
export async function visibleAttachment(
  req: FastifyRequest,
  db: DbHandle,
  id: string,
  need: 'view' | 'edit',
) {
  return tenantTx(db, req, async (tx) => {
    const row = await tx.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    await requireModel(tx, authOf(req), row.model_type, row.model_id, need);
    return row;
  });
}
