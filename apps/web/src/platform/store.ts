import { useSyncExternalStore } from 'react';

/** A tiny observable value, read in React through `useStore` (no state library needed for a few flags). */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // the value still lives in memory for this tab
  }
}

/**
 * A store kept in localStorage under `key`. `parse` turns the stored text (or null) into a value;
 * `serialize` the reverse (null removes the key). Other tabs' changes arrive through the `storage` event,
 * so signing out in one tab signs out the others.
 */
export function createPersistedStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string | null,
): Store<T> & { reload(): void } {
  const store = createStore<T>(parse(readStorage(key)));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) store.set(parse(e.newValue ?? readStorage(key)));
    });
  }
  return {
    get: store.get,
    subscribe: store.subscribe,
    set(value) {
      writeStorage(key, serialize(value));
      store.set(value);
    },
    reload() {
      store.set(parse(readStorage(key)));
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
