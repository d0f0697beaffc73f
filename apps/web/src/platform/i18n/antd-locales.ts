import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from './languages';

// The ESM files (antd/es/...): the CommonJS antd/locale/* entry points come out wrapped in a
// production build ({ default: locale }), which antd then silently ignores.

/** Ant Design's own texts (empty tables, pickers, pagination) per language; loaded with the language. */
const loaded: Partial<Record<Language, Locale>> = { en: enUS };

const loaders: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  ckb: async () => (await import('./antd-ckb')).default,
  ar: async () => {
    const arEG = (await import('antd/es/locale/ar_EG')).default;
    const picker = arEG.DatePicker!;
    // Iraqi month names (كانون الثاني ...) in date pickers, through dayjs's ar-iq data.
    return { ...arEG, DatePicker: { ...picker, lang: { ...picker.lang, locale: 'ar-iq' } } };
  },
};

export async function loadAntdLocale(language: Language): Promise<void> {
  loaded[language] ??= await loaders[language]();
}

export function antdLocale(language: Language): Locale {
  return loaded[language] ?? enUS;
}
