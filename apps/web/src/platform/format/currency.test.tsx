import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { cellText } from '../../components/data-table/cells';
import { Quantity } from '../../components/Quantity';
import { setLanguage } from '../i18n/i18n';
import { currencyName } from './currency';

describe('currency names (spec: Kurdish currency names are dinar and dollar)', () => {
  it('shows codes in English, dinar and dollar in Kurdish and Arabic, and unknown codes as codes', async () => {
    expect([currencyName('IQD'), currencyName('USD'), currencyName('EUR')]).toEqual(['IQD', 'USD', 'EUR']);
    await setLanguage('ckb');
    expect([currencyName('IQD'), currencyName('usd'), currencyName('EUR')]).toEqual([
      'دینار',
      'دۆلار',
      'EUR',
    ]);
    await setLanguage('ar');
    expect([currencyName('IQD'), currencyName('USD')]).toEqual(['دينار', 'دولار']);
  });

  it('amounts, currency tags and table text use the name, keeping the code for colour and tests', async () => {
    await setLanguage('ckb');
    render(
      <>
        <Amount value="42500" currency="IQD" />
        <CurrencyTag code="USD" />
      </>,
    );
    expect(screen.getByText('42,500 دینار').dataset.currency).toBe('IQD');
    expect(screen.getByText('دۆلار').dataset.currency).toBe('USD');
    const money = { key: 'total', title: 'Total', kind: 'money' as const };
    expect(cellText(money, { id: '1', total: '12.5', currency_code: 'USD' })).toBe('12.5 دۆلار');
    const code = { key: 'currency_code', title: 'Currency', kind: 'text' as const };
    expect(cellText(code, { id: '1', currency_code: 'IQD' })).toBe('دینار');
  });
});

describe('numbers of documents', () => {
  it('shows quantities without the stored zeros, grouped en-US style', () => {
    render(<Quantity value="1250.5000" />);
    expect(screen.getByText('1,250.5')).toBeTruthy();
    render(<Quantity value="1.0000" />);
    expect(screen.getByText('1')).toBeTruthy();
  });
});
