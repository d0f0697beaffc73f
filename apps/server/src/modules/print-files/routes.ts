import { printImageEndpoint } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { loadPrintImage } from './images.js';

/** GET /api/file-storage/{branchId}/print/{fileName}: a print setup's header, background or footer image. */
export async function printFileRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, printImageEndpoint, async (req, reply) => {
    const image = await tenantTx(db, req, (tx) =>
      loadPrintImage(tx, authOf(req), req.params.branchId, req.params.fileName),
    );
    if (!image) throw notFound();
    reply
      .header('etag', image.etag)
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.header('content-type', image.mime).send(image.body);
  });
}
