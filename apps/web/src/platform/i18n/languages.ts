/** The interface languages. Labels are each language's own name, so anyone can find theirs. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ckb', label: 'کوردی', dir: 'rtl' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key of the chosen language. */
export const LANGUAGE_KEY = 'bb.lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

export function directionOf(language: Language): Direction {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
}

export function storedLanguage(): Language {
  try {
    const raw = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(raw) ? raw : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // not persisted; the choice still holds for this tab
  }
}
