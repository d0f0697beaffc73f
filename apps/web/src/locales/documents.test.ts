import { DOCUMENT_TYPE_IDS, JOURNAL_DESCRIPTION_IDS, LEDGER_SECTIONS, SHEET_WORD_IDS } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../platform/i18n/languages';

type Tree = Record<string, Record<string, string>>;
const files = import.meta.glob<Tree>('./*/documents.json', { eager: true, import: 'default' });

describe('document type names', () => {
  for (const { code } of LANGUAGES) {
    it(`names every DOCUMENT_TYPES id, ledger section, fixed journal description and sheet word in ${code}`, () => {
      const tree = files[`./${code}/documents.json`]!;
      const missing = [
        ...DOCUMENT_TYPE_IDS.filter((id) => !tree.type?.[id]).map((id) => `type.${id}`),
        ...LEDGER_SECTIONS.filter((s) => !tree.section?.[s]).map((s) => `section.${s}`),
        ...JOURNAL_DESCRIPTION_IDS.filter((d) => !tree.description?.[d]).map((d) => `description.${d}`),
        ...SHEET_WORD_IDS.filter((w) => !tree.sheet?.[w]).map((w) => `sheet.${w}`),
      ];
      expect(missing).toEqual([]);
    });
  }
});
