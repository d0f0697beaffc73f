import { type Endpoint, type EndpointInput, type EndpointOutput, endpointPath } from '@bb/contracts';
import { apiFetch, type RequestOptions } from './client';

/**
 * Calls an endpoint declared in contracts: its method and path (params filled in), its query and body,
 * typed by the declaration; the answer is typed as the endpoint's response schema says. The session rules
 * (401, 503, activity) are apiFetch's.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<RequestOptions, 'method' | 'query' | 'body'> = {},
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  return apiFetch<EndpointOutput<E>>(endpointPath(endpoint.path, params as Record<string, unknown>), {
    ...options,
    method: endpoint.method,
    query: query as RequestOptions['query'],
    body: body ?? (endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {}),
  });
}
