import type { TicketPriority, TicketStatus } from '@bb/contracts';
import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The tickets module's table (migration 0060_tickets), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    tickets: TicketsTable;
  }
}

export interface TicketsTable {
  tenant_id: Id;
  id: GeneratedId;
  subject: string;
  description: string | null;
  priority: Generated<TicketPriority>;
  status: Generated<TicketStatus>;
  assignee_id: Id | null;
  created_by: Id | null;
  related_type: string | null;
  related_id: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  resolved_at: Date | null;
  closed_at: Date | null;
}
