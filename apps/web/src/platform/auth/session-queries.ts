import { type BaseData, identityEndpoints, settingsEndpoints, type UserSummary } from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import { sessionKeys } from './session-keys';

export type { BaseData, UserSummary };
export { sessionKeys };

const SESSION_STALE_MS = 5 * 60_000;

export const userQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }) => call(identityEndpoints.user, {}, { signal }),
  staleTime: SESSION_STALE_MS,
});

export const abilitiesQuery = queryOptions({
  queryKey: sessionKeys.abilities,
  queryFn: async ({ signal }) => (await call(identityEndpoints.abilities, {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const settingsQuery = queryOptions({
  queryKey: sessionKeys.settings,
  queryFn: async ({ signal }) => (await call(settingsEndpoints.all, {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const baseDataQuery = queryOptions({
  queryKey: sessionKeys.baseData,
  queryFn: async ({ signal }) => (await call(settingsEndpoints.baseData, {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const currenciesQuery = queryOptions({
  queryKey: sessionKeys.currencies,
  queryFn: async ({ signal }) => (await call(settingsEndpoints.currencies, {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const hasApiConnectionQuery = queryOptions({
  queryKey: sessionKeys.hasApiConnection,
  queryFn: async ({ signal }) => (await call(settingsEndpoints.hasApiConnection, {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

/** Active users of the company, for pickers (loaded at start-up, spec 4). */
export const usersQuery = queryOptions({
  queryKey: sessionKeys.users,
  queryFn: async ({ signal }) => (await call(identityEndpoints.lookups.users, {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});
