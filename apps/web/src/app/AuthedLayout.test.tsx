import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../platform/auth/token-store';
import { adminUser, baseData } from '../test/fixtures';
import { json, mockApi, renderApp } from '../test/render-app';

// two plain screens: the layout is under test here, not the screens
vi.mock('./screens', () => ({
  screens: {
    dashboard: () => <div data-testid="dashboard">dashboard</div>,
    'inventory.price_checker': () => <div data-testid="price-checker">price checker</div>,
  },
}));
vi.mock('socket.io-client', () => ({
  io: () => ({ on() {}, onAny() {}, offAny() {}, removeAllListeners() {}, connect() {}, disconnect() {} }),
}));

function signedIn() {
  tokenStore.set('saved');
  mockApi({
    'GET /api/user': () => json(200, adminUser),
    'GET /api/abilities': () => json(200, { data: [] }),
    'POST /api/setting/all': () => json(200, { data: {} }),
    'GET /api/base-data': () => json(200, { data: baseData }),
    'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
    'GET /api/has-api-connection': () => json(200, { data: false }),
    'GET /api/user/users': () => json(200, { data: [] }),
    'GET /api/notification-center': () => json(200, { data: [], un_seen_count: 0 }),
  });
}

describe('signed-in shell', () => {
  it('frames a screen with the sidebar and the top bar, titled after the route', async () => {
    signedIn();
    renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByTestId('section-title').textContent).toBe('Dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · BranchBook'));
    expect(screen.getByTestId('dashboard').closest('.bb-page')).not.toBeNull();
  });

  it('shows the price checker bare: no sidebar, no top bar', async () => {
    signedIn();
    renderApp('/inventory/price-checker');
    expect(await screen.findByTestId('price-checker', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('top-bar')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Price checker · BranchBook'));
  });

  it('shadows the top bar once the page is scrolled past 120 px', async () => {
    signedIn();
    renderApp('/dashboard');
    const bar = await screen.findByTestId('top-bar', {}, { timeout: 8_000 });
    expect(bar.dataset.scrolled).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 121, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar.dataset.scrolled).toBe('true'));
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar.dataset.scrolled).toBe('false'));
  });

  it('asks before the page is left while signed in, and not once signed out', async () => {
    signedIn();
    const { unmount } = renderApp('/dashboard');
    await screen.findByTestId('sidebar', {}, { timeout: 8_000 });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    unmount();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
