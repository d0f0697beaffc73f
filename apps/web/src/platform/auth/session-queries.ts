import { type BaseData, identityEndpoints, settingsEndpoints, type UserSummary } from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';

export type { BaseData, UserSummary };

const SESSION_STALE_MS = 5 * 60_000;

/** Query keys of the signed-in session; all start with 'session' so sign-out can drop them together. */
export const sessionKeys = {
  all: ['session'] as const,
  user: ['session', 'user'] as const,
  abilities: ['session', 'abilities'] as const,
  settings: ['session', 'settings'] as const,
  baseData: ['session', 'base-data'] as const,
  currencies: ['session', 'currencies'] as const,
  hasApiConnection: ['session', 'has-api-connection'] as const,
  users: ['session', 'users'] as const,
};

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
