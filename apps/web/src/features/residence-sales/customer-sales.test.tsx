import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { CustomerResidenceSalesDrawer } from './CustomerResidenceSalesDrawer';

const sales = [
  {
    id: '4',
    invoice_id: 'RS-4',
    date: '2026-01-31',
    currency_code: 'USD',
    total: '50000',
    paid: '30000',
    remaining: '20000',
    overdue: '3000',
    next_due_date: '2026-06-30',
    units: 'V-a',
    returned: false,
  },
  {
    id: '5',
    invoice_id: 'RS-5',
    date: '2026-02-01',
    currency_code: 'USD',
    total: '30000',
    paid: '0',
    remaining: '0',
    overdue: '0',
    next_due_date: null,
    units: 'V-b',
    returned: true,
  },
];

describe("a customer's residence sales (customer/{id}/residence-sales)", () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, title, returned, left] of [
    ['en', 'Residence sales of Rezan', 'Returned', 'Left'],
    ['ckb', 'فرۆشتنی نیشتەجێبوونی Rezan', 'گەڕێندراوە', null],
    ['ar', 'مبيعات الوحدات السكنية لـ Rezan', 'مرتجع', null],
  ] as const) {
    it(`lists paid, left, overdue and the next due date in ${lang}`, async () => {
      await setLanguage(lang);
      mockApi({ 'GET /api/customer/3/residence-sales': () => json(200, { data: sales }) });
      renderScreen(<CustomerResidenceSalesDrawer customer={{ id: '3', name: 'Rezan' }} onClose={() => {}} />);
      expect(await screen.findByText('RS-4')).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
      const table = screen.getByTestId('customer-residence-sales');
      expect(table.textContent).toContain('30,000');
      expect(table.textContent).toContain('2026-06-30');
      expect(table.textContent).toContain(returned);
      if (left) expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toContain(left);
      expect(document.body.textContent).not.toMatch(/(customerSales|fields|status)\.\w+/);
    }, 60_000);
  }
});
