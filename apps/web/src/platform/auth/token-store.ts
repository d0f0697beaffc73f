import { createPersistedStore } from '../store';

/** localStorage key of the bearer token; its presence is what "signed in" means to the client. */
export const TOKEN_KEY = 'bb.token';

export const tokenStore = createPersistedStore<string | null>(
  TOKEN_KEY,
  (raw) => (raw && raw.trim() !== '' ? raw : null),
  (value) => value,
);
