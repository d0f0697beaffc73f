import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locales';
import { applyDayjsLocale, loadDayjsLocale } from './dayjs-locales';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGES,
  type Language,
  storedLanguage,
  storeLanguage,
} from './languages';
import { en, loadResources, NAMESPACES } from './resources';

export const i18n = i18next.createInstance();

/** Sets <html lang dir> so the browser, CSS logical properties and antd portals all follow the language. */
function applyToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

/** Everything a language needs before it is shown: its translations, dayjs data and antd texts. */
async function prepare(language: Language): Promise<void> {
  const [resources] = await Promise.all([
    loadResources(language),
    loadDayjsLocale(language),
    loadAntdLocale(language),
  ]);
  for (const [ns, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundle, true, true);
  }
}

let ready: Promise<void> | undefined;

/** Starts i18n in the language saved in localStorage (`bb.lang`), else English. Safe to call twice. */
export function initI18n(language: Language = storedLanguage()): Promise<void> {
  ready ??= (async () => {
    await i18n.use(initReactI18next).init({
      resources: { en },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
    });
    i18n.on('languageChanged', (lng) => {
      const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
      applyToDocument(language);
      applyDayjsLocale(language);
    });
    applyToDocument(DEFAULT_LANGUAGE);
    applyDayjsLocale(DEFAULT_LANGUAGE);
  })();
  return ready.then(() => (language === currentLanguage() ? undefined : setLanguage(language)));
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

let pending: Language | undefined;

/** Switches the interface language (loading it first) and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  pending = language;
  await prepare(language);
  if (pending !== language) return; // a later choice won
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
