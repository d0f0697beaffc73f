import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The notifications module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    notifications: NotificationsTable;
  }
}

export interface NotificationsTable {
  tenant_id: Id;
  id: GeneratedId;
  user_id: Id;
  causer_id: Id | null;
  type: 'notify.create' | 'notify.edit' | 'notify.delete';
  title: string;
  description: Generated<string>;
  model_type: string | null;
  model_id: string | null;
  model_date: string | null;
  /** The comment a ticket notification is about (migration 0060). */
  comment_id: Id | null;
  is_seen: Generated<boolean>;
  seen_at: Date | null;
  /** The message key and parameters (migration 0025); null on older rows. */
  message: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
