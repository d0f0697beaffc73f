import {
  type EndpointOutput,
  ticketEndpoints as e,
  type TicketInput,
  type TicketStatus,
} from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/call';
import { sessionKeys } from '../../platform/auth/session-queries';

export type Ticket = EndpointOutput<typeof e.get>;

/** Under the session keys, so signing out drops them with the rest. */
export const ticketKeys = {
  one: (id: string) => [...sessionKeys.all, 'ticket', id] as const,
  assignees: [...sessionKeys.all, 'ticket-assignees'] as const,
};

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.one(id),
    queryFn: ({ signal }) => call(e.get, { params: { id } }, { signal }),
  });

export const assigneesQuery = queryOptions({
  queryKey: ticketKeys.assignees,
  queryFn: async ({ signal }) => (await call(e.assignees, {}, { signal })).data,
  staleTime: 60_000,
});

export const createTicket = (body: TicketInput) => call(e.create, { body });
export const updateTicket = (id: string, body: TicketInput) => call(e.update, { params: { id }, body });
export const moveTicket = (id: string, status: TicketStatus) =>
  call(e.status, { params: { id }, body: { status } });
export const assignTicket = (id: string, assigneeId: string | null) =>
  call(e.assign, { params: { id }, body: { assignee_id: assigneeId } });
export const deleteTicket = (id: string) => call(e.delete, { params: { id } });
