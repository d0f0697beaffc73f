import type { NotificationMessageKey } from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notify } from '../notifications/writer.js';
import { participants } from './people.js';

type TicketKey = Extract<NotificationMessageKey, `ticket.${string}`>;

/**
 * Tells the ticket's participants (creator, assignee, commenters), or the users given, about a change; the
 * acting user is never told (the writer drops them). A comment's notification names the comment, so the
 * notification centre opens the ticket at it (`/ticket/{id}/show?commentId=`).
 */
export async function notifyTicket(
  tx: TenantTx,
  auth: AuthContext,
  ticket: { id: string; subject: string },
  key: TicketKey,
  to?: string[],
  commentId?: string,
): Promise<void> {
  const userIds = to ?? (await participants(tx, ticket.id)).map((p) => p.id);
  await notify(tx, {
    userIds,
    type: key === 'ticket.assigned' || key === 'ticket.commented' ? 'notify.create' : 'notify.edit',
    message: { key, params: { ticket: `#${ticket.id}`, subject: ticket.subject, actor: auth.name } },
    modelType: 'ticket',
    modelId: ticket.id,
    commentId,
  });
}
