import {
  type ApiConnectionEventPayload,
  type EndpointOutput,
  hospitalEndpoints,
  type IncomingPrescriptionJson,
} from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/call';
import { sessionKeys } from '../../platform/auth/session-queries';

export type IncomingList = EndpointOutput<typeof hospitalEndpoints.notReceivedList>;
export type OpenedJson = EndpointOutput<typeof hospitalEndpoints.open>;
export type { IncomingPrescriptionJson };

/** Under the session keys, so signing out drops them with the rest. */
export const hospitalKeys = {
  incoming: [...sessionKeys.all, 'hospital', 'incoming'] as const,
};

export const incomingQuery = queryOptions({
  queryKey: hospitalKeys.incoming,
  queryFn: ({ signal }) => call(hospitalEndpoints.notReceivedList, {}, { signal, activity: false }),
  staleTime: 60_000,
});

const listOf = (data: IncomingPrescriptionJson[]): IncomingList => ({ data, uncompleted_count: data.length });

/** An ApiConnectionEvent applied to the list (spec 4): add appends, receive and delete remove, process flags. */
export function applyEvent(
  list: IncomingList | undefined,
  event: ApiConnectionEventPayload,
): IncomingList | undefined {
  if (!list) return list;
  switch (event.type) {
    case 'add':
      return list.data.some((d) => d.id === event.detail.id) ? list : listOf([...list.data, event.detail]);
    case 'receive':
    case 'delete':
      return listOf(list.data.filter((d) => d.id !== event.id));
    case 'process':
      return listOf(
        list.data.map((d) => (d.id === event.id ? { ...d, is_in_process: event.is_in_process } : d)),
      );
  }
}

/** Reads a pushed payload; anything unexpected is ignored. */
export function toEvent(payload: unknown): ApiConnectionEventPayload | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Partial<ApiConnectionEventPayload> & { detail?: { id?: unknown }; id?: unknown };
  if (p.type === 'add')
    return typeof p.detail?.id === 'string' ? (payload as ApiConnectionEventPayload) : null;
  if (p.type === 'receive' || p.type === 'delete' || p.type === 'process')
    return typeof p.id === 'string' ? (payload as ApiConnectionEventPayload) : null;
  return null;
}

/** A connection's drug-code mapping and its unmapped codes (the settings screen and the dead-letter list). */
export const itemCodesKey = (connectionId: string) =>
  [...sessionKeys.all, 'hospital', 'item-codes', connectionId] as const;
