import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import ResidenceAgeingScreen from './ResidenceAgeingScreen';
import { ResidenceReturnDialog } from './ResidenceReturnDialog';
import ResidenceSaleReturnsScreen from './ResidenceSaleReturnsScreen';

const ageingRow = {
  id: '3-USD',
  customer_id: '3',
  customer_name: 'Rezan Ali',
  phone: '0770',
  currency_code: 'USD',
  sales: 2,
  current: '1000',
  d1_30: '1000',
  d31_60: '2066.68',
  d61_90: '0',
  d90_plus: '2633.32',
  overdue: '5700',
  total: '6700',
};

const returnRow = {
  id: '1',
  invoice_id: 'RSR-1',
  date: '2026-03-10',
  sale_invoice_id: 'RS-4',
  customer_name: 'Rezan Ali',
  units: 'V-a',
  currency_code: 'USD',
  total: '3000',
  paid: '1500',
  unpaid: '1500',
  forfeit_percent: '10',
  forfeit: '150',
  refund: '1350',
};

describe('residence returns and ageing in three languages', () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, over90, refund, byProject] of [
    ['en', 'Over 90 days', 'Refund', 'Per project'],
    ['ckb', 'زیاتر لە 90 ڕۆژ', 'گەڕاندنەوەی پارە', 'بەپێی پرۆژە'],
    ['ar', 'أكثر من 90 يومًا', 'المبلغ المسترد', 'حسب المشروع'],
  ] as const) {
    it(`shows the ageing buckets and the returns list in ${lang}`, async () => {
      await setLanguage(lang);
      const bodies: Record<string, unknown>[] = [];
      mockApi({
        'POST /api/inventory/residence-ageing/customer/list': (init) => {
          bodies.push(bodyOf([undefined, init]));
          return json(200, { data: [ageingRow], total: 1, footer: { total: '6700', overdue: '5700' } });
        },
        'POST /api/inventory/residence-ageing/project/list': () =>
          json(200, { data: [], total: 0, footer: {} }),
        'POST /api/inventory/residence-sale-return/list': () =>
          json(200, { data: [returnRow], total: 1, footer: {} }),
      });
      const ageing = renderScreen(<ResidenceAgeingScreen />);
      expect(await screen.findByText('Rezan Ali')).toBeTruthy();
      const headers = [...document.querySelectorAll('th')].map((th) => th.textContent ?? '');
      expect(headers).toContain(over90);
      expect(document.body.textContent).toContain('2,633.32');
      expect(document.body.textContent).toContain(byProject);
      expect(document.body.textContent).not.toMatch(/ageing\.\w+/);
      expect(bodies[0]).toMatchObject({ sortBy: 'overdue', sortDir: 'desc' });
      ageing.unmount();

      renderScreen(<ResidenceSaleReturnsScreen />);
      expect(await screen.findByText('RSR-1')).toBeTruthy();
      const returnHeaders = [...document.querySelectorAll('th')].map((th) => th.textContent ?? '');
      expect(returnHeaders).toContain(refund);
      expect(document.body.textContent).toContain('1,350');
      expect(document.body.textContent).not.toMatch(/fields\.\w+/);
    }, 60_000);
  }
});

describe('ResidenceReturnDialog', { timeout: 90_000 }, () => {
  it('shows the refund as the server computes it and sends the return once', async () => {
    const posts: Record<string, unknown>[] = [];
    mockApi({
      'POST /api/inventory/residence-sale-return': (init) => {
        posts.push(bodyOf([undefined, init]));
        return json(201, {
          id: '2',
          invoice_id: 'RSR-2',
          paid: '650000',
          forfeit: '65000',
          refund: '585000',
        });
      },
    });
    const closed: boolean[] = [];
    const { user } = renderScreen(
      <ResidenceReturnDialog
        target={{ id: '5', invoice: 'RS-2', currency: 'IQD', total: '1000000', paid: '650000' }}
        onClose={() => closed.push(true)}
      />,
    );
    expect(await screen.findByText('Return sale RS-2')).toBeTruthy();
    const input = document.querySelector('#forfeit') as HTMLInputElement;
    await user.type(input, '10');
    await waitFor(() => expect(screen.getByTestId('return-refund').textContent).toBe('585,000 IQD'));
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      residence_sale_id: '5',
      forfeit_percent: '10',
      forfeit_amount: null,
      cash_box_id: '1',
    });
    await waitFor(() => expect(closed).toEqual([true]));
  });
});
