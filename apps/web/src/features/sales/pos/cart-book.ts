import type { Cart } from '@bb/contracts';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The POS's open carts: several named drafts, written to localStorage on every change, so a reload or a
 * crash loses nothing. One book per user (key `bb.pos.<tenant>.<user>`); other tabs of the same user see
 * the changes through the `storage` event.
 */
export interface CartBook {
  carts: Cart[];
  activeId: string | null;
}

const EMPTY: CartBook = { carts: [], activeId: null };

export function bookKey(tenantId: string, userId: string): string {
  return `bb.pos.${tenantId}.${userId}`;
}

export function parseBook(raw: string | null): CartBook {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<CartBook>;
    if (!Array.isArray(value.carts)) return EMPTY;
    const carts = value.carts.filter(
      (c): c is Cart =>
        typeof c === 'object' && c !== null && typeof c.id === 'string' && Array.isArray(c.products),
    );
    const activeId = carts.some((c) => c.id === value.activeId)
      ? (value.activeId ?? null)
      : (carts[0]?.id ?? null);
    return { carts, activeId };
  } catch {
    return EMPTY;
  }
}

interface BookStore {
  get(): CartBook;
  set(next: CartBook): void;
  subscribe(listener: () => void): () => void;
}

const stores = new Map<string, BookStore>();

/** The store of one book (one per key, shared by every component of the tab). */
export function bookStore(key: string): BookStore {
  const existing = stores.get(key);
  if (existing) return existing;
  const read = () => {
    try {
      return parseBook(window.localStorage.getItem(key));
    } catch {
      return EMPTY;
    }
  };
  let value = read();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  window.addEventListener('storage', (e) => {
    if (e.key === key) {
      value = read();
      emit();
    }
  });
  const store: BookStore = {
    get: () => value,
    set(next) {
      value = next;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or disabled: the book still lives in this tab
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(key, store);
  return store;
}

export function useCartBook(key: string): [CartBook, (update: (book: CartBook) => CartBook) => void] {
  const store = bookStore(key);
  const book = useSyncExternalStore(store.subscribe, store.get, store.get);
  // stable per book, so the POS's cart operations (and the memoised parts of the screen) stay stable too
  const change = useCallback(
    (update: (book: CartBook) => CartBook) => store.set(update(store.get())),
    [store],
  );
  return [book, change];
}

/** Replaces one cart of the book. */
export function withCart(book: CartBook, cart: Cart): CartBook {
  return { ...book, carts: book.carts.map((c) => (c.id === cart.id ? cart : c)) };
}

export function withoutCart(book: CartBook, id: string): CartBook {
  const index = book.carts.findIndex((c) => c.id === id);
  const carts = book.carts.filter((c) => c.id !== id);
  const activeId =
    book.activeId === id ? (carts[Math.min(index, carts.length - 1)]?.id ?? null) : book.activeId;
  return { carts, activeId };
}

/** The cart after the active one (wrapping). */
export function nextCartId(book: CartBook): string | null {
  if (book.carts.length === 0) return null;
  const index = book.carts.findIndex((c) => c.id === book.activeId);
  return book.carts[(index + 1) % book.carts.length]?.id ?? null;
}

/** "Cart 3": the lowest number not taken by an open cart's default name. */
export function nextCartNumber(book: CartBook, label: (n: number) => string): string {
  const names = new Set(book.carts.map((c) => c.name));
  let n = 1;
  while (names.has(label(n))) n += 1;
  return label(n);
}
