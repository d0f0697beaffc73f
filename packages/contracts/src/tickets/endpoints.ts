import { z } from 'zod';
import { DOCUMENT_TYPE_IDS, type DocumentType } from '../documents/types.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { MESSAGES } from '../messages.js';
import { rules } from '../resources/define.js';

/**
 * Tickets (issue 20, routes /ticket, /ticket/add, /ticket/{id}/show): a subject, a description, a priority,
 * a status moving along TICKET_TRANSITIONS, an assignee, an optional related document, and comments (the
 * comments module, model `ticket`) with attachments and voice notes (the attachments module, model
 * `ticket_comment`: a comment's files hang off the comment).
 */
const tag = 'tickets';
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * The status flow (docs/decisions.md "20: the ticket status flow"): work starts, is resolved, and the
 * creator closes it; a resolved or closed ticket can be reopened, and work in progress can go back to open.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved'],
  resolved: ['closed', 'open'],
  closed: ['open'],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean =>
  TICKET_TRANSITIONS[from].includes(to);

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** The comments model and the attachments model of a ticket's comments. */
export const TICKET_MODEL = 'ticket';
export const TICKET_COMMENT_MODEL = 'ticket_comment';

export const ticketMessages = {
  transition: (from: TicketStatus, to: TicketStatus) => `A ticket cannot move from ${from} to ${to}.`,
  notYours: MESSAGES.ticketNotYours,
  assignee: MESSAGES.ticketAssignee,
  related: MESSAGES.ticketRelated,
  relatedNumber: MESSAGES.ticketRelatedNumber,
} as const;

const relatedType = z.enum(DOCUMENT_TYPE_IDS as [DocumentType, ...DocumentType[]]);

/**
 * What a ticket is about: a document type from DOCUMENT_TYPES and the document, by its id or by the number
 * users know it by (`related_number`, e.g. T-2, which the server looks up), or nothing.
 */
const ticketFields = {
  subject: z.string().trim().min(1).max(190),
  description: rules.optionalText(10000),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
  assignee_id: rules.optionalId,
  related_type: relatedType.nullish().transform((v) => v ?? null),
  related_id: rules.optionalId,
  related_number: rules.optionalText(50),
};

const relatedPair = <
  T extends { related_type: string | null; related_id: string | null; related_number: string | null },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  const document = v.related_id !== null || v.related_number !== null;
  if ((v.related_type === null) === document)
    ctx.addIssue({
      code: 'custom',
      path: [v.related_type === null ? 'related_type' : 'related_number'],
      message: 'The related record needs both its type and its number.',
    });
};

export const ticketInput = z.object(ticketFields).superRefine(relatedPair);
export type TicketInput = z.input<typeof ticketInput>;

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const ticketRecord = z.object({
  id: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  assignee: person,
  created_by: person,
  related: z
    .object({
      type: relatedType,
      id: z.string(),
      /** The document's shown number (S-12), null when it has none or is gone. */
      invoice_id: z.string().nullable(),
      exists: z.boolean(),
    })
    .nullable(),
  /** Everyone who takes part: the creator, the assignee and whoever commented. */
  participants: z.array(z.object({ id: z.string(), name: z.string() })),
  /** What the caller may do with it. */
  can: z.object({ edit: z.boolean(), move: z.boolean(), delete: z.boolean() }),
  created_at: timestamp,
  updated_at: timestamp,
  resolved_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
});
export type TicketRecord = z.output<typeof ticketRecord>;
export type TicketRecordJson = z.input<typeof ticketRecord>;

/** The ticket list (table protocol): `GET|POST ticket`, `POST ticket/list`, `POST ticket/export`. */
export const TICKET_LIST = 'ticket';

export const ticketEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'ticket/:id',
    params: z.object({ id }),
    response: ticketRecord,
    access: ['ticket_list'],
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'ticket',
    body: ticketInput,
    response: ticketRecord,
    status: 201,
    access: ['ticket_create'],
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'ticket/:id',
    params: z.object({ id }),
    body: ticketInput,
    response: ticketRecord,
    access: ['ticket_edit'],
    tag,
  }),
  /** Moves the status along TICKET_TRANSITIONS (the assignee, the creator or ticket_edit). */
  status: defineEndpoint({
    method: 'PUT',
    path: 'ticket/:id/status',
    params: z.object({ id }),
    body: z.object({ status: z.enum(TICKET_STATUSES) }),
    response: ticketRecord,
    access: ['ticket_list'],
    tag,
  }),
  /** Gives the ticket to a user (ticket_edit, or the assignee handing it on); null leaves it unassigned. */
  assign: defineEndpoint({
    method: 'PUT',
    path: 'ticket/:id/assign',
    params: z.object({ id }),
    body: z.object({ assignee_id: rules.optionalId }),
    response: ticketRecord,
    access: ['ticket_list'],
    tag,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'ticket/:id',
    params: z.object({ id }),
    response: z.object({ id: z.string() }),
    access: ['ticket_delete'],
    tag,
  }),
  /** The users a ticket can be given to: active users who may open tickets. */
  assignees: defineEndpoint({
    method: 'GET',
    path: 'ticket-assignees',
    response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
    access: ['ticket_list', 'ticket_create', 'ticket_edit'],
    tag,
  }),
};
