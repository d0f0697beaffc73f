import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import ResidenceAgeingScreen from './ResidenceAgeingScreen';

const row = {
  id: '3-USD',
  customer_id: '3',
  customer_name: 'Dilan Ahmed',
  currency_code: 'USD',
  sales: 1,
  current: '144000',
  d1_30: '0',
  d31_60: '0',
  d61_90: '0',
  d90_plus: '0',
  overdue: '0',
  total: '144000',
};

/**
 * h2: a printed list had the rows but not the totals the screen shows under them, so the printed ageing (and
 * every other printed list) did not add up on paper. The print ends with the same totals rows, per currency,
 * right to left in Kurdish.
 */
describe('a printed list carries its totals', () => {
  afterEach(() => setLanguage('en'));

  it('the residence ageing printed in Kurdish ends with its total per currency', async () => {
    await setLanguage('ckb');
    mockApi({
      'POST /api/inventory/residence-ageing/customer/list': () =>
        json(200, {
          data: [row],
          total: 1,
          footer: { sales: '1', current: '144000', total: '144000' },
          footer_currencies: [{ currency_code: 'USD', sales: '1', current: '144000', total: '144000' }],
        }),
    });
    renderScreen(<ResidenceAgeingScreen />);
    await screen.findByText('Dilan Ahmed');
    const print = vi.fn();
    const frames = () => [...document.querySelectorAll('iframe')];
    screen.getByTestId('table-print').click();
    await waitFor(() => expect(frames()).toHaveLength(1));
    const doc = frames()[0]!.contentDocument!;
    frames()[0]!.contentWindow!.print = print;
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    const foot = doc.querySelector('tfoot tr');
    expect(foot?.querySelector('th')?.textContent).toBe('کۆی گشتی دۆلار');
    const sums = [...(foot?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(sums).toContain('144,000');
    expect(sums).toContain('1');
  }, 60_000);
});
