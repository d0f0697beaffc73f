import { MESSAGES, PARAM_MESSAGES } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../platform/i18n/languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

/** language -> namespace -> translation tree, from every JSON file under src/locales. */
const byLanguage = new Map<string, Map<string, Tree>>();
for (const [path, tree] of Object.entries(files)) {
  const [, lang, file] = path.split('/');
  const ns = file!.replace(/\.json$/, '');
  const map = byLanguage.get(lang!) ?? new Map<string, Tree>();
  map.set(ns, tree);
  byLanguage.set(lang!, map);
}

/** Nested keys as dotted paths, with their values. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const languages = LANGUAGES.map((l) => l.code);
const namespaces = [...new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]))].sort();

describe('translations', () => {
  it('has a folder for every interface language and no other', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
  });

  it('has every namespace file in every language', () => {
    for (const lang of languages) {
      expect([...(byLanguage.get(lang)?.keys() ?? [])].sort(), `namespaces of ${lang}`).toEqual(namespaces);
    }
  });

  for (const ns of namespaces) {
    it(`has the same keys in every language (${ns})`, () => {
      const flat = new Map(languages.map((lang) => [lang, flatten(byLanguage.get(lang)?.get(ns) ?? {})]));
      const all = new Set([...flat.values()].flatMap((m) => [...m.keys()]));
      for (const lang of languages) {
        const missing = [...all].filter((key) => !flat.get(lang)!.has(key));
        expect(missing, `keys missing from locales/${lang}/${ns}.json`).toEqual([]);
      }
    });

    it(`has a non-empty text with the same {{placeholders}} everywhere (${ns})`, () => {
      const english = flatten(byLanguage.get('en')?.get(ns) ?? {});
      for (const lang of languages) {
        for (const [key, value] of flatten(byLanguage.get(lang)?.get(ns) ?? {})) {
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}: ${key} is empty`).toBe(
            true,
          );
          const en = english.get(key);
          if (typeof en === 'string' && typeof value === 'string') {
            expect(placeholders(value), `${lang}/${ns}: ${key} placeholders`).toEqual(placeholders(en));
          }
        }
      }
    });
  }

  it('translates every server message of the contracts catalogue, and nothing else', () => {
    const expected = [...Object.keys(MESSAGES), ...Object.keys(PARAM_MESSAGES), 'networkError'].sort();
    for (const lang of languages) {
      const keys = [...flatten(byLanguage.get(lang)?.get('server') ?? {}).keys()].sort();
      expect(keys, `locales/${lang}/server.json`).toEqual(expected);
    }
  });

  it('detects a missing key (the check itself works)', () => {
    const a = flatten({ a: { b: 'x', c: 'y' } });
    const b = flatten({ a: { b: 'x' } });
    expect([...a.keys()].filter((k) => !b.has(k))).toEqual(['a.c']);
  });
});
