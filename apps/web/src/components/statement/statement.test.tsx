import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../platform/i18n/i18n';
import { mockApi } from '../../test/render-app';
import { renderScreen } from '../test-harness';
import { StatementTable } from './StatementTable';
import { SummaryStatementTable } from './SummaryStatementTable';

const labels = {
  date: 'Date',
  invoice: 'Invoice',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  opening: 'Opening balance',
  closing: 'Closing balance',
};
const line = {
  id: '1',
  date: '2026-03-04',
  invoice_id: 'SI-7',
  description: 'Sale',
  debit: '1500.00',
  credit: '0.00',
  balance: '2500.00',
  note: 'extra',
};
const totals = {
  opening_balance: '1000.00',
  total_debit: '1500.00',
  total_credit: '0.00',
  closing_balance: '2500.00',
};

describe('statement table', () => {
  it('shows the opening row, each line with its running balance, and the totals and closing row', async () => {
    mockApi({});
    renderScreen(<StatementTable rowKey="id" rows={[line]} totals={totals} currency="IQD" labels={labels} />);
    const table = await screen.findByTestId('statement-table');
    expect(within(table).getByTestId('statement-opening').textContent).toContain('1,000');
    const row = within(table).getByText('SI-7').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('04/03/2026');
    expect(row.textContent).toContain('2,500');
    const sum = within(table).getByTestId('statement-totals');
    expect(sum.textContent).toContain('Closing balance');
    expect(sum.querySelector('td')?.getAttribute('colspan')).toBe('3');
    expect(within(sum).getByTestId('statement-closing').textContent).toContain('2,500');
  });

  it("names each line's document type in the user language, widening the closing label", async () => {
    await setLanguage('ar');
    try {
      mockApi({});
      renderScreen(
        <StatementTable
          rowKey="id"
          rows={[
            { ...line, document_type: 'sale' },
            { ...line, id: '2', invoice_id: 'VE-3', document_type: 'variable_expense' },
          ]}
          totals={totals}
          currency="IQD"
          labels={labels}
        />,
      );
      const table = await screen.findByTestId('statement-table');
      expect(table.textContent).not.toContain('variable_expense');
      const row = within(table).getByText('VE-3').closest('tr') as HTMLElement;
      expect(row.textContent).toContain(i18n.t('documents:type.variable_expense'));
      expect(i18n.t('documents:type.variable_expense')).not.toBe('Variable expense');
      expect(within(table).getByTestId('statement-totals').querySelector('td')?.getAttribute('colspan')).toBe(
        '4',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('puts extra columns before the debit and widens the closing label; no figures, no opening row', async () => {
    mockApi({});
    const { rerender } = renderScreen(
      <StatementTable
        rowKey="id"
        rows={[line]}
        totals={totals}
        currency="IQD"
        labels={labels}
        extraColumns={[{ key: 'note', title: 'Note', dataIndex: 'note' }]}
      />,
    );
    const table = await screen.findByTestId('statement-table');
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads.indexOf('Note')).toBe(heads.indexOf('Description') + 1);
    expect(heads.indexOf('Debit')).toBe(heads.indexOf('Note') + 1);
    expect(within(table).getByTestId('statement-totals').querySelector('td')?.getAttribute('colspan')).toBe(
      '4',
    );
    rerender(<StatementTable rowKey="id" rows={[]} totals={undefined} currency="IQD" labels={labels} />);
    expect(screen.queryByTestId('statement-opening')).toBeNull();
    expect(screen.queryByTestId('statement-totals')).toBeNull();
  });

  it("summary: the party's columns, then currency, opening, debit, credit and closing", async () => {
    mockApi({});
    renderScreen(
      <SummaryStatementTable
        rowKey={(r) => r.name}
        rows={[
          {
            name: 'Karwan',
            currency_code: 'USD',
            opening_balance: '10.00',
            debit: '5.00',
            credit: '2.00',
            closing_balance: '-150000.00',
          },
        ]}
        leadColumns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        labels={{
          currency: 'Currency',
          opening: 'Opening',
          debit: 'Debit',
          credit: 'Credit',
          closing: 'Closing',
        }}
      />,
    );
    const table = await screen.findByTestId('summary-table');
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Name', 'Currency', 'Opening', 'Debit', 'Credit', 'Closing']);
    expect(table.textContent).toContain('Karwan');
    expect(table.textContent).toContain('-150,000');
  });
});
