import { add, dashboardEndpoints, type EndpointOutput, toText } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/api/call';

export type DashboardFigures = EndpointOutput<typeof dashboardEndpoints.data>;

/** How often the figures are read again while the dashboard is open (a sale elsewhere shows within it). */
export const DASHBOARD_REFRESH_MS = 30_000;

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
