import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { MyCashboxPage } from './MyCashboxPage';

describe('MyCashboxPage', () => {
  it('shows a card per box with its balance in the box currency', async () => {
    mockApi({
      'GET /api/accounting/cash-box/my-cashbox': () =>
        json(200, {
          data: [
            { id: '1', code: 'CB-1', name: 'Dinar box', currency_code: 'IQD', balance: '1250000', own: true },
            { id: '2', code: 'CB-2', name: 'Dollar box', currency_code: 'USD', balance: '310.5', own: false },
          ],
        }),
    });
    renderScreen(<MyCashboxPage />);
    const iqd = await screen.findByTestId('cashbox-1');
    expect(within(iqd).getByText('Dinar box')).toBeTruthy();
    expect(iqd.querySelector('bdi[data-currency="IQD"]')?.textContent).toBe('1,250,000 IQD');
    const usd = screen.getByTestId('cashbox-2');
    expect(usd.querySelector('bdi[data-currency="USD"]')?.textContent).toContain('310.5');
  });
});
