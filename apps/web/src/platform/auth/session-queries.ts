import type { AuthUser, TenantSettings } from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

/** What `GET base-data` answers (the parts the client reads so far). */
export interface BaseData {
  tenant: { name: string; base_currency_code: string };
  inventories: { id: string; name: string; type: number; code: string | null }[];
  currencies: { code: string; name: string; symbol: string; decimals: number }[];
  prints: {
    id: string;
    inventory_id: string;
    type_name: string;
    type: number;
    name: string | null;
    address: string | null;
    bottom: string | null;
  }[];
  item_types: { id: number; name: string }[];
}

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

/** A user as the `user/users` lookup lists them (active users of the company). */
export interface UserSummary {
  id: string;
  name: string;
  username: string;
  default_branch_id: string | null;
  status: number;
}

export const userQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }) => api.get<AuthUser>('user', undefined, { signal }),
  staleTime: SESSION_STALE_MS,
});

export const abilitiesQuery = queryOptions({
  queryKey: sessionKeys.abilities,
  queryFn: async ({ signal }) => (await api.get<{ data: string[] }>('abilities', undefined, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const settingsQuery = queryOptions({
  queryKey: sessionKeys.settings,
  queryFn: async ({ signal }) =>
    (await api.post<{ data: TenantSettings }>('setting/all', {}, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const baseDataQuery = queryOptions({
  queryKey: sessionKeys.baseData,
  queryFn: async ({ signal }) => (await api.get<{ data: BaseData }>('base-data', undefined, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const currenciesQuery = queryOptions({
  queryKey: sessionKeys.currencies,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: BaseData['currencies'] }>('currency/list', undefined, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

export const hasApiConnectionQuery = queryOptions({
  queryKey: sessionKeys.hasApiConnection,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: boolean }>('has-api-connection', undefined, { signal })).data,
  staleTime: SESSION_STALE_MS,
});

/** Active users of the company, for pickers (loaded at start-up, spec 4). */
export const usersQuery = queryOptions({
  queryKey: sessionKeys.users,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: UserSummary[] }>('user/users', undefined, { signal })).data,
  staleTime: SESSION_STALE_MS,
});
