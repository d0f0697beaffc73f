import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's timings: submit buttons debounce 1 s and load 1.5 s; confirm buttons 1.5 s and 2 s. */
export const SUBMIT_GUARD = { debounceMs: 1000, loadingMs: 1500 } as const;
export const CONFIRM_GUARD = { debounceMs: 1500, loadingMs: 2000 } as const;

/**
 * Runs an action at most once per `debounceMs` (the first click counts, repeats inside the window are
 * dropped, so a double click makes one request) and reports `loading` for at least `loadingMs`, or
 * until the action settles if that takes longer.
 */
export function useGuardedAction<A extends unknown[]>(
  action: (...args: A) => unknown,
  { debounceMs, loadingMs }: { debounceMs: number; loadingMs: number } = SUBMIT_GUARD,
): { run: (...args: A) => void; loading: boolean } {
  const [pending, setPending] = useState(false);
  const [holding, setHolding] = useState(false);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < debounceMs) return;
      last.current = now;
      setHolding(true);
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => mounted.current && setHolding(false), loadingMs);
      void Promise.resolve()
        .then(() => latest.current(...args))
        .catch(() => undefined)
        .finally(() => mounted.current && setPending(false));
    },
    [debounceMs, loadingMs],
  );

  return { run, loading: pending || holding };
}
