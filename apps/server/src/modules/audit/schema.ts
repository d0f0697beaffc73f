import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The audit module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    invoice_audits: InvoiceAuditsTable;
  }
}

export interface InvoiceAuditsTable {
  tenant_id: Id;
  id: GeneratedId;
  model_type: string;
  model_id: Id;
  note: string | null;
  date_at: string | null;
  status: Generated<boolean>;
  user_id: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
