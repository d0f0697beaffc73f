import { MESSAGES } from '@bb/contracts';
import { touchActivity } from '../auth/activity';
import { tokenStore } from '../auth/token-store';
import { maintenanceStore } from '../maintenance';
import { ApiError, type FieldErrors, NETWORK_ERROR } from './api-error';

export const API_BASE = '/api/';

/**
 * The real-time socket's id, sent as X-Socket-Id once its channels are authorised (spec 7), so the
 * caller's own socket does not receive the events of the caller's own changes. Null while not connected.
 */
let socketId: string | null = null;
export function setSocketId(id: string | null): void {
  socketId = id;
}

/** Called after each successful PUT to a URL containing 'setting' (spec 7: user data and settings reload). */
const settingsListeners = new Set<() => void>();
export function onSettingsSaved(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the URL; arrays repeat the key (name it `text[]` for the table protocol). */
  query?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (sign-in loads the user before storing its token). */
  token?: string | null;
  /** A background check (health poll): its answers neither sign out nor flip the maintenance state. */
  passive?: boolean;
  /**
   * Whether a success resets the inactivity counter (default true: every request the user causes does).
   * Calls the app makes by itself set false (the real-time channel authorisation, the notification list it
   * refetches after a reconnection): they are not the user at work.
   */
  activity?: boolean;
  /** Extra request headers (an `Idempotency-Key` for a create). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = API_BASE + path.replace(/^\/?(api\/)?/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

function errorFrom(status: number, body: unknown, statusText: string): ApiError {
  const obj = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message =
    typeof obj.message === 'string' && obj.message !== '' ? obj.message : statusText || `HTTP ${status}`;
  const errors: FieldErrors = {};
  if (typeof obj.errors === 'object' && obj.errors !== null) {
    for (const [field, list] of Object.entries(obj.errors)) {
      const msgs = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
      if (msgs.length > 0) errors[field] = msgs;
    }
  }
  return new ApiError(status, message, errors);
}

/**
 * Calls the API and answers the parsed JSON body. Session rules live here, in one place:
 * 401 signs out; 503 shows the maintenance screen and signs out (spec 4), unless it says the database is
 * unreachable for a moment (the session stays); a later success clears it.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : tokenStore.get();
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (socketId) headers['x-socket-id'] = socketId;

  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const body = await readBody(response);
  if (options.passive) {
    if (!response.ok) throw errorFrom(response.status, body, response.statusText);
    return body as T;
  }
  if (response.ok) {
    maintenanceStore.set(false);
    // the spec's inactivity counter: back to 180 on every request (platform/auth/activity.ts)
    if (token && options.activity !== false) touchActivity();
    if (method === 'PUT' && path.includes('setting')) for (const l of settingsListeners) l();
    return body as T;
  }
  if (response.status === 401 && token) tokenStore.set(null);
  // only maintenance ends the session; a database blip (also 503) keeps it and the call can be retried
  if (
    response.status === 503 &&
    (body as { message?: string } | null)?.message !== MESSAGES.databaseUnavailable
  ) {
    maintenanceStore.set(true);
    tokenStore.set(null);
  }
  throw errorFrom(response.status, body, response.statusText);
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => apiFetch<T>(path, { ...options, method: 'DELETE' }),
};
