import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from '@bb/contracts';
import type { LooseT } from '../../components/loose-t';

/** Status and priority names in the reader's language, and the tag colour each is shown in. */
export const statusLabels = (t: LooseT): Record<string, string> =>
  Object.fromEntries(TICKET_STATUSES.map((s) => [s, t(`tickets:status.${s}`)]));

export const priorityLabels = (t: LooseT): Record<string, string> =>
  Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, t(`tickets:priority.${p}`)]));

export const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  in_progress: 'gold',
  resolved: 'green',
  closed: 'default',
};

export const PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'default',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** The button that moves a ticket to a status: "Start work", "Resolve", "Close", "Reopen". */
export const moveLabel = (t: LooseT, from: TicketStatus, to: TicketStatus): string =>
  to === 'open'
    ? t(from === 'in_progress' ? 'tickets:move.stop' : 'tickets:move.reopen')
    : t(`tickets:move.${to}`);
