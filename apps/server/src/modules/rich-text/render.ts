import {
  amountInWords,
  fillPlaceholders,
  formatMoney,
  isWordCurrency,
  type TemplateLanguage,
} from '@bb/contracts';
import { sanitizeRichText } from './sanitize.js';

/** Placeholder values and block fields (tables) for one record. */
export interface TemplateValues {
  values: Record<string, string>;
  blocks: Record<string, string>;
}

/** A template's body with the record's values, sanitized: what previews, letters and contracts show. */
export function renderRichText(body: string, data: TemplateValues): string {
  return sanitizeRichText(fillPlaceholders(sanitizeRichText(body), data.values, data.blocks));
}

/**
 * An amount's placeholders: `<key>` formatted (en-US grouping, the currency's decimals), and `<key>_words`
 * in the template's language and `<key>_words_<lang>` in each, for IQD and USD.
 */
export function amountValues(
  key: string,
  amount: string | null,
  currency: string,
  language: TemplateLanguage,
): Record<string, string> {
  if (amount === null) return {};
  const out: Record<string, string> = { [key]: formatMoney(amount, currency) };
  if (!isWordCurrency(currency)) return out;
  out[`${key}_words`] = amountInWords(amount, currency, language);
  for (const lang of ['en', 'ckb', 'ar'] as const)
    out[`${key}_words_${lang}`] = amountInWords(amount, currency, lang);
  return out;
}

const cellOf = (tag: 'th' | 'td', text: string, end = false) =>
  `<${tag}${end ? ' style="text-align: end"' : ''}>${escapeText(text)}</${tag}>`;

export function escapeText(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A table block from escaped cells: a header row, then the rows; `numeric` columns aligned to the end. */
export function tableHtml(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly number[],
) {
  const tr = (cells: readonly string[], tag: 'th' | 'td') =>
    `<tr>${cells.map((c, i) => cellOf(tag, c, numeric.includes(i))).join('')}</tr>`;
  return `<table class="bb-table"><thead>${tr(head, 'th')}</thead><tbody>${rows.map((r) => tr(r, 'td')).join('')}</tbody></table>`;
}
