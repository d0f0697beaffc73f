import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The attachments module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    attachments: AttachmentsTable;
  }
}

export interface AttachmentsTable {
  tenant_id: Id;
  id: GeneratedId;
  model_type: string;
  model_id: Id;
  name: string;
  file_key: string;
  mime: string;
  kind: 'image' | 'pdf' | 'audio';
  size: number;
  created_by: Id | null;
  created_at: CreatedAt;
}
