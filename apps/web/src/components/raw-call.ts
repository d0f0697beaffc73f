import { type Endpoint, type EndpointInput, type EndpointOutput, endpointPath } from '@bb/contracts';
import { ApiError, NETWORK_ERROR } from '../platform/api/api-error';
import { API_BASE } from '../platform/api/client';
import { tokenStore } from '../platform/auth/token-store';
import { maintenanceStore } from '../platform/maintenance';

/**
 * Calls whose body or answer is not JSON (multipart uploads, xlsx downloads, files). The JSON client in
 * platform/api keeps the session rules; this applies the same ones: bearer token, 401 signs out, 503 shows
 * maintenance, other failures reject with an ApiError carrying the server's message and field errors.
 */
export async function rawCall(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; json?: unknown; form?: FormData; signal?: AbortSignal },
): Promise<Response> {
  const token = tokenStore.get();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(API_BASE + path.replace(/^\/?(api\/)?/, ''), {
      method: init.method ?? 'POST',
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (response.ok) {
    maintenanceStore.set(false);
    return response;
  }
  if (response.status === 401 && token) tokenStore.set(null);
  if (response.status === 503) {
    maintenanceStore.set(true);
    tokenStore.set(null);
  }
  let body: { message?: unknown; errors?: Record<string, unknown> } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status text
  }
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(body.errors ?? {})) {
    const msgs = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
    if (msgs.length > 0) errors[field] = msgs;
  }
  const message = typeof body.message === 'string' && body.message ? body.message : response.statusText;
  throw new ApiError(response.status, message || `HTTP ${response.status}`, errors);
}

/**
 * Calls a declared endpoint whose answer is a file (an xlsx export, an image): its params filled in, its
 * query and JSON body sent, the Response answered for the caller to read as a blob.
 */
export function fileCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<Response> {
  const { params, query, body } = input as {
    params?: object;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  let path = endpointPath(endpoint.path, params as Record<string, unknown> | undefined);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) qs.append(k, String(v));
  if (qs.toString()) path += `?${qs.toString()}`;
  return rawCall(path, {
    method: endpoint.method === 'GET' ? 'GET' : endpoint.method === 'PUT' ? 'PUT' : 'POST',
    json: endpoint.method === 'GET' ? undefined : (body ?? {}),
    signal,
  });
}

/** Calls a declared endpoint whose answer is a file and saves it under the server's name, else `fallback`. */
export async function saveFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallback: string,
): Promise<string> {
  const response = await fileCall(endpoint, input);
  const name = dispositionFileName(response.headers.get('content-disposition')) ?? fallback;
  saveBlob(await response.blob(), name);
  return name;
}

/** Sends a multipart body to a declared upload endpoint and reads its JSON answer. */
export async function sendForm<E extends Endpoint>(
  endpoint: E,
  params: EndpointInput<E>['params'],
  form: FormData,
): Promise<EndpointOutput<E>> {
  const path = endpointPath(endpoint.path, params as Record<string, unknown> | undefined);
  const response = await rawCall(path, { method: endpoint.method === 'PUT' ? 'PUT' : 'POST', form });
  return (await response.json()) as EndpointOutput<E>;
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first, then `filename`). */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim();
}

/** Saves a blob as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
