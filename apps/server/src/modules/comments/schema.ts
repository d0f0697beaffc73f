import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The comments module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    comments: CommentsTable;
  }
}

export interface CommentsTable {
  tenant_id: Id;
  id: GeneratedId;
  model_name: string;
  model_id: Id;
  description: string;
  user_id: Id | null;
  created_at: CreatedAt;
}
