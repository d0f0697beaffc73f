import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';
import { onSettingsSaved } from './api/client';
import { sessionKeys } from './auth/session-keys';
import { tokenStore } from './auth/token-store';
import { reportError } from './report-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the screen shows this call's errors itself (sign-in shows them under the fields). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Client errors are answers, not glitches: retrying a 4xx (or a 503 maintenance) cannot help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.status === 503) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

  // Signed out (401, maintenance, another tab) or signed in as someone else: nothing cached may leak.
  let token = tokenStore.get();
  tokenStore.subscribe(() => {
    const next = tokenStore.get();
    if (next !== token && (next === null || token !== null)) client.clear();
    token = next;
  });
  onSettingsSaved(() => {
    void client.invalidateQueries({ queryKey: sessionKeys.user });
    void client.invalidateQueries({ queryKey: sessionKeys.settings });
  });
  return client;
}
