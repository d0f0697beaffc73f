import { type Kysely, sql } from 'kysely';

/**
 * Issue 20, tickets and the hospital dead-letter list.
 * - `tickets`: subject, description, priority, status (TICKET_STATUSES in contracts), assignee, creator and
 *   the related document (a DOCUMENT_TYPES id and its id, both or neither). Comments are the comments module's
 *   rows (`model_name = 'ticket'`), their files the attachments module's (`model_type = 'ticket_comment'`).
 *   Every change is in the activity log (`bb_audit`).
 * - `notifications.comment_id`: the comment a ticket notification is about, for the jump (`?commentId=`).
 * - `api_connection_detail_lines.retried_at`, `api_connection_details.retry_count`: the dead-letter list's
 *   retries (a line is resolved in place, so nothing is stored twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tickets (
      tenant_id bigint not null,
      id bigint generated always as identity,
      subject text not null,
      description text,
      priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
      status text not null default 'open' check (status in ('open', 'in_progress', 'resolved', 'closed')),
      assignee_id bigint,
      created_by bigint,
      related_type text,
      related_id bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      resolved_at timestamptz,
      closed_at timestamptz,
      primary key (tenant_id, id),
      check ((related_type is null) = (related_id is null)),
      foreign key (tenant_id, assignee_id) references users(tenant_id, id) on delete set null (assignee_id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index tickets_assignee on tickets (tenant_id, assignee_id, status);
    create index tickets_status on tickets (tenant_id, status, id);
    select bb_tenant_rls('tickets');
    select bb_audit('tickets', 'tickets', 'id', '{updated_at}');

    alter table notifications add column comment_id bigint;

    alter table api_connection_details add column retry_count integer not null default 0,
      add column retried_at timestamptz;
  `.execute(db);
}
