import { useEffect, useRef } from 'react';

export interface PosShortcuts {
  focusSearch: () => void;
  newCart: () => void;
  nextCart: () => void;
  pay: () => void;
}

/** The POS keys (anywhere on the page): F2 search, F4 new cart, F6 next cart, F9 pay. */
export const POS_KEYS: Record<string, keyof PosShortcuts> = {
  F2: 'focusSearch',
  F4: 'newCart',
  F6: 'nextCart',
  F9: 'pay',
};

export function usePosShortcuts(handlers: PosShortcuts): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = POS_KEYS[e.key];
      if (!action || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
