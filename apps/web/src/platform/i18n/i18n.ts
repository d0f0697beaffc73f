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
import {
  APP_NAMESPACES,
  bundledEnglish,
  loadResources,
  type Namespace,
  SIGN_IN_NAMESPACES,
} from './resources';

export const i18n = i18next.createInstance();

/** Sets <html lang dir> so the browser, CSS logical properties and antd portals all follow the language. */
function applyToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

/** The namespaces in use: those of the sign-in page, plus the app's once the signed-in app has loaded. */
const wanted = new Set<Namespace>(SIGN_IN_NAMESPACES);

/** Adds the namespaces a language lacks (fetched in parallel). */
async function addBundles(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  for (const [ns, bundle] of await loadResources(language, missing)) {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundle, true, true);
  }
}

/** Everything a language needs before it is shown: its translations in use, dayjs data and antd texts. */
async function prepare(language: Language): Promise<void> {
  await Promise.all([addBundles(language, [...wanted]), loadDayjsLocale(language), loadAntdLocale(language)]);
}

let ready: Promise<void> | undefined;

/** Starts i18n in the language saved in localStorage (`bb.lang`), else English. Safe to call twice. */
export function initI18n(language: Language = storedLanguage()): Promise<void> {
  ready ??= (async () => {
    await i18n.use(initReactI18next).init({
      resources: { en: bundledEnglish },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      ns: [...SIGN_IN_NAMESPACES],
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

/**
 * Loads namespaces in the current language (and in one being switched to) and keeps them loaded across
 * language switches. Resolves once a screen using them renders translated.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await (ready ?? initI18n());
  for (const ns of namespaces) wanted.add(ns);
  let language: Language;
  do {
    language = currentLanguage();
    await Promise.all([
      addBundles(language, namespaces),
      pending ? addBundles(pending, namespaces) : undefined,
    ]);
  } while (language !== currentLanguage());
}

/** The namespaces of the signed-in app; AppRoutes loads them together with its code. */
export function loadAppNamespaces(): Promise<void> {
  return loadNamespaces(APP_NAMESPACES);
}
