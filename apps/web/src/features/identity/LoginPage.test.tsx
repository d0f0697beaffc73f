import { MESSAGES } from '@bb/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, baseData } from '../../test/fixtures';
import { json, mockApi, renderApp } from '../../test/render-app';

/** The antd form item (label, control and its help text) holding the field with this label. */
function fieldItem(label: string | RegExp): HTMLElement {
  const input = screen.getByLabelText(label);
  const item = input.closest<HTMLElement>('[data-field]');
  if (!item) throw new Error(`no form item around ${String(label)}`);
  return item;
}

const refused = {
  message: MESSAGES.invalidCredentials,
  errors: { username: [MESSAGES.invalidCredentials], password: [MESSAGES.invalidCredentials] },
};

describe('login screen', () => {
  it('shows the login form at any path while signed out, titled "Sign in"', async () => {
    mockApi({});
    renderApp('/inventory/item/item');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(document.title).toBe('Sign in · BranchBook');
  });

  it('asks for both fields when submitted empty, without calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await within(fieldItem('Username')).findByText('Please enter your username')).toBeTruthy();
    expect(await within(fieldItem('Password')).findByText('Please enter your password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's 422 message under both fields", async () => {
    const fetchMock = mockApi({ 'POST /api/login': () => json(422, refused) });
    const { user } = renderApp();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await within(fieldItem('Username')).findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(within(fieldItem('Password')).getByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'wrong-password' });
    expect(window.localStorage.getItem('bb.token')).toBeNull();
  });

  it('shows the rate-limit (429) message under both fields too', async () => {
    mockApi({ 'POST /api/login': () => json(429, { message: MESSAGES.tooManyAttempts }) });
    const { user } = renderApp();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await within(fieldItem('Username')).findByText(MESSAGES.tooManyAttempts)).toBeTruthy();
    expect(within(fieldItem('Password')).getByText(MESSAGES.tooManyAttempts)).toBeTruthy();
  });

  it('translates the server message into the chosen language', async () => {
    mockApi({ 'POST /api/login': () => json(422, refused) });
    const { user } = renderApp();
    await user.click(await screen.findByTestId('language-switch'));
    await user.click(await screen.findByRole('menuitem', { name: 'کوردی' }));
    await screen.findByRole('button', { name: 'چوونەژوورەوە' });

    await user.type(screen.getByLabelText('ناوی بەکارهێنەر'), 'admin');
    await user.type(screen.getByLabelText('وشەی نهێنی'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'چوونەژوورەوە' }));

    const sorani = 'ناوی بەکارهێنەر یان وشەی نهێنی هەڵەیە.';
    expect(await within(fieldItem('ناوی بەکارهێنەر')).findByText(sorani)).toBeTruthy();
    expect(within(fieldItem('وشەی نهێنی')).getByText(sorani)).toBeTruthy();
  });

  it('signs in, greets the user, stores the token and opens the dashboard', async () => {
    mockApi({
      'POST /api/login': () => json(200, { token: 'tok-123' }),
      'GET /api/user': (init) =>
        new Headers(init?.headers).get('authorization') === 'Bearer tok-123'
          ? json(200, adminUser)
          : json(401, { message: MESSAGES.unauthenticated }),
      'GET /api/abilities': () => json(200, { data: ['dashboard_list'] }),
      'POST /api/setting/all': () => json(200, { data: {} }),
      'GET /api/base-data': () => json(200, { data: baseData }),
      'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
      'GET /api/has-api-connection': () => json(200, { data: false }),
      // only dashboard_list: every business section is null
      'GET /api/dashboard': () =>
        json(200, {
          today: '2026-11-25',
          month_start: '2026-11-01',
          inventory_id: null,
          rates: [],
          sales_scope: null,
          sales: null,
          profit: null,
          chart: null,
          top_products: null,
          cash: null,
          receivables: null,
          payables: null,
          actions: {
            transfers_to_approve: null,
            purchase_orders_to_approve: null,
            low_stock: null,
            expiring: null,
          },
        }),
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Welcome, Administrator')).toBeTruthy();
    // the dashboard is a lazy chunk compiled on first use inside the shell: give it time on a busy machine
    const dashboard = await screen.findByTestId('dashboard', {}, { timeout: 15_000 });
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('bb.token')).toBe('tok-123');
    expect(within(dashboard).getAllByText('Demo Company').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('rates-card')).getByText(/1,310/)).toBeTruthy();
    expect(within(screen.getByTestId('rates-card')).getByText(/1,305\.5/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard · BranchBook'));
  });
});
