import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { antdLocale } from './antd-locales';
import { setLanguage } from './i18n';

describe('language data beyond the translations', () => {
  it('loads Sorani dayjs and antd data for ckb, keeping en-US digits in dates', async () => {
    await setLanguage('ckb');
    expect(dayjs.locale()).toBe('ku');
    expect(dayjs('2026-03-05').format('DD/MM/YYYY')).toBe('05/03/2026');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('ئادار');
    const locale = antdLocale('ckb');
    expect(locale.Empty?.description).toBe('هیچ داتایەک نییە');
    expect(locale.DatePicker?.lang.locale).toBe('ku');
  });

  it('uses Iraqi month names for Arabic', async () => {
    await setLanguage('ar');
    expect(dayjs.locale()).toBe('ar-iq');
    expect(dayjs('2026-01-05').format('MMMM')).toBe('كانون الثاني');
    expect(antdLocale('ar').locale).toBe('ar');
    expect(antdLocale('ar').DatePicker?.lang.locale).toBe('ar-iq');
  });

  it('returns to English', async () => {
    await setLanguage('ar');
    await setLanguage('en');
    expect(dayjs.locale()).toBe('en');
    expect(antdLocale('en').locale).toBe('en');
  });
});
