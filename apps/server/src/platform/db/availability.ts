/** What a client is told while the database cannot be reached (with 503 and Retry-After). */
import { MESSAGES } from '@bb/contracts';

export const DATABASE_UNAVAILABLE = MESSAGES.databaseUnavailable;

/** Socket errors of a connection to a server that is down, restarting, unreachable or failing over. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server going away or not ready: admin_shutdown, crash_shutdown, cannot_connect_now
 * (starting up, shutting down, in recovery), too_many_connections, read_only_sql_transaction (a failover
 * left us on the old primary, now a replica); every class 08 (connection exception) code too.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
/** node-postgres' own words for a connection that died or could not be had in time. */
const LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/** True when an error means the database is unreachable for now (not that the request was wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof message === 'string' && LOST.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
