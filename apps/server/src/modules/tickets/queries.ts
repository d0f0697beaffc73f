import type { TicketPriority, TicketRecord, TicketStatus } from '@bb/contracts';
import { type DocumentType, isDocumentType } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { findDocument } from '../documents/registry.js';
import { participants } from './people.js';

export interface TicketRow {
  id: string;
  subject: string;
  description: string | null;
  priority: TicketPriority;
  status: TicketStatus;
  assignee_id: string | null;
  created_by: string | null;
  related_type: string | null;
  related_id: string | null;
  created_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
  closed_at: Date | null;
}

/** A ticket's row, locked for a change when asked; another tenant's is a 404 (row-level security). */
export async function ticketRow(tx: TenantTx, id: string, lock = false): Promise<TicketRow> {
  let q = tx.selectFrom('tickets').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as TicketRow;
}

const has = (auth: AuthContext, ability: string) => auth.isSuperuser || auth.abilities.has(ability);

/** Who may move the status or hand the ticket on: the assignee, the creator, or ticket_edit. */
export const mayWork = (auth: AuthContext, row: Pick<TicketRow, 'assignee_id' | 'created_by'>) =>
  has(auth, 'ticket_edit') || row.assignee_id === auth.userId || row.created_by === auth.userId;

/** One ticket as the show screen reads it. */
export async function getTicket(tx: TenantTx, auth: AuthContext, id: string): Promise<TicketRecord> {
  const row = await ticketRow(tx, id);
  const people = await participants(tx, id);
  const name = (userId: string | null) =>
    userId ? { id: userId, name: people.find((p) => p.id === userId)?.name ?? '' } : null;
  let related: TicketRecord['related'] = null;
  if (row.related_type && row.related_id && isDocumentType(row.related_type)) {
    const doc = await findDocument(tx, row.related_type, row.related_id);
    related = {
      type: row.related_type as DocumentType,
      id: row.related_id,
      invoice_id: doc?.invoice_id ?? null,
      exists: doc !== undefined,
    };
  }
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    priority: row.priority,
    status: row.status,
    assignee: name(row.assignee_id),
    created_by: name(row.created_by),
    related,
    participants: people,
    can: { edit: has(auth, 'ticket_edit'), move: mayWork(auth, row), delete: has(auth, 'ticket_delete') },
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    resolved_at: row.resolved_at ? new Date(row.resolved_at) : null,
    closed_at: row.closed_at ? new Date(row.closed_at) : null,
  };
}

/**
 * `/ticket`: every ticket of the tenant (a helpdesk's agents see them all), with the assignee and creator
 * names, the comment count and the last activity; `mine` filters to the caller's (assigned or created).
 */
export const ticketsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select t.id, t.subject, t.priority, t.status,
      case t.priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end as priority_rank,
      t.assignee_id, a.name as assignee_name, t.created_by, c.name as created_by_name,
      t.related_type, t.related_id, t.created_at, t.created_at::date as created_date, t.updated_at,
      (t.assignee_id = ${ctx.auth.userId} or t.created_by = ${ctx.auth.userId}) as mine,
      (select count(*) from comments m where m.tenant_id = t.tenant_id and m.model_name = 'ticket'
        and m.model_id = t.id)::int as comment_count
    from tickets t
    left join users a on a.tenant_id = t.tenant_id and a.id = t.assignee_id
    left join users c on c.tenant_id = t.tenant_id and c.id = t.created_by)`,
  columns: {
    id: { kind: 'id', search: true },
    subject: { kind: 'text', search: true },
    priority: { kind: 'text' },
    priority_rank: { kind: 'number' },
    status: { kind: 'text' },
    assignee_id: { kind: 'id' },
    assignee_name: { kind: 'text', search: true },
    created_by: { kind: 'id' },
    created_by_name: { kind: 'text', search: true },
    related_type: { kind: 'text' },
    related_id: { kind: 'id' },
    created_at: { kind: 'datetime' },
    created_date: { kind: 'date' },
    updated_at: { kind: 'datetime' },
    mine: { kind: 'bool' },
    comment_count: { kind: 'number' },
  },
  dateColumn: 'created_date',
};
