import { sql } from 'kysely';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { requireModel } from '../../platform/models.js';

const auditInput = z.object({
  id: z.coerce.string().regex(/^\d{1,18}$/),
  type: z.string().min(1).max(60),
  invoice_audit_note: z.string().max(2000).nullish(),
  invoice_audit_date_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  /** The "done" flag: once true the document can no longer be updated or deleted. */
  invoice_audit_status: z.preprocess((v) => v === 1 || v === '1' || v === true || v === 'true', z.boolean()),
});

/** `POST accounting/invoice-audit`: records (or updates) the audit of a document and answers its id. */
export async function auditRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  app.post(
    '/api/accounting/invoice-audit',
    { schema: { tags: ['audit'], body: auditInput }, config: { access: ['invoice_audit'] } },
    (req) =>
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
