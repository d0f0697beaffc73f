import { type AuthUser, canOpen, identityEndpoints, type RouteDef } from '@bb/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from '../api/call';
import { touchActivity } from './activity';
import { abilitiesQuery, userQuery } from './session-queries';
import { tokenStore } from './token-store';

/**
 * Signing in is two steps so the screen can greet the user in between: `authenticate` asks for a token and
 * loads the user with it; `startSession` stores both, which switches the app to the signed-in screens with
 * the user already known.
 */
export async function authenticate(
  username: string,
  password: string,
): Promise<{ token: string; user: AuthUser }> {
  const { token } = await call(identityEndpoints.login, { body: { username, password } }, { token: null });
  const user = await call(identityEndpoints.user, {}, { token });
  return { token, user };
}

export function startSession(client: QueryClient, session: { token: string; user: AuthUser }): void {
  client.setQueryData(userQuery.queryKey, session.user);
  touchActivity();
  tokenStore.set(session.token);
}

/** Revokes the token on the server (best effort) and forgets the session here. */
export async function signOut(client: QueryClient): Promise<void> {
  const token = tokenStore.get();
  if (token) await call(identityEndpoints.logout, {}, { token, passive: true }).catch(() => undefined);
  forgetSession(client);
}

/** Drops the token and every cached answer, without calling the server (401, other tab signed out). */
export function forgetSession(client: QueryClient): void {
  tokenStore.set(null);
  client.clear();
}

/** The signed-in user; only for screens under the session gate, which loads it first. */
export function useAuthUser(): AuthUser {
  const { data } = useQuery(userQuery);
  if (!data) throw new Error('useAuthUser used outside the signed-in session');
  return data;
}

/** The abilities the signed-in user holds (loaded by the session gate). */
function useAbilitySet(): ReadonlySet<string> {
  const { data } = useQuery(abilitiesQuery);
  return useMemo(() => new Set(data ?? []), [data]);
}

/** Whether the user may do something: a superuser may do everything, others need any one of `abilities`. */
export function useCan(): (...abilities: string[]) => boolean {
  const user = useAuthUser();
  const held = useAbilitySet();
  return useCallback(
    (...abilities: string[]) =>
      user.is_superuser || abilities.length === 0 || abilities.some((a) => held.has(a)),
    [user.is_superuser, held],
  );
}

/** Whether the user may open a route of the route map. */
export function useCanOpen(): (route: RouteDef) => boolean {
  const user = useAuthUser();
  const held = useAbilitySet();
  return useCallback((route: RouteDef) => canOpen(route, held, user.is_superuser), [user.is_superuser, held]);
}
