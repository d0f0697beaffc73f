import { formTemplate, hrLetterTemplate } from '@bb/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceColumns } from '../../components/data-table';
import { cellText } from '../../components/data-table/cells';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import FormTemplatesPage from './FormTemplatesPage';

/**
 * h2: the form templates list showed a template's language as its code ('ckb', 'en') in every interface
 * language; it names the language, like the form's select does.
 */
describe("a template's language is named, not coded", () => {
  afterEach(() => setLanguage('en'));

  it.each([
    ['en', 'Kurdish', 'English'],
    ['ckb', 'کوردی', 'ئینگلیزی'],
    ['ar', 'الكردية', 'الإنجليزية'],
  ] as const)(
    'the form templates list in %s',
    async (lang, kurdish, english) => {
      await setLanguage(lang);
      mockApi({
        'POST /api/form-template/list': () =>
          json(200, {
            data: [
              { id: '2', name: 'گرێبەستی فرۆشتنی یەکە', language: 'ckb' },
              { id: '1', name: 'Residence sale contract', language: 'en' },
            ],
            total: 2,
          }),
      });
      renderScreen(<FormTemplatesPage />, { abilities: ['form_template_list'] });
      const table = await screen.findByTestId('table-form_template');
      await waitFor(() => expect(table.textContent).toContain(kurdish));
      expect(table.textContent).toContain(english);
      const cells = [...table.querySelectorAll('tbody td')].map((td) => td.textContent?.trim());
      expect(cells).not.toContain('ckb');
      expect(cells).not.toContain('en');
    },
    60_000,
  );

  it('the letter templates list names it too', async () => {
    const language = resourceColumns(hrLetterTemplate).find((c) => c.key === 'language');
    expect(language && cellText(language, { language: 'ar' })).toBe('Arabic');
    const form = resourceColumns(formTemplate).find((c) => c.key === 'language');
    expect(form && cellText(form, { language: 'ckb' })).toBe('Kurdish');
  });
});
