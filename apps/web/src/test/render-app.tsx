import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { App } from '../app/App';
import { createQueryClient } from '../platform/query-client';

// The signed-in app is a lazy chunk; load it with the test file so that the first test's time-outs
// measure the app, not the transform of the whole shell.
await import('../app/AuthedApp');

/** A JSON answer as the server sends it. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a table of answers by "METHOD /api/path" (the browser unit tests run without a
 * server; the Playwright journeys use the real one). Unknown calls answer 404 so a test sees them.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const handler = routes[key];
    return handler ? handler(init) : json(404, { message: `Not found: ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderApp(path = '/') {
  window.history.replaceState({}, '', path);
  const queryClient = createQueryClient();
  // antd drops pointer-events while a dropdown animates in; on a loaded machine a click can land mid-animation
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(<App queryClient={queryClient} />);
  return { user, queryClient, ...view };
}
