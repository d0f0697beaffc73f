import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../../components/test-harness';
import { setLanguage } from '../../../platform/i18n/i18n';
import { json, mockApi } from '../../../test/render-app';
import ShareholderSummaryPage from './ShareholderSummaryPage';

const row = (name: string, pct: string, closing: string) => ({
  shareholder_id: name,
  name,
  phone: null,
  share_percentage: pct,
  currency_code: 'IQD',
  opening_balance: '0',
  debit: '0',
  credit: closing,
  closing_balance: `-${closing}`,
});
const summary = (posted: unknown[]) => ({
  data: [row('Azad', '60.0000', '1000000'), row('Bahar', '40.0000', '500000')],
  distribution: {
    base_currency_code: 'IQD',
    profit: '60000.000000',
    rows: [
      { shareholder_id: 'Azad', name: 'Azad', share_percentage: '60.0000', amount: '36000.000000' },
      { shareholder_id: 'Bahar', name: 'Bahar', share_percentage: '40.0000', amount: '24000.000000' },
    ],
    posted,
  },
});
const PD = {
  id: '1',
  invoice_id: 'PD-1',
  date: '2026-11-30',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  total: '60000.01',
};

describe('shareholders summary: the profit distribution', () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, distribute, refused] of [
    ['en', 'Distribute this profit', 'This period has already been distributed (PD-1).'],
    ['ckb', 'ئەم قازانجە دابەش بکە', 'ئەم ماوەیە پێشتر دابەش کراوە (PD-1).'],
    ['ar', 'توزيع هذا الربح', 'تم توزيع هذه الفترة من قبل (PD-1).'],
  ] as const) {
    it(`shows the shares, posts the distribution and shows a refusal translated (${lang})`, async () => {
      await setLanguage(lang);
      const fetchMock = mockApi({
        'GET /api/shareholder/summary-account-statement': () => json(200, summary([])),
        'GET /api/user/inventory': () => json(200, [{ id: '1', name: 'Central Pharmacy' }]),
        'POST /api/shareholder/profit-distribution': () =>
          json(409, { message: 'This period has already been distributed (PD-1).' }),
      });
      const { user } = renderScreen(<ShareholderSummaryPage />, {
        user: clerk,
        abilities: ['report_shareholder_account_statement_summary', 'profit_distribution_create'],
      });
      const card = await screen.findByTestId('profit-distribution');
      expect(within(card).getByTestId('profit-total').textContent).toContain('60,000');
      expect(within(card).getByTestId('profit-shares').textContent).toContain('36,000');
      await user.click(within(card).getByTestId('distribute'));
      expect((await screen.findAllByText(distribute)).length).toBeGreaterThan(1);
      await user.click(await screen.findByTestId('distribute-confirm'));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/profit-distribution'))).toBe(true),
      );
      const sent = bodyOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/profit-distribution')));
      expect(sent).toMatchObject({ inventory_id: '1' });
      expect(sent.end_date).toBe(sent.date);
      expect(await screen.findByText(refused)).toBeTruthy();
    }, 60_000);
  }

  it('names a posted distribution, offers its undo, not a second one', async () => {
    await setLanguage('ckb');
    const fetchMock = mockApi({
      'GET /api/shareholder/summary-account-statement': () => json(200, summary([PD])),
      'DELETE /api/shareholder/profit-distribution/1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderScreen(<ShareholderSummaryPage />, {
      user: clerk,
      abilities: [
        'report_shareholder_account_statement_summary',
        'profit_distribution_create',
        'profit_distribution_delete',
      ],
    });
    const posted = await screen.findByTestId('distributed');
    expect(posted.textContent).toContain('PD-1');
    expect(posted.textContent).toContain('30/11/2026');
    expect(screen.queryByTestId('distribute')).toBeNull();
    await user.click(within(posted).getByTestId('undo-distribution'));
    await user.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'DELETE')).toBe(
        true,
      ),
    );
  }, 60_000);

  it('a reader without the abilities sees the shares but cannot post or undo', async () => {
    mockApi({ 'GET /api/shareholder/summary-account-statement': () => json(200, summary([PD])) });
    renderScreen(<ShareholderSummaryPage />, {
      user: clerk,
      abilities: ['report_shareholder_account_statement_summary'],
    });
    await screen.findByTestId('distributed');
    expect(screen.queryByTestId('undo-distribution')).toBeNull();
    expect(screen.queryByTestId('distribute')).toBeNull();
  }, 60_000);
});
