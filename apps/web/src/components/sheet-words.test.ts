import { SHEET_WORD_IDS, SHEET_WORDS } from '@bb/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import ckb from '../locales/ckb/documents.json';
import { i18n, setLanguage } from '../platform/i18n/i18n';
import { exportHeader } from './data-table/protocol';
import { accountNameColumn, journalDescription, journalDescriptionLabels } from './ledger-names';
import { sheetWordNames } from './sheet-words';

/**
 * Session 11: the words the server writes into a sheet and the descriptions it composes with a value come
 * from the locale files, in the user's language, derived once (not copied per screen).
 */
describe('sheet words and valued descriptions', () => {
  afterEach(() => setLanguage('en'));

  it('names every sheet word from the locale file of the language in use', async () => {
    await setLanguage('ckb');
    const words = sheetWordNames();
    expect(Object.keys(words).sort()).toEqual([...SHEET_WORD_IDS].sort());
    expect(words).toEqual(ckb.sheet);
    expect(words.opening_balance).not.toBe(SHEET_WORDS.opening_balance);
  });

  it("in English they are the server's own fallback words", () => {
    expect(sheetWordNames()).toEqual(SHEET_WORDS);
  });

  it('names opening stock and reversals with their value, new keys and older English rows alike', async () => {
    await setLanguage('ckb');
    const rice = i18n.t('documents:description.opening_stock', { value: 'Rice 5 kg' });
    const reversal = i18n.t('documents:description.reversal', { value: '42' });
    expect(rice).toContain('Rice 5 kg');
    expect(rice).not.toContain('Opening stock');
    expect(journalDescription('opening_stock — Rice 5 kg')).toBe(rice);
    expect(journalDescription('Opening stock of Rice 5 kg')).toBe(rice);
    expect(journalDescription('reversal — 42')).toBe(reversal);
    expect(journalDescription('Reversal of entry 42')).toBe(reversal);
    // what an export sends: the patterns, each name keeping `{value}` for the server to fill in
    const labels = journalDescriptionLabels();
    expect(labels['opening_stock — {value}']).toBe(
      i18n.t('documents:description.opening_stock', { value: '{value}' }),
    );
    expect(labels['Reversal of entry {value}']).toContain('{value}');
  });

  it("exports an account name column by the system account's key, as the screen shows it", async () => {
    await setLanguage('ckb');
    const col = { key: 'account_name', title: 'حساب', ...accountNameColumn() };
    const header = exportHeader(col);
    expect(header.labelsBy).toBe('account_key');
    expect(header.labels?.inventory).toBe(i18n.t('accounting:accounts.inventory'));
    expect(header.labels?.inventory).not.toBe('inventory');
    expect(col.render({ account_key: 'inventory', account_name: 'Inventory' })).toBe(
      header.labels?.inventory,
    );
    expect(col.render({ account_key: null, account_name: 'Petty cash' })).toBe('Petty cash');
    // the account the server makes for a construction project, named with the project's name
    const cip = i18n.t('accounting:accounts.construction_in_progress', { value: 'Villa 7' });
    expect(cip).toContain('Villa 7');
    expect(cip).not.toContain('Construction');
    expect(col.render({ account_key: null, account_name: 'Construction in progress: Villa 7' })).toBe(cip);
    expect(header.labels?.['Construction in progress: {value}']).toContain('{value}');
  });

  it('leaves a typed text that only starts like a key as typed', () => {
    expect(journalDescription('opening stock count done')).toBe('opening stock count done');
    expect(journalDescription('Reversal of entry')).toBe('Reversal of entry');
  });
});
