import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../components/test-harness';
import { setLanguage } from '../../../platform/i18n/i18n';
import { json, mockApi } from '../../../test/render-app';
import { SubscriptionsPage } from './SubscriptionsPage';

const row = {
  id: '7',
  customer_name: 'Dilan Ahmed',
  amount: '25000.000000',
  currency_code: 'IQD',
  frequency: 1,
  receipt_due_day: 5,
  start_date: '2026-11-01',
  next_due_date: '2026-12-05',
  status: 1,
};

describe('customer subscriptions list', () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, id, status] of [
    ['en', 'ID', 'Status'],
    ['ckb', 'ژمارە', 'دۆخ'],
    ['ar', 'الرقم', 'الحالة'],
  ] as const) {
    it(`names every column in ${lang}, never by its translation key`, async () => {
      await setLanguage(lang);
      mockApi({
        'POST /api/customer/customer-subscription/list': () =>
          json(200, { data: [row], total: 1, footer: {} }),
      });
      renderScreen(<SubscriptionsPage />);
      expect(await screen.findByText('Dilan Ahmed')).toBeTruthy();
      const headers = [...document.querySelectorAll('th')].map((th) => th.textContent ?? '');
      expect(headers).toContain(id);
      expect(headers).toContain(status);
      expect(document.body.textContent).not.toMatch(/subscription\.\w+/);
    }, 60_000);
  }
});
