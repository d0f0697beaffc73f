import type { ResourceKey } from 'i18next';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enServer from '../../locales/en/server.json';
import type { Language } from './languages';

/**
 * Translation namespaces: one JSON file per namespace per language under src/locales/{lang}/.
 * Only what the screens before sign-in use (SIGN_IN_NAMESPACES) is bundled, in English, the default and
 * fallback language; every other file is its own small chunk, loaded when needed: the app namespaces with
 * the signed-in app (see AppRoutes), any language other than English when it is chosen. So the sign-in
 * page does not grow with each namespace a new screen adds.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'dashboard',
  'server',
  'shell',
  'notifications',
  'profile',
  'table',
  'resources',
  'users',
  'accounting',
  'stock',
  'sales',
  'suppliers',
  'purchasing',
  'residence',
  'residence-sales',
  'customers',
  'reports',
  'customer-actions',
  'product-history',
  'settings',
  'documents',
  'hr',
  'hospital',
  'stocktake',
  'recipes',
  'operations',
  'tickets',
  'construction',
  'templates',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the sign-in, maintenance and error screens use (the default namespace, sign-in and server messages). */
export const SIGN_IN_NAMESPACES = ['common', 'auth', 'server'] as const satisfies readonly Namespace[];

/** Everything the signed-in app may use: loaded, in the current language, before it first renders. */
export const APP_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !(SIGN_IN_NAMESPACES as readonly Namespace[]).includes(ns),
);

/** English of the sign-in namespaces, bundled so the first screen renders without waiting. */
export const bundledEnglish = { common: enCommon, auth: enAuth, server: enServer };

// Every other translation file is a lazy chunk (the bundled English files are excluded, not duplicated).
const lazyFiles = import.meta.glob<{ default: ResourceKey }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
  '!../../locales/en/auth.json',
  '!../../locales/en/server.json',
]);

/** One namespace of one language: bundled or fetched. */
async function loadBundle(language: Language, ns: Namespace): Promise<ResourceKey> {
  if (language === 'en' && ns in bundledEnglish) return bundledEnglish[ns as keyof typeof bundledEnglish];
  const load = lazyFiles[`../../locales/${language}/${ns}.json`];
  if (!load) throw new Error(`Missing translation file locales/${language}/${ns}.json`);
  return (await load()).default;
}

/** The given namespaces of a language, fetched in parallel. */
export async function loadResources(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<[Namespace, ResourceKey][]> {
  return Promise.all(
    namespaces.map(async (ns) => [ns, await loadBundle(language, ns)] as [Namespace, ResourceKey]),
  );
}
