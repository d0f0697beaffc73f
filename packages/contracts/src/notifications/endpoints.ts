import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';

const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');

/** One notification as the centre lists it and NotificationEvent pushes it. */
export const notificationRow = z.object({
  id: z.string(),
  title: z.string(),
  /** May contain simple markup (b, strong, i, br): the web shows it through `Markup`. */
  description: z.string(),
  type: z.enum(['notify.create', 'notify.edit', 'notify.delete']),
  is_seen: z.boolean(),
  created_at: timestamp,
  causer: z.object({ id: z.string(), name: z.string() }).nullable(),
  model_type: z.string().nullable(),
  model_id: z.string().nullable(),
  model_date: z.string().nullable(),
  /** The message key and parameters, shown in the reader's language (absent on older rows). */
  message: z.unknown().nullable().optional(),
  /** The comment a ticket notification is about: the jump opens the ticket at it (`?commentId=`). */
  comment_id: z.string().nullable().optional(),
});

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'notification-center',
    query: z.object({ per_page: z.coerce.number().int().min(1).max(200).default(10) }),
    response: z.object({ data: z.array(notificationRow), un_seen_count: z.number().int() }),
    access: 'authenticated',
    tag: 'notifications',
  }),
  markAllSeen: defineEndpoint({
    method: 'PUT',
    path: 'notification-center/mark-all-as-seen',
    response: z.object({ updated: z.number().int() }),
    access: 'authenticated',
    tag: 'notifications',
  }),
  markSeen: defineEndpoint({
    method: 'PUT',
    path: 'notification-center/:id/seen',
    params: z.object({ id }),
    response: z.object({ id: z.string(), is_seen: z.literal(true) }),
    access: 'authenticated',
    tag: 'notifications',
  }),
  /** Joins a socket to a real-time channel the user may hear (403 otherwise). */
  channelAuth: defineEndpoint({
    method: 'POST',
    path: 'broadcasting/auth',
    body: z.object({ socket_id: z.string().min(1).max(64), channel_name: z.string().min(1).max(200) }),
    response: z.object({ auth: z.literal('ok'), channel_name: z.string() }),
    access: 'authenticated',
    tag: 'notifications',
  }),
};
