import dayjs from 'dayjs';
import type { Language } from './languages';

/**
 * dayjs locale per interface language. Sorani uses dayjs's `ku` data (it is Central Kurdish) and
 * Arabic the Iraqi month names (`ar-iq`). Neither loads the digit-converting plugin, so dates keep
 * the en-US digits the spec asks for (DD/MM/YYYY).
 */
const names: Record<Language, string> = { en: 'en', ckb: 'ku', ar: 'ar-iq' };

const loaders: Record<Language, () => Promise<unknown>> = {
  en: async () => undefined,
  ckb: () => import('dayjs/locale/ku'),
  ar: () => import('dayjs/locale/ar-iq'),
};

export async function loadDayjsLocale(language: Language): Promise<void> {
  await loaders[language]();
}

export function applyDayjsLocale(language: Language): void {
  dayjs.locale(names[language]);
}
