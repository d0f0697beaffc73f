import type { RouteDef } from '@bb/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCanOpen } from '../platform/auth/session';

/**
 * The spec's route guard: a superuser passes; anyone else needs one of the route's abilities (from the
 * route map in @bb/contracts), or goes to /404. The server enforces the same abilities on every call;
 * this only keeps screens the user cannot use out of reach.
 */
export function RequireAbility({ route, children }: { route: RouteDef; children: ReactNode }) {
  const canOpen = useCanOpen();
  return canOpen(route) ? children : <Navigate to="/404" replace />;
}
