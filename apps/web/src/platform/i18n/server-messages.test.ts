import { formatMessage, MESSAGES } from '@bb/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { loadResources } from './resources';
import { paramServerMessage, translateServerMessage } from './server-messages';

describe('server messages', () => {
  it('translates the shortage detail with the item and grouped quantities, in Kurdish too', async () => {
    for (const [ns, bundle] of await loadResources('en', ['documents', 'server']))
      i18n.addResourceBundle('en', ns, bundle, true, true);
    for (const [ns, bundle] of await loadResources('ckb', ['documents', 'server']))
      i18n.addResourceBundle('ckb', ns, bundle, true, true);
    await i18n.changeLanguage('en');
    expect(translateServerMessage('Paracetamol: 1290 available, 5000.5 asked.')).toBe(
      'Paracetamol: 1,290 available, 5,000.5 asked.',
    );
    expect(translateServerMessage(MESSAGES.noEnoughQuantity)).toBe('Not enough quantity');
    await i18n.changeLanguage('ckb');
    expect(translateServerMessage('Paracetamol: 29 available, 500 asked.')).toBe(
      'Paracetamol: 29 بەردەستە، 500 داواکراوە.',
    );
    await i18n.changeLanguage('en');
  });
});

describe('server messages in the user language', () => {
  afterAll(() => setLanguage('en'));

  it('translates a message with parameters, keeping the box name, balance and currency', async () => {
    const sent = formatMessage('cashBoxNegative', {
      box: "Sara's drawer",
      balance: '1,250.50',
      currency: 'USD',
    });
    expect(paramServerMessage(sent)).toEqual({
      key: 'cashBoxNegative',
      params: { box: "Sara's drawer", balance: '1,250.50', currency: 'USD' },
    });
    await setLanguage('ckb');
    const ckb = translateServerMessage(sent);
    expect(ckb).toContain("Sara's drawer");
    expect(ckb).toContain('1,250.50 USD');
    expect(ckb).toContain('قاسە');
    await setLanguage('ar');
    expect(translateServerMessage(sent)).toContain('الصندوق');
    expect(translateServerMessage(MESSAGES.deleteNotAllowed)).not.toBe(MESSAGES.deleteNotAllowed);
  });

  it('translates the refusals the server used to word in English only (session 11)', async () => {
    await setLanguage('ckb');
    expect(translateServerMessage(MESSAGES.ownCashBoxOnly)).toBe('تەنها دەتوانیت سندوقی خۆت بەکاربهێنیت.');
    const closed = formatMessage('booksClosed', { lockDate: '2026-10-31', date: '2026-10-05' });
    expect(translateServerMessage(closed)).toBe(
      'دەفتەرەکان تا 2026-10-31 داخراون؛ هیچ شتێک لە 2026-10-05 تۆمار ناکرێت.',
    );
    // the contract clash with an end date is not read as an open one
    await setLanguage('ar');
    const clash = formatMessage('contractClash', { start: '2026-01-01', end: '2026-12-31' });
    expect(translateServerMessage(clash)).toBe('لدى الموظف عقد من قبل من 2026-01-01 إلى 2026-12-31.');
  });

  it('shows a message it does not know as the server wrote it', async () => {
    await setLanguage('ar');
    expect(translateServerMessage('Something new')).toBe('Something new');
  });
});
