import {
  canMoveTicket,
  type TicketRecord,
  type TicketStatus,
  type ticketInput,
  ticketMessages,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, forbidden, invalid } from '../../platform/errors.js';
import { findDocument, findDocumentByNumber } from '../documents/registry.js';
import { notifyTicket } from './notify.js';
import { isAssignable } from './people.js';
import { getTicket, mayWork, ticketRow } from './queries.js';

type Input = z.output<typeof ticketInput>;

/**
 * The assignee must be able to open tickets; the related document must exist in the tenant. A document
 * given by its number is looked up: what is stored is its id.
 */
async function check(tx: TenantTx, input: Input): Promise<Input> {
  if (input.assignee_id && !(await isAssignable(tx, input.assignee_id)))
    throw invalid({ assignee_id: [ticketMessages.assignee] });
  if (input.related_type && !input.related_id && input.related_number) {
    const id = await findDocumentByNumber(tx, input.related_type, input.related_number);
    if (!id) throw invalid({ related_number: [ticketMessages.relatedNumber] });
    return { ...input, related_id: id };
  }
  if (input.related_type && input.related_id) {
    const doc = await findDocument(tx, input.related_type, input.related_id);
    if (!doc) throw invalid({ related_id: [ticketMessages.related] });
  }
  return input;
}

export async function createTicket(tx: TenantTx, auth: AuthContext, given: Input): Promise<TicketRecord> {
  const input = await check(tx, given);
  const row = await tx
    .insertInto('tickets')
    .values({
      tenant_id: tx.tenantId,
      subject: input.subject,
      description: input.description,
      priority: input.priority,
      assignee_id: input.assignee_id,
      created_by: auth.userId,
      related_type: input.related_type,
      related_id: input.related_id,
    })
    .returning(['id', 'subject', 'assignee_id'])
    .executeTakeFirstOrThrow();
  if (row.assignee_id) await notifyTicket(tx, auth, row, 'ticket.assigned', [row.assignee_id]);
  return getTicket(tx, auth, row.id);
}

/** Edits what the ticket says (ticket_edit); a new assignee is told. The status moves only through `move`. */
export async function updateTicket(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  given: Input,
): Promise<TicketRecord> {
  const before = await ticketRow(tx, id, true);
  const input = await check(tx, given);
  await tx
    .updateTable('tickets')
    .set({
      subject: input.subject,
      description: input.description,
      priority: input.priority,
      assignee_id: input.assignee_id,
      related_type: input.related_type,
      related_id: input.related_id,
      updated_at: sql<Date>`now()` as never,
    })
    .where('id', '=', id)
    .execute();
  if (input.assignee_id && input.assignee_id !== before.assignee_id)
    await notifyTicket(tx, auth, { id, subject: input.subject }, 'ticket.assigned', [input.assignee_id]);
  return getTicket(tx, auth, id);
}

const MOVED = {
  in_progress: 'ticket.started',
  resolved: 'ticket.resolved',
  closed: 'ticket.closed',
  open: 'ticket.reopened',
} as const satisfies Record<TicketStatus, string>;

/** Moves the status along the flow (contracts TICKET_TRANSITIONS); the participants are told. */
export async function moveTicket(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  to: TicketStatus,
): Promise<TicketRecord> {
  const row = await ticketRow(tx, id, true);
  if (!mayWork(auth, row)) throw forbidden(ticketMessages.notYours);
  if (!canMoveTicket(row.status, to)) throw conflict(ticketMessages.transition(row.status, to));
  await tx
    .updateTable('tickets')
    .set({
      status: to,
      updated_at: sql<Date>`now()` as never,
      // the times of the last resolution and closing; reopening clears them
      resolved_at: to === 'resolved' ? (sql<Date>`now()` as never) : to === 'closed' ? row.resolved_at : null,
      closed_at: to === 'closed' ? (sql<Date>`now()` as never) : null,
    })
    .where('id', '=', id)
    .execute();
  await notifyTicket(tx, auth, row, MOVED[to]);
  return getTicket(tx, auth, id);
}

/** Gives the ticket to someone (or to no one): ticket_edit, its creator or its assignee handing it on. */
export async function assignTicket(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  assigneeId: string | null,
): Promise<TicketRecord> {
  const row = await ticketRow(tx, id, true);
  if (!mayWork(auth, row)) throw forbidden(ticketMessages.notYours);
  if (assigneeId && !(await isAssignable(tx, assigneeId)))
    throw invalid({ assignee_id: [ticketMessages.assignee] });
  if (assigneeId !== row.assignee_id) {
    await tx
      .updateTable('tickets')
      .set({ assignee_id: assigneeId, updated_at: sql<Date>`now()` as never })
      .where('id', '=', id)
      .execute();
    if (assigneeId) await notifyTicket(tx, auth, row, 'ticket.assigned', [assigneeId]);
  }
  return getTicket(tx, auth, id);
}

/** Deletes a ticket with its comments and their files' records (ticket_delete). */
export async function deleteTicket(tx: TenantTx, id: string): Promise<{ id: string; files: string[] }> {
  await ticketRow(tx, id, true);
  const comments = tx
    .selectFrom('comments')
    .select('id')
    .where('model_name', '=', 'ticket')
    .where('model_id', '=', id);
  const files = await tx
    .deleteFrom('attachments')
    .where('model_type', '=', 'ticket_comment')
    .where('model_id', 'in', comments)
    .returning('file_key')
    .execute();
  await tx.deleteFrom('comments').where('model_name', '=', 'ticket').where('model_id', '=', id).execute();
  await tx.deleteFrom('tickets').where('id', '=', id).execute();
  return { id, files: files.map((f) => f.file_key) };
}
