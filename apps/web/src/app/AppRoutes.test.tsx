import { MESSAGES } from '@bb/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../platform/auth/token-store';
import { adminUser, baseData } from '../test/fixtures';
import { json, mockApi, renderApp } from '../test/render-app';

// no real socket in jsdom: the real-time client has its own tests
vi.mock('socket.io-client', () => ({
  io: () => ({ on() {}, onAny() {}, offAny() {}, removeAllListeners() {}, connect() {}, disconnect() {} }),
}));

function session(user = adminUser, abilities: string[] = ['dashboard_list']) {
  return {
    'GET /api/user': () => json(200, user),
    'GET /api/abilities': () => json(200, { data: abilities }),
    'POST /api/setting/all': () => json(200, { data: {} }),
    'GET /api/base-data': () => json(200, { data: baseData }),
    'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
    'GET /api/has-api-connection': () => json(200, { data: false }),
    'GET /api/user/users': () => json(200, { data: [] }),
    'GET /api/notification-center': () => json(200, { data: [], un_seen_count: 0 }),
    'POST /api/broadcasting/auth': () => json(200, { auth: 'ok' }),
  };
}

describe('session states and routes', () => {
  it('restores a saved session: / opens the dashboard', async () => {
    tokenStore.set('saved');
    mockApi(session());
    renderApp('/');
    // the first lazy screen of the run is compiled on demand: give it time on a busy machine
    expect(await screen.findByTestId('dashboard', {}, { timeout: 8_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('user-name').textContent).toBe('Administrator');
  });

  it('a saved token the server refuses (401) signs out to the login form', async () => {
    tokenStore.set('expired');
    mockApi({ ...session(), 'GET /api/user': () => json(401, { message: MESSAGES.unauthenticated }) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(window.localStorage.getItem('bb.token')).toBeNull();
  });

  it('an unknown path goes to /404', async () => {
    tokenStore.set('saved');
    mockApi(session());
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/404');
  });

  it('a user without the route ability is sent to /404; a superuser passes anyway', async () => {
    tokenStore.set('saved');
    mockApi(session({ ...adminUser, is_superuser: false, roles: ['Employee'] }, ['note_list']));
    renderApp('/dashboard');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('a user without the dashboard starts at their first screen, and the not-found page leads back to it', async () => {
    tokenStore.set('saved');
    const engineer = { ...adminUser, is_superuser: false, roles: ['Site engineer'] };
    mockApi({
      ...session(engineer, ['construction_stock_out_order_list', 'construction_quantification']),
      'POST /api/construction/stock-out-order/list': () => json(200, { data: [], total: 0 }),
    });
    renderApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/construction/stock-out-orders'), {
      timeout: 8_000,
    });
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.getByRole('link', { name: 'BranchBook home' }).getAttribute('href')).toBe(
      '/construction/stock-out-orders',
    );
  });

  it('the not-found page of a user without the dashboard names their first screen', async () => {
    tokenStore.set('saved');
    mockApi(session({ ...adminUser, is_superuser: false, roles: ['Employee'] }, ['note_list']));
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5_000 })).toBeTruthy();
    const back = screen.getByRole('link', { name: /^Back to / });
    expect(back.getAttribute('href')).toBe('/note');
    expect(back.textContent).not.toContain('dashboard');
  });

  it('a 503 shows the maintenance screen', async () => {
    mockApi({ 'POST /api/login': () => json(503, { message: MESSAGES.maintenance }) });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('maintenance')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Under maintenance · BranchBook'));
  });

  it('logout calls the server, forgets the token and returns to /', async () => {
    tokenStore.set('saved');
    let loggedOut = false;
    mockApi({
      ...session(),
      'POST /api/logout': () => {
        loggedOut = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(loggedOut).toBe(true);
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('bb.token')).toBeNull();
  });
});
