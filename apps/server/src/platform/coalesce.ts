/**
 * Coalesces a stream of signals per key: the first is sent at once, and those that come within `ms` of the
 * last one sent become one trailing signal at the end of the window (which opens a new window). A key with
 * nothing pending at the end of its window is forgotten. For "something changed, read again" signals, so a
 * busy source (a branch taking hundreds of sales a second) does not send, and make every listener re-read,
 * hundreds of times a second, while a quiet one is heard at once. Best effort: a pending signal is dropped
 * if the process stops.
 */
const windows = new Map<string, { pending: (() => void) | null }>();

export function coalesce(key: string, ms: number, now: () => void, later: () => void): void {
  const open = windows.get(key);
  if (open) {
    open.pending = later;
    return;
  }
  const window = { pending: null as (() => void) | null };
  windows.set(key, window);
  now();
  const close = () => {
    const send = window.pending;
    if (!send) {
      windows.delete(key);
      return;
    }
    window.pending = null;
    send();
    setTimeout(close, ms).unref();
  };
  setTimeout(close, ms).unref();
}
