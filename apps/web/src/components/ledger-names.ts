import { DOCUMENT_TYPE_IDS, documentTypeKey, isSystemAccount, LEDGER_SECTIONS } from '@bb/contracts';
import { gt, type LooseT } from './loose-t';

/**
 * Names of what the ledger stores by key, in the user's language: document types (`documents:type.<id>`),
 * ledger sections (`documents:section.<value>`) and system accounts (`accounting:accounts.<key>`). Call
 * them during render, so a language switch renames them.
 */
export const documentTypeName = (type: string, t: LooseT = gt): string =>
  t(`documents:${documentTypeKey(type)}`);

export const sectionName = (section: string, t: LooseT = gt): string =>
  (LEDGER_SECTIONS as readonly string[]).includes(section) ? t(`documents:section.${section}`) : section;

/** A system account by its key (or the balance sheet's current earnings); any other account keeps its name. */
export const accountName = (key: unknown, name: string, t: LooseT = gt): string =>
  isSystemAccount(key) || key === 'current_earnings' ? t(`accounting:accounts.${key}`) : name;

/** Value -> name of every document type, for a table column's `labels` (cells, list filter, export). */
export const documentTypeLabels = (t: LooseT = gt): Record<string, string> =>
  Object.fromEntries(DOCUMENT_TYPE_IDS.map((id) => [id, documentTypeName(id, t)]));

export const sectionLabels = (t: LooseT = gt): Record<string, string> =>
  Object.fromEntries(LEDGER_SECTIONS.map((s) => [s, sectionName(s, t)]));
