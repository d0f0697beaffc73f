import {
  NOTIFICATION_BOLD_PARAMS,
  NOTIFICATION_MESSAGES,
  type NotificationLine,
  type NotificationMessage,
  notificationDocumentName,
} from '@bb/contracts';
import { createElement, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LooseT, looseT } from '../../components/loose-t';
import type { NotificationRow } from './api';
import { Markup, markupText } from './Markup';

/**
 * A notification in the reader's language: with a `message` (key and parameters) it is translated from
 * `notifications:messages.<key>` (lines from `lines.<key>`, the document kind from `documents.<kind>`);
 * without one (older rows, untranslated text) the stored title and description show as sent.
 *
 * Parameters never pass through i18next nor any HTML parser: the translation is asked for with a marker
 * in each parameter's place, and the parameters are put back as React text (isolated with <bdi> so an
 * invoice number or a Latin name keeps its order in a right-to-left sentence).
 */

const MARK = '\u2063';
const MARKER = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');

type Part = string | { name: string; value: string } | typeof LINE_BREAK;
const LINE_BREAK = { lineBreak: true } as const;

/** The translation of `key` with the parameters in their places, as text and parameter parts. */
function translateParts(t: LooseT, key: string, params: Record<string, string>): Part[] {
  const names = Object.keys(params);
  const markers = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  // `replace`: the parameters never mix with i18next's own options (a parameter named `count`...)
  const text = t(key, { replace: markers, interpolation: { escapeValue: false } });
  const parts: Part[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const name = names[Number(m[1])];
    if (name !== undefined) parts.push({ name, value: params[name] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The document kind's name in the reader's language (its English name when not translated). */
const documentName = (t: LooseT, kind: string) =>
  t(`notifications:documents.${kind}`, { defaultValue: notificationDocumentName(kind) });

function localParams(t: LooseT, params: Record<string, string>): Record<string, string> {
  return 'document' in params ? { ...params, document: documentName(t, params.document!) } : params;
}

/**
 * Parts as React children, given as arguments (a fixed sequence, not a list, so no keys): text as text,
 * parameters isolated with <bdi>, the bold ones in <b>.
 */
function asNodes(parts: Part[], bold: boolean): ReactNode {
  const nodes = parts.map((p) => {
    if (typeof p === 'string') return p;
    if ('lineBreak' in p) return createElement('br');
    const value = createElement('bdi', null, p.value);
    return bold && NOTIFICATION_BOLD_PARAMS.includes(p.name) ? createElement('b', null, value) : value;
  });
  return createElement(Fragment, null, ...nodes);
}

const asText = (parts: Part[]) =>
  parts.map((p) => (typeof p === 'string' ? p : 'lineBreak' in p ? ' ' : p.value)).join('');

const hasDescription = (message: NotificationMessage) =>
  NOTIFICATION_MESSAGES[message.key].description !== '';

interface Translated {
  title: Part[];
  description: Part[] | undefined;
  lines: Part[][];
}

function translate(t: LooseT, message: NotificationMessage): Translated {
  const params = localParams(t, message.params as Record<string, string>);
  const base = `notifications:messages.${message.key}`;
  return {
    title: translateParts(t, `${base}.title`, params),
    description: hasDescription(message) ? translateParts(t, `${base}.description`, params) : undefined,
    lines: (message.lines ?? []).map((line: NotificationLine) =>
      translateParts(t, `notifications:lines.${line.key}`, line.params as Record<string, string>),
    ),
  };
}

type Row = Pick<NotificationRow, 'title' | 'description' | 'message'>;

/** The title as text (titles carry no markup). */
export function NotificationTitle({ row }: { row: Row }) {
  const { t } = useTranslation('notifications');
  if (!row.message) return <>{row.title}</>;
  return asNodes(translate(looseT(t), row.message).title, false);
}

/** The description: translated with its lines, or the stored markup (sanitised); null when empty. */
export function NotificationDescription({ row }: { row: Row }): ReactNode {
  const { t } = useTranslation('notifications');
  if (!row.message) return row.description ? <Markup text={row.description} /> : null;
  const { description, lines } = translate(looseT(t), row.message);
  const blocks = [...(description ? [description] : []), ...lines];
  if (blocks.length === 0) return null;
  return asNodes(
    blocks.flatMap((parts, i) => (i > 0 ? [LINE_BREAK, ...parts] : parts)),
    true,
  );
}

/** Title and description as plain text in the reader's language (labels, tooltips). */
export function useNotificationText(): (row: Row) => { title: string; description: string } {
  const { t } = useTranslation('notifications');
  return (row) => {
    if (!row.message) return { title: row.title, description: markupText(row.description) };
    const { title, description, lines } = translate(looseT(t), row.message);
    return {
      title: asText(title),
      description: [...(description ? [description] : []), ...lines].map(asText).join(' '),
    };
  };
}

/** Whether the row has anything to show under its title. */
export const hasNotificationDescription = (row: Row): boolean =>
  row.message ? hasDescription(row.message) || (row.message.lines?.length ?? 0) > 0 : row.description !== '';
