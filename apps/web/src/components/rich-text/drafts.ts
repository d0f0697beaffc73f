/**
 * Drafts of the rich-text editor (shared-screens.md section 9: autosave every 15 s, kept 15 min), in the
 * browser's local storage: a closed tab, a lost session or a crash leaves the text there for a quarter of
 * an hour, and the editor offers it back when it opens the same record again. Saving the record clears it.
 */
export const DRAFT_EVERY_MS = 15_000;
export const DRAFT_KEPT_MS = 15 * 60_000;
const PREFIX = 'bb.draft.';

export interface Draft {
  html: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The draft key of a record of a kind (`form_template:12`, `hr_letter:new`). */
export const draftKeyOf = (kind: string, id: string | null) => `${kind}:${id ?? 'new'}`;

export function saveDraft(key: string, html: string, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ html, savedAt: now } satisfies Draft));
  } catch {
    // a full storage only loses the draft
  }
}

/** Drops every draft older than 15 minutes. */
export function pruneDrafts(now = Date.now()): void {
  const s = storage();
  if (!s) return;
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const draft = parse(s.getItem(key));
    if (!draft || now - draft.savedAt > DRAFT_KEPT_MS) s.removeItem(key);
  }
}

function parse(text: string | null): Draft | null {
  if (!text) return null;
  try {
    const d = JSON.parse(text) as Partial<Draft>;
    return typeof d.html === 'string' && typeof d.savedAt === 'number'
      ? { html: d.html, savedAt: d.savedAt }
      : null;
  } catch {
    return null;
  }
}

/** The record's draft if it is at most 15 minutes old. */
export function readDraft(key: string, now = Date.now()): Draft | null {
  pruneDrafts(now);
  return parse(storage()?.getItem(PREFIX + key) ?? null);
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}
