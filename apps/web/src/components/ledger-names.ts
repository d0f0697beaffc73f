import {
  ACCOUNT_NAME_PATTERN_IDS,
  ACCOUNT_NAME_PATTERNS,
  DESCRIPTION_VALUE,
  DOCUMENT_TYPE_IDS,
  documentTypeKey,
  isSystemAccount,
  JOURNAL_DESCRIPTION_TEXTS,
  LEDGER_SECTIONS,
  labelledText,
  SYSTEM_ACCOUNTS,
} from '@bb/contracts';
import { gt, type LooseT } from './loose-t';

/**
 * Names of what the ledger stores by key, in the user's language: document types (`documents:type.<id>`),
 * ledger sections (`documents:section.<value>`), system accounts (`accounting:accounts.<key>`) and the
 * descriptions the server writes itself (`documents:description.<key>`). Call
 * them during render, so a language switch renames them.
 */
export const documentTypeName = (type: string, t: LooseT = gt): string =>
  t(`documents:${documentTypeKey(type)}`);

export const sectionName = (section: string, t: LooseT = gt): string =>
  (LEDGER_SECTIONS as readonly string[]).includes(section) ? t(`documents:section.${section}`) : section;

/**
 * The accounts the server names itself with a record's name (ACCOUNT_NAME_PATTERNS: `Construction in
 * progress: {value}`) -> their names in the user's language, keeping `{value}` for `labelledText`.
 */
const accountPatternLabels = (t: LooseT): Record<string, string> =>
  Object.fromEntries(
    ACCOUNT_NAME_PATTERN_IDS.map((k) => [
      ACCOUNT_NAME_PATTERNS[k],
      t(`accounting:accounts.${k}`, { value: DESCRIPTION_VALUE }),
    ]),
  );

/**
 * A system account by its key (or the balance sheet's current earnings), an account the server named with
 * a record's name by its pattern; any other account keeps its name.
 */
export const accountName = (key: unknown, name: string, t: LooseT = gt): string =>
  isSystemAccount(key) || key === 'current_earnings'
    ? t(`accounting:accounts.${key}`)
    : (labelledText(accountPatternLabels(t), name) ?? name);

/**
 * An account name column (`account_name` by default) as every ledger list shows it: a system account by its
 * key (`account_key` in the row) in the user's language, on screen and in the export; any other as stored.
 */
export const accountNameColumn = (t: LooseT = gt, key = 'account_name') => ({
  kind: 'text' as const,
  render: (row: Record<string, unknown>) => accountName(row.account_key, String(row[key] ?? ''), t),
  exportLabels: {
    by: 'account_key',
    labels: {
      ...Object.fromEntries(SYSTEM_ACCOUNTS.map((k) => [k, accountName(k, k, t)])),
      ...accountPatternLabels(t),
    },
  },
});

/** Value -> name of every document type, for a table column's `labels` (cells, list filter, export). */
export const documentTypeLabels = (t: LooseT = gt): Record<string, string> =>
  Object.fromEntries(DOCUMENT_TYPE_IDS.map((id) => [id, documentTypeName(id, t)]));

export const sectionLabels = (t: LooseT = gt): Record<string, string> =>
  Object.fromEntries(LEDGER_SECTIONS.map((s) => [s, sectionName(s, t)]));

/**
 * Stored text -> name of every fixed journal description (its key and the English text of older entries),
 * for a description column's `labels` and a statement export's `descriptions`: other texts stay as typed.
 * A description with a value is a pattern (`opening_stock — {value}`) whose name keeps `{value}` for the
 * value (`labelledText` puts it there).
 */
export const journalDescriptionLabels = (t: LooseT = gt): Record<string, string> =>
  Object.fromEntries(
    JOURNAL_DESCRIPTION_TEXTS.map(([text, key]) => [
      text,
      t(`documents:description.${key}`, { value: DESCRIPTION_VALUE }),
    ]),
  );

/**
 * A journal description as shown: a fixed one (JOURNAL_DESCRIPTIONS), alone or after its document's number
 * (`PAY-3 — salaries`), in the user's language; any other as typed.
 */
export const journalDescription = (text: string | null | undefined, t: LooseT = gt): string =>
  text ? (labelledText(journalDescriptionLabels(t), text) ?? text) : '';
