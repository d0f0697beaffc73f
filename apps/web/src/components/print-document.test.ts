import { describe, expect, it } from 'vitest';
import { setLanguage } from '../platform/i18n/i18n';
import { headingWithTotal, shopHeaderHtml } from './print-document';

describe('printed purchasing documents', () => {
  it("prints a purchase's total grouped, in its currency's decimals, with the currency's name", async () => {
    expect(headingWithTotal('Purchase P-3', 'Total', { amount: '42500.000000', currency: 'IQD' })).toBe(
      'Purchase P-3 - Total: 42,500 IQD',
    );
    expect(headingWithTotal('Purchase P-4', 'Total', { amount: '1234.5', currency: 'USD' })).toBe(
      'Purchase P-4 - Total: 1,234.50 USD',
    );
    await setLanguage('ckb');
    expect(headingWithTotal('کڕین', 'کۆ', { amount: '42500', currency: 'IQD' })).toBe(
      'کڕین - کۆ: 42,500 دینار',
    );
  });

  it("heads a printed document with the print setup's header image, else the shop's name and address", () => {
    const setup = {
      id: '1',
      inventory_id: '1',
      type_name: 'a4',
      type: 1,
      name: 'Shifa <Pharmacy>',
      address: 'Erbil',
      bottom: null,
    };
    expect(shopHeaderHtml(null)).toBe('');
    expect(shopHeaderHtml(setup)).toBe(
      '<div class="shop-header"><strong>Shifa &lt;Pharmacy&gt;</strong><div>Erbil</div></div>',
    );
    const image = `data:image/jpeg;base64,${'A'.repeat(40)}`;
    expect(shopHeaderHtml({ ...setup, header: image })).toBe(
      `<img class="shop-header" src="${image}" alt="">`,
    );
  });
});
