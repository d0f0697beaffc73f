import {
  type EndpointOutput,
  type NotificationMessage,
  notificationEndpoints,
  parseNotificationMessage,
} from '@bb/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/call';
import { sessionKeys } from '../../platform/auth/session-queries';

/** One notification as `GET notification-center` lists it and `NotificationEvent` pushes it. */
export type NotificationRow = Omit<
  EndpointOutput<typeof notificationEndpoints.list>['data'][number],
  'message'
> & {
  /**
   * What it says as a message key and parameters, shown in the reader's language (MessageText.tsx);
   * absent on rows written before messages existed, which show their stored text.
   */
  message?: NotificationMessage | null;
};

export interface NotificationPage {
  data: NotificationRow[];
  un_seen_count: number;
}

/** Page size starts at 10 and grows by 10 per Load more (spec 9). */
export const PAGE_STEP = 10;

/** Under the session keys, so signing out drops them with the rest. */
export const notificationKeys = {
  all: [...sessionKeys.all, 'notifications'] as const,
  list: (perPage: number) => [...sessionKeys.all, 'notifications', perPage] as const,
};

export const notificationsQuery = (perPage: number) =>
  queryOptions({
    queryKey: notificationKeys.list(perPage),
    // The list is also fetched by the app itself (catching up after a reconnection), so reading it does
    // not count as the user at work for the inactivity counter; marking seen does.
    queryFn: async ({ signal }) => {
      const page = await call(
        notificationEndpoints.list,
        { query: { per_page: perPage } },
        { signal, activity: false },
      );
      // a message this build does not know (a newer server) falls back to the stored text
      return {
        ...page,
        data: page.data.map((r) => ({ ...r, message: parseNotificationMessage(r.message) ?? null })),
      };
    },
    // new ones arrive over the socket; the centre refetches when opened
    staleTime: 60_000,
  });

export const markSeen = (id: string) => call(notificationEndpoints.markSeen, { params: { id } });
export const markAllSeen = () => call(notificationEndpoints.markAllSeen, {});

/** Applies a change to every cached page (one per page size asked for). */
function updatePages(client: QueryClient, change: (page: NotificationPage) => NotificationPage): void {
  client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.all }, (page) =>
    page ? change(page) : page,
  );
}

/** A notification pushed over the socket: first in the list, and one more unseen. */
export function addPushed(client: QueryClient, row: NotificationRow): void {
  updatePages(client, (page) => {
    if (page.data.some((r) => r.id === row.id)) return page;
    return {
      data: [row, ...page.data],
      un_seen_count: page.un_seen_count + (row.is_seen ? 0 : 1),
    };
  });
}

export function applySeen(client: QueryClient, id: string): void {
  updatePages(client, (page) => {
    const row = page.data.find((r) => r.id === id);
    if (!row || row.is_seen) return page;
    return {
      data: page.data.map((r) => (r.id === id ? { ...r, is_seen: true } : r)),
      un_seen_count: Math.max(0, page.un_seen_count - 1),
    };
  });
}

export function applyAllSeen(client: QueryClient): void {
  updatePages(client, (page) => ({
    data: page.data.map((r) => (r.is_seen ? r : { ...r, is_seen: true })),
    un_seen_count: 0,
  }));
}

/** A socket payload as a row, or undefined when it is not one (the server is trusted, the wire is not). */
export function toNotificationRow(value: unknown): NotificationRow | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if ((typeof v.id !== 'string' && typeof v.id !== 'number') || typeof v.title !== 'string') return undefined;
  return {
    ...(v as unknown as NotificationRow),
    id: String(v.id),
    description: typeof v.description === 'string' ? v.description : '',
    is_seen: v.is_seen === true,
    message: parseNotificationMessage(v.message) ?? null,
  };
}
