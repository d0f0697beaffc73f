import { add, DASHBOARD_EVENT, dashboardEndpoints, type EndpointOutput, toText } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../platform/api/call';
import { onRealtimeEvent, RECONNECTED_EVENT } from '../../platform/realtime/realtime';

export type DashboardFigures = EndpointOutput<typeof dashboardEndpoints.data>;

/**
 * How often the figures are read again while the dashboard is open: only the fallback when the live signal
 * is missed (no socket, a proxy dropping websockets); a sale shows at once through `useLiveDashboard`.
 */
export const DASHBOARD_REFRESH_MS = 30_000;
/** Signals within this window are read once (an import of a hundred sales is one read, not a hundred). */
export const DASHBOARD_LIVE_WAIT_MS = 1_000;

/**
 * Reads the dashboard again when a branch of the user says its sales changed (the server's
 * `DashboardEvent` on the branch channel, which carries no figure) and after a reconnection (signals may
 * have been missed); several signals close together make one read.
 */
export function useLiveDashboard(): void {
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: ['dashboard'] });
      }, DASHBOARD_LIVE_WAIT_MS);
    };
    const stopEvents = onRealtimeEvent(DASHBOARD_EVENT, refresh);
    const stopReconnected = onRealtimeEvent(RECONNECTED_EVENT, refresh);
    return () => {
      stopEvents();
      stopReconnected();
      if (timer) clearTimeout(timer);
    };
  }, [client]);
}

/** The business figures of the dashboard for all the user's branches, or one of them. */
export function useDashboardData(inventoryId: string | null) {
  return useQuery({
    queryKey: ['dashboard', inventoryId],
    // read again by a timer, not by the user: it must not keep an idle session alive (inactivity sign-out)
    queryFn: () =>
      call(dashboardEndpoints.data, { query: { inventory_id: inventoryId } }, { activity: false }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

type Money = Record<string, string>;

/** Rows' money fields summed per currency (never across currencies), in the order currencies first appear. */
export function perCurrency<R extends { currency_code: string }>(
  rows: readonly R[],
  key: keyof R & string,
): Money {
  const out: Money = {};
  for (const r of rows) out[r.currency_code] = toText(add(out[r.currency_code] ?? '0', String(r[key])));
  return out;
}
