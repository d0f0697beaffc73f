import type { AuthUser } from '@bb/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { AppConfigProvider } from '../app/AppConfigProvider';
import { abilitiesQuery, userQuery } from '../platform/auth/session-queries';
import { tokenStore } from '../platform/auth/token-store';
import { createQueryClient } from '../platform/query-client';
import { adminUser } from '../test/fixtures';
import { SUBMIT_GUARD } from './form/useGuardedAction';

// antd screens render slowly in jsdom on a busy machine; the 1 s default of findBy/waitFor is tight
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a component as a signed-in screen would see it (query client with the session already
 * loaded, antd config and toasts, a router) without the whole app. `path`/`route` let a test give
 * route parameters (`/list/:invoiceId?`).
 */
export function renderScreen(
  ui: ReactNode,
  opts: { user?: Partial<AuthUser>; abilities?: string[]; path?: string; route?: string } = {},
) {
  tokenStore.set('test-token');
  const client = createQueryClient();
  client.setQueryData(userQuery.queryKey, { ...adminUser, ...opts.user });
  client.setQueryData(abilitiesQuery.queryKey, opts.abilities ?? []);
  // antd drops pointer-events while a dropdown animates in; on a loaded machine a click can land mid-animation
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <QueryClientProvider client={client}>
      <AppConfigProvider>
        <MemoryRouter initialEntries={[opts.path ?? '/']}>
          <Routes>
            <Route path={opts.route ?? '*'} element={ui} />
          </Routes>
        </MemoryRouter>
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
}

/** A non-superuser with only the given abilities. */
export const clerk = { is_superuser: false, name: 'Clerk', username: 'clerk' } satisfies Partial<AuthUser>;

/** The JSON body a mocked fetch received. */
export function bodyOf(call: unknown[] | undefined): Record<string, unknown> {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

/**
 * Waits out the submit guard of an earlier click: its 1 s debounce drops a click inside the window, and
 * the button stays loading (ignoring clicks) 1.5 s. A fast machine types quicker than that.
 */
export async function submitGuardPassed(): Promise<void> {
  await new Promise((r) => setTimeout(r, SUBMIT_GUARD.debounceMs + 100));
  await waitFor(() => expect(screen.getByTestId('form-submit').className).not.toMatch(/ant-btn-loading/), {
    timeout: SUBMIT_GUARD.loadingMs + 3000,
  });
}
