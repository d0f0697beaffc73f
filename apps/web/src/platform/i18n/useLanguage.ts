import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';
import { DEFAULT_LANGUAGE, type Direction, directionOf, isLanguage, type Language } from './languages';

/** The current language and its direction; re-renders when the language changes. */
export function useLanguage(): { language: Language; direction: Direction; setLanguage: typeof setLanguage } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, direction: directionOf(language), setLanguage };
}
