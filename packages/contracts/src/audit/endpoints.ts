import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint } from '../endpoints/define.js';

export const auditInput = z.object({
  id: z.coerce.string().regex(/^\d{1,18}$/),
  type: z.string().min(1).max(60),
  invoice_audit_note: z.string().max(2000).nullish(),
  invoice_audit_date_at: isoDate.nullish(),
  /** The "done" flag: once true the document can no longer be updated or deleted. */
  invoice_audit_status: z.preprocess((v) => v === 1 || v === '1' || v === true || v === 'true', z.boolean()),
});

/** `POST accounting/invoice-audit`: records (or updates) the audit of a document and answers its id. */
export const auditEndpoint = defineEndpoint({
  method: 'POST',
  path: 'accounting/invoice-audit',
  body: auditInput,
  response: z.object({
    id: z.string(),
    invoice_audit: z.object({
      id: z.string(),
      status: z.boolean(),
      note: z.string().nullable(),
      date_at: z.string().nullable(),
    }),
  }),
  access: ['invoice_audit'],
  tag: 'audit',
});
