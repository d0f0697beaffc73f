import { createReadStream } from 'node:fs';
import { employeePhotoEndpoints, MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { invalid, notFound } from '../../platform/errors.js';
import { readImageForm } from '../../platform/files/image-form.js';

/** The employee's current photo, the row locked when it is about to change (404 for no such employee). */
async function photoOf(tx: TenantTx, id: string, lock: boolean): Promise<string | null> {
  const row = (
    await sql<{ photo_key: string | null }>`select photo_key from hr_employees where id = ${id}
      ${lock ? sql`for update` : sql``}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  return row.photo_key;
}

/**
 * GET, PUT and DELETE hr/employee/{id}/photo: the photo is read like an item's image (the `image` field of
 * a multipart body, an image by its bytes, at most 5 MB), kept in the tenant's files and replaced or removed
 * after the change is committed; a refused or failed change removes the new file again.
 */
export function employeePhotoRoutes(app: App): void {
  const { db, files } = app.deps;
  handle(app, employeePhotoEndpoints.get, async (req, reply) => {
    const key = await tenantTx(db, req, (tx) => photoOf(tx, req.params.id, false));
    if (!key) throw notFound();
    const mime = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return reply
      .header('content-type', mime)
      .header('cache-control', 'private, max-age=0')
      .send(createReadStream(files.pathOf(key)));
  });
  handle(app, employeePhotoEndpoints.put, async (req) => {
    const { imageKey } = await readImageForm(req, files, authOf(req).tenantId, z.object({}));
    if (!imageKey) throw invalid({ image: [MESSAGES.chooseImage] });
    let previous: string | null;
    try {
      previous = await tenantTx(db, req, async (tx) => {
        const old = await photoOf(tx, req.params.id, true);
        await sql`update hr_employees set photo_key = ${imageKey}, updated_at = now() where id = ${req.params.id}`.execute(
          tx,
        );
        return old;
      });
    } catch (e) {
      await files.remove(imageKey);
      throw e;
    }
    if (previous) await files.remove(previous);
    return { id: req.params.id, has_photo: true };
  });
  handle(app, employeePhotoEndpoints.remove, async (req, reply) => {
    const previous = await tenantTx(db, req, async (tx) => {
      const old = await photoOf(tx, req.params.id, true);
      if (old)
        await sql`update hr_employees set photo_key = null, updated_at = now() where id = ${req.params.id}`.execute(
          tx,
        );
      return old;
    });
    if (previous) await files.remove(previous);
    return reply.status(204).send();
  });
}
