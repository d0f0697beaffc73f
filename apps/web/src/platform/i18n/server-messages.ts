import { MESSAGES, type MessageKey } from '@bb/contracts';
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

/** The message in the current language (call it during render so a language switch re-translates it). */
export function translateServerMessage(message: string): string {
  const key = serverMessageKey(message);
  return key ? i18n.getFixedT(null, 'server')(key) : message;
}
