import { type BackupScheduleInput, OPERATIONS_MESSAGES, operationsEndpoints } from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/call';
import { sessionKeys } from '../../platform/auth/session-queries';

export const operationsKeys = { backups: [...sessionKeys.all, 'operations', 'backups'] as const };

/** The schedule and the last runs; polled every 2 s while a run is under way. */
export const backupsQuery = queryOptions({
  queryKey: operationsKeys.backups,
  queryFn: ({ signal }) => call(operationsEndpoints.backups, {}, { signal }),
  refetchInterval: (q) => (q.state.data?.runs.some((r) => r.outcome === 'running') ? 2000 : false),
});

export const saveSchedule = (body: BackupScheduleInput) => call(operationsEndpoints.saveSchedule, { body });
export const backUpNow = () => call(operationsEndpoints.backUpNow, {});

/** The key of one of the domain's messages (`operations:messages.<key>`), from the server's English. */
export function operationsMessageKey(message: string): keyof typeof OPERATIONS_MESSAGES | undefined {
  return (Object.keys(OPERATIONS_MESSAGES) as (keyof typeof OPERATIONS_MESSAGES)[]).find(
    (k) => OPERATIONS_MESSAGES[k] === message,
  );
}
