import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import AssetsScreen, { AssetClearancesScreen } from './assets/AssetsScreen';
import ExpenseDocumentFormPage from './expense-documents/ExpenseDocumentFormPage';
import ExpenseDocumentViewPage from './expense-documents/ExpenseDocumentViewPage';
import { AccountantScreen } from './money-collection/MoneyCollectionScreen';

/**
 * The accounting screens of issue 19 in the three languages: what they total and how they show the
 * server's refusals. The shareholders' summary with its profit distribution is in ShareholderSummary.test.
 */
const LANGS = [
  {
    lang: 'en',
    total: 'Total',
    over60: 'Over 60 days',
    failing: 'could not be depreciated',
  },
  {
    lang: 'ckb',
    total: 'کۆ',
    over60: 'زیاتر لە ٦٠ ڕۆژ',
    failing: 'داخورانیان بۆ تۆمار نەکرا',
  },
  { lang: 'ar', total: 'المجموع', over60: 'أكثر من ٦٠ يوماً', failing: 'تعذر إهلاك' },
] as const;

const voucher = {
  id: '5',
  invoice_id: 'ED-5',
  inventory_id: '1',
  inventory_name: 'Central Pharmacy',
  date: '2026-11-20',
  paid_by: 'cash_box',
  cash_box_id: '1',
  cash_box_name: 'Pharmacy IQD box',
  supplier_id: null,
  supplier_name: null,
  currency_code: 'IQD',
  exchange_rate: '1',
  total: '155000.000000',
  note: 'December',
  invoice_audit_status: false,
  created_by_name: 'Karwan',
  updated_by_name: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  lines: [
    {
      id: '1',
      expense_category_id: '1',
      expense_category_name: 'Rent',
      amount: '120000.000000',
      note: null,
      attachment_id: null,
      attachment_name: null,
    },
    {
      id: '2',
      expense_category_id: '2',
      expense_category_name: 'Electricity',
      amount: '30000.000000',
      note: null,
      attachment_id: null,
      attachment_name: null,
    },
    {
      id: '3',
      expense_category_id: '3',
      expense_category_name: 'Cleaning',
      amount: '5000.000000',
      note: null,
      attachment_id: null,
      attachment_name: null,
    },
  ],
};

const bag = {
  id: '9',
  invoice_id: 'MC-9',
  date: '2026-09-01',
  status: 0,
  collector_name: 'Hawre',
  customer_name: 'Kosar',
  amount: '250000.000000',
  currency_code: 'IQD',
  age_days: 85,
};

