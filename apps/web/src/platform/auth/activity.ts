import { createPersistedStore } from '../store';

/**
 * Time of the last API call, shared by all tabs. The spec's inactivity rule (a counter reset to 180 on
 * every request, decremented each minute, logout under 2) is "no request for 179 minutes".
 */
export const IDLE_LIMIT_MS = 179 * 60_000;

export const lastActivityStore = createPersistedStore<number>(
  'bb.lastActivity',
  (raw) => {
    const n = Number(raw);
    return Number.isFinite(n) && n > 0 ? n : Date.now();
  },
  (value) => String(value),
);

export function touchActivity(now = Date.now()): void {
  lastActivityStore.set(now);
}

export function isIdle(now = Date.now()): boolean {
  return now - lastActivityStore.get() > IDLE_LIMIT_MS;
}
