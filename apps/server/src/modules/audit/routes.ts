import { auditEndpoint } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { requireModel } from '../../platform/models.js';

/** `POST accounting/invoice-audit`: records (or updates) the audit of a document and answers its id. */
export async function auditRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, auditEndpoint, (req) =>
    tenantTx(db, req, async (tx) => {
      const auth = authOf(req);
      const model = await requireModel(tx, auth, req.body.type, req.body.id, 'audit');
      const values = {
        note: req.body.invoice_audit_note ?? null,
        date_at: req.body.invoice_audit_date_at ?? null,
        status: req.body.invoice_audit_status,
        user_id: auth.userId,
      };
      const row = await tx
        .insertInto('invoice_audits')
        .values({ tenant_id: tx.tenantId, model_type: model.type, model_id: req.body.id, ...values })
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'model_type', 'model_id'])
            .doUpdateSet({ ...values, updated_at: sql`now()` }),
        )
        .returning(['id', 'status', 'note', 'date_at'])
        .executeTakeFirstOrThrow();
      return { id: row.id, invoice_audit: row };
    }),
  );
}