describe('accounting screens in three languages', () => {
  afterEach(() => setLanguage('en'));

  for (const l of LANGS) {
    it(`an expense document shows its three lines and their total (${l.lang})`, async () => {
      await setLanguage(l.lang);
      mockApi({ 'GET /api/accounting/expense-document/5': () => json(200, voucher) });
      renderScreen(<ExpenseDocumentViewPage />, {
        path: '/accounting/expense-document/5/show',
        route: '/accounting/expense-document/:id/show',
      });
      const view = await screen.findByTestId('expense-document-view');
      expect(within(view).getByTestId('expense-document-total').textContent).toContain('155,000');
      expect(
        within(view).getByTestId('expense-document-lines').querySelectorAll('tbody tr.ant-table-row'),
      ).toHaveLength(3);
      expect(document.body.textContent).not.toMatch(/expenseDocument\.\w+/);
    }, 60_000);

    it(`the accountant sees the cash still out by age, and a refused receipt says why (${l.lang})`, async () => {
      await setLanguage(l.lang);
      const fetchMock = mockApi({
        'POST /api/accounting/money-collection/list': () =>
          json(200, { data: [bag], total: 1, footer: { amount: '250000' } }),
        'GET /api/accounting/money-collection/ageing': () =>
          json(200, [
            {
              collector_id: '4',
              collector_name: 'Hawre',
              currency_code: 'IQD',
              bags: 2,
              days_0_7: '100000.000000',
              days_8_30: '0',
              days_31_60: '0',
              days_over_60: '250000.000000',
              total: '350000.000000',
              oldest_days: 85,
            },
          ]),
        'POST /api/accounting/money-collection/9/receive': () =>
          json(409, { message: 'This collection has already been received.' }),
      });
      const { user } = renderScreen(<AccountantScreen />, {
        user: clerk,
        abilities: ['money_collection_edit'],
      });
      const ageing = await screen.findByTestId('collection-ageing');
      await within(ageing).findByText('Hawre');
      const headers = [...ageing.querySelectorAll('th')].map((th) => th.textContent);
      expect(headers).toContain(l.total);
      expect(headers).toContain(l.over60);
      expect(ageing.textContent).toContain('350,000');
      expect(ageing.textContent).toContain('250,000');
      // receive the bag with 5,000 short: the difference shows before saving, the refusal after
      await waitFor(() =>
        expect(screen.getByTestId('table-money-collection-accountant').dataset.ready).toBe('true'),
      );
      await user.click(await screen.findByTestId('row-receive-9'));
      const form = await screen.findByTestId('form-receive');
      const counted = form.querySelectorAll('input')[1] as HTMLInputElement;
      await user.clear(counted);
      await user.type(counted, '245000');
      await waitFor(() => expect(screen.getByTestId('receive-difference').textContent).toContain('-5,000'));
      await user.click(screen.getByTestId('form-submit'));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/9/receive'))).toBe(true),
      );
      const sent = bodyOf(fetchMock.mock.calls.find((c) => String(c[0]).includes('/9/receive')));
      expect(sent).toMatchObject({ counted_amount: '245000', cash_box_id: '1' });
      const translated = { en: 'already been received', ckb: 'پێشتر وەرگیراوە', ar: 'تم استلام هذا التحصيل' }[
        l.lang
      ];
      expect(await screen.findByText((t) => t.includes(translated))).toBeTruthy();
    }, 60_000);

    it(`failing assets are shown above the list with their error (${l.lang})`, async () => {
      await setLanguage(l.lang);
      mockApi({
        'POST /api/accounting/asset/assets/list': () =>
          json(200, {
            data: [
              {
                id: '3',
                invoice_id: 'AS-3',
                date: '2026-05-03',
                name: 'Old printer',
                asset_category_name: 'Office',
                cost: '900',
                depreciated: '0',
                book_value: '900',
                useful_life_months: 36,
                method: 'declining_balance',
                cleared: 0,
                depreciation_error: 'The books are closed up to 2026-06-30',
                currency_code: 'IQD',
              },
            ],
            total: 1,
            footer: { cost: '900', depreciated: '0', book_value: '900' },
          }),
        'GET /api/accounting/asset/depreciation-failures': () =>
          json(200, [
            {
              id: '3',
              invoice_id: 'AS-3',
              name: 'Old printer',
              error: 'The books are closed up to 2026-06-30',
            },
          ]),
      });
      renderScreen(<AssetsScreen />, { user: clerk, abilities: ['asset_list', 'asset_edit'] });
      const banner = await screen.findByTestId('asset-failures');
      expect(banner.textContent).toContain(l.failing);
      expect(banner.textContent).toContain('AS-3 · Old printer');
      expect(banner.textContent).toContain('The books are closed up to 2026-06-30');
      await waitFor(() => expect(screen.getByTestId('table-assets').dataset.ready).toBe('true'));
      const method = { en: 'Declining balance', ckb: 'باڵانسی کەمبوونەوە', ar: 'الرصيد المتناقص' }[l.lang];
      await waitFor(() => expect(screen.getByTestId('table-assets').textContent).toContain(method));
    }, 60_000);

    it(`the clearances list totals the sales and the gain or loss (${l.lang})`, async () => {
      await setLanguage(l.lang);
      mockApi({
        'POST /api/accounting/asset-clearance/list': () =>
          json(200, {
            data: [
              {
                id: '1',
                invoice_id: 'AC-1',
                date: '2026-04-15',
                asset_name: 'Delivery van',
                cost: '12000000',
                accumulated: '1069444.444443',
                depreciation_to_date: '152777.777778',
                sale_amount: '11000000',
                gain_loss: '69444.444443',
                currency_code: 'IQD',
              },
            ],
            total: 1,
            footer: { sale_amount: '11000000', gain_loss: '69444.444443' },
          }),
      });
      renderScreen(<AssetClearancesScreen />, { user: clerk, abilities: ['asset_clearance_list'] });
      const table = await screen.findByTestId('table-asset-clearances');
      await waitFor(() => expect(table.dataset.ready).toBe('true'));
      await within(table).findByText('Delivery van');
      expect(within(table).getByTestId('table-footer').textContent).toContain('11,000,000');
      expect(within(table).getByTestId('table-footer').textContent).toContain('69,444');
    }, 60_000);
  }

  it('an audited expense document refuses the edit with the translated message', async () => {
    await setLanguage('ckb');
    mockApi({
      'GET /api/accounting/expense-document/5': () => json(200, voucher),
      'PUT /api/accounting/expense-document/5': () =>
        json(409, { message: 'Update and delete are not allowed once audited' }),
    });
    const { user } = renderScreen(<ExpenseDocumentFormPage />, {
      path: '/accounting/expense-document/5/edit',
      route: '/accounting/expense-document/:id/edit',
    });
    const form = await screen.findByTestId('expense-document-form');
    await waitFor(() => expect(within(form).getByTestId('expense-total').textContent).toContain('155,000'));
    await user.click(within(form).getByTestId('form-submit'));
    expect(await screen.findByText((t) => t.includes('ڕێگەپێدراو نییە'))).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
  }, 60_000);
});
