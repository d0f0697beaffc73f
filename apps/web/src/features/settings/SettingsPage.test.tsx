import { type AuthUser, TENANT_SETTING_DEFAULTS, TENANT_SETTING_KEYS } from '@bb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { adminUser, baseData } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import SettingsPage from './SettingsPage';
import { TENANT_SECTIONS } from './sections';

const automations = [
  { key: 'daily_stock_backup', description: 'x', enabled: false, hour: 2 },
  { key: 'customer_subscription_receipts', description: 'x', enabled: true, hour: 5 },
  { key: 'low_quantity_notification', description: 'x', enabled: false, hour: 2 },
  { key: 'expiry_notification', description: 'x', enabled: false, hour: 2 },
];
const runs = [
  {
    id: '7',
    name: 'customer_subscription_receipts',
    run_date: '2026-11-21',
    started_at: '2026-11-21T05:00:00Z',
    finished_at: '2026-11-21T05:00:03Z',
    outcome: 'partial',
    detail: { created: 2, documents: ['1', '2'], failures: [{ id: '9' }] },
  },
];

function api(user: AuthUser = adminUser) {
  return mockApi({
    'POST /api/setting/all': () => json(200, { data: TENANT_SETTING_DEFAULTS }),
    'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
    'PUT /api/setting': (init) =>
      json(200, { data: { ...TENANT_SETTING_DEFAULTS, ...JSON.parse(String(init?.body)) } }),
    'PUT /api/setting/inventory/2': () => json(200, { data: [] }),
    'GET /api/user': () => json(200, user),
    'GET /api/automation': () => json(200, { data: automations }),
    'GET /api/automation/runs': () => json(200, { data: runs }),
    'PUT /api/automation/daily_stock_backup': (init) =>
      json(200, { data: { key: 'daily_stock_backup', ...JSON.parse(String(init?.body)) } }),
  });
}
type Mock = ReturnType<typeof api>;
const puts = (m: Mock, path: string) =>
  m.mock.calls.filter(
    (c) => (c[1] as RequestInit | undefined)?.method === 'PUT' && String(c[0]).endsWith(path),
  );

describe('SettingsPage', () => {
  it('puts every tenant setting in exactly one section', () => {
    const keys = TENANT_SECTIONS.flatMap((s) => [...s.keys]);
    expect([...keys].sort()).toEqual([...TENANT_SETTING_KEYS].sort());
  });

  it('shows only the sections and fields of the abilities held, and saves only those keys', async () => {
    const calls = api();
    renderScreen(<SettingsPage />, { user: clerk, abilities: ['setting_stock_system'] });
    const stock = await screen.findByTestId('settings-stock');
    expect(screen.queryByTestId('section-general')).toBeNull();
    expect(screen.queryByTestId('section-pos')).toBeNull();
    expect(screen.queryByTestId('section-lock')).toBeNull();
    expect(screen.queryByTestId('section-branches')).toBeNull();
    expect(screen.queryByTestId('section-automations')).toBeNull();
    expect(within(stock).queryByText('Allow negative stock')).toBeNull();
    fireEvent.click(within(stock).getByText('LIFO — newest lots first'));
    fireEvent.click(screen.getByTestId('settings-stock-save'));
    await waitFor(() => expect(puts(calls, '/api/setting')).toHaveLength(1));
    expect(bodyOf(puts(calls, '/api/setting')[0])).toEqual({ stockSystem: 'LIFO' });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  }, 30_000);

  it('lets a holder of setting_negative_cash switch negative cash, beside the stock settings', async () => {
    const calls = api();
    renderScreen(<SettingsPage />, { user: clerk, abilities: ['setting_negative_cash'] });
    const stock = await screen.findByTestId('settings-stock');
    expect(within(stock).queryByText('Allow negative stock')).toBeNull();
    expect(within(stock).getByText('Allow negative cash')).toBeTruthy();
    fireEvent.click(within(stock).getByTestId('setting-allowNegativeCash'));
    fireEvent.click(screen.getByTestId('settings-stock-save'));
    await waitFor(() => expect(puts(calls, '/api/setting')).toHaveLength(1));
    expect(bodyOf(puts(calls, '/api/setting')[0])).toEqual({ allowNegativeCash: true });
  }, 30_000);

  it('shows every section to a superuser; the lock section sends an empty date as null', async () => {
    const calls = api();
    renderScreen(<SettingsPage />);
    for (const id of ['general', 'stock', 'pos', 'numbers', 'lock', 'branches', 'automations'])
      expect(await screen.findByTestId(`section-${id}`), id).toBeTruthy();
    await screen.findByTestId('settings-lock');
    fireEvent.click(screen.getByTestId('settings-lock-save'));
    await waitFor(() => expect(puts(calls, '/api/setting')).toHaveLength(1));
    expect(bodyOf(puts(calls, '/api/setting')[0])).toEqual({ lockDate: null });
  }, 30_000);

  it('saves a branch row and an automation switch, and lists the last runs with their outcome', async () => {
    const user = { ...adminUser, ...clerk };
    const calls = api(user);
    renderScreen(<SettingsPage />, { user, abilities: ['setting_inventory', 'setting_automation'] });
    fireEvent.click(await screen.findByTestId('branch-2-pos_sale_extra'));
    expect(screen.queryByTestId('section-stock')).toBeNull();
    fireEvent.click(screen.getByTestId('branch-2-save'));
    await waitFor(() => expect(puts(calls, '/api/setting/inventory/2')).toHaveLength(1));
    expect(bodyOf(puts(calls, '/api/setting/inventory/2')[0])).toEqual({ pos_sale_extra: '1' });

    expect(await screen.findByText('Partly done')).toBeTruthy();
    expect(screen.getByText('Created: 2 · Documents: 2 · Failures: 1')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('automation-daily_stock_backup-enabled'));
    fireEvent.click(screen.getByTestId('automation-daily_stock_backup-save'));
    await waitFor(() => expect(puts(calls, '/api/automation/daily_stock_backup')).toHaveLength(1));
    expect(bodyOf(puts(calls, '/api/automation/daily_stock_backup')[0])).toEqual({ enabled: true, hour: 2 });
  }, 30_000);
});
