import { MESSAGES, type MessageKey, PARAM_MESSAGES, type ParamMessageKey } from '@bb/contracts';
import { NETWORK_ERROR } from '../api/api-error';
import { i18n } from './i18n';

/**
 * Server messages are translated by a stable key, not by their English text: locales/{lang}/server.json
 * holds one entry per key of MESSAGES in @bb/contracts (the parity test checks every key is there), and
 * the text the server sent is mapped back to its key here. A message the catalogue does not know is shown
 * as the server wrote it.
 */
const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text.toLowerCase(), key]),
);

export function serverMessageKey(message: string): MessageKey | 'networkError' | undefined {
  if (message === NETWORK_ERROR) return 'networkError';
  return keyByText.get(message.trim().toLowerCase());
}

/**
 * Messages with parameters (PARAM_MESSAGES): each template becomes a pattern that recognises the filled
 * text and gives its parameters back, to be put into the translation of the same key.
 */
const paramPatterns = (Object.entries(PARAM_MESSAGES) as [ParamMessageKey, string][]).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 'i') };
});

export function paramServerMessage(
  message: string,
): { key: ParamMessageKey; params: Record<string, string> } | undefined {
  const text = message.trim();
  for (const { key, names, pattern } of paramPatterns) {
    const m = pattern.exec(text);
    if (m) return { key, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) };
  }
  return undefined;
}
/** The server's shortage detail ('Paracetamol: 29 available, 500 asked.'), see stock/lots-check.ts. */
const SHORTAGE = /^(.+): (-?[\d.]+) available, (-?[\d.]+) asked\.$/;
const grouped = (n: string) => {
  const [whole = '0', fraction] = n.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction ? `.${fraction}` : ''}`;
};

/** The message in the current language (call it during render so a language switch re-translates it). */
export function translateServerMessage(message: string): string {
  const shortage = SHORTAGE.exec(message);
  if (shortage) {
    const [, item, available, asked] = shortage;
    return i18n.getFixedT(null, 'documents')('shortage', {
      item,
      available: grouped(available!),
      asked: grouped(asked!),
    });
  }
  const key = serverMessageKey(message);
  if (key) return i18n.getFixedT(null, 'server')(key);
  const withParams = paramServerMessage(message);
  if (withParams) {
    // parameters are names and numbers the server wrote: shown as they are, never as markup
    return i18n.getFixedT(null, 'server')(withParams.key, {
      ...withParams.params,
      interpolation: { escapeValue: false },
    });
  }
  return message;
}
