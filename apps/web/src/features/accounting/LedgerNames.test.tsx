import { SYSTEM_ACCOUNTS } from '@bb/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import ar from '../../locales/ar/accounting.json';
import ckb from '../../locales/ckb/accounting.json';
import en from '../../locales/en/accounting.json';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { BalanceSheetPage } from './BalanceSheetPage';
import { GeneralLedgerScreen } from './GeneralLedgerScreen';

const ledgerLine = (over: Record<string, unknown>) => ({
  date: '2026-11-20',
  account_code: '6000',
  debit: '33405',
  credit: '0',
  amount: '25.5',
  currency_code: 'USD',
  base_currency_code: 'IQD',
  ...over,
});

describe('ledger names in the user language', () => {
  afterEach(() => setLanguage('en'));

  it('has a name for every system account (and current earnings) in every language', () => {
    for (const bundle of [en, ckb, ar]) {
      const names = bundle.accounts as Record<string, string>;
      for (const key of [...SYSTEM_ACCOUNTS, 'current_earnings']) expect(names[key], key).toBeTruthy();
    }
  });

  it('names document types, sections and system accounts in Kurdish; an own account keeps its name', async () => {
    await setLanguage('ckb');
    mockApi({
      'POST /api/accounting/general-ledger/list': () =>
        json(200, {
          data: [
            ledgerLine({
              id: '1',
              account_key: 'expense',
              account_name: 'Expenses',
              section: 'Expense',
              document_type: 'variable_expense',
            }),
            ledgerLine({
              id: '2',
              account_code: '1000',
              account_key: 'cash',
              account_name: 'Cash',
              section: 'Product',
              document_type: 'item_transfer',
            }),
            ledgerLine({
              id: '3',
              account_code: '6900',
              account_key: null,
              account_name: 'Generator fuel',
              section: 'Cash Box',
              document_type: 'something_new',
            }),
          ],
          total: 3,
          footer: { debit: '0', credit: '0' },
        }),
    });
    renderScreen(<GeneralLedgerScreen />);
    expect(await screen.findByText('خەرجییەکان')).toBeTruthy(); // Expenses
    expect(screen.getByText('پارەی نەختینە')).toBeTruthy(); // Cash
    expect(screen.getByText('Generator fuel')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const raw of ['variable_expense', 'item_transfer', 'something_new', 'Cash Box'])
      expect(text).not.toContain(raw);
  }, 60_000);

  it('names the balance sheet accounts and current earnings in Arabic', async () => {
    await setLanguage('ar');
    const line = (code: string, key: string | null, name: string, base: string) => ({
      code,
      key,
      name,
      base,
      currencies: [{ currency_code: 'IQD', amount: base }],
    });
    mockApi({
      'GET /api/accounting/balance-sheet': () =>
        json(200, {
          assets: [line('1000', 'cash', 'Cash', '5000')],
          liabilities: [line('2000', 'payable', 'Accounts payable', '1000')],
          equity: [line('', 'current_earnings', 'Current earnings', '4000')],
          totals: { assets: '5000', liabilities: '1000', equity: '4000', liabilities_and_equity: '5000' },
          balanced: true,
        }),
    });
    renderScreen(<BalanceSheetPage />);
    expect(await screen.findByText('النقد')).toBeTruthy();
    expect(screen.getByText('الذمم الدائنة')).toBeTruthy();
    expect(screen.getByText('أرباح الفترة الحالية')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Current earnings');
  }, 60_000);
});
