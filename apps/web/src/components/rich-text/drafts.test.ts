import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEPT_MS, draftKeyOf, readDraft, saveDraft } from './drafts';

describe('editor drafts', () => {
  beforeEach(() => localStorage.clear());
  it('keeps a draft for 15 minutes, then drops it', () => {
    const key = draftKeyOf('form_template', '7');
    saveDraft(key, '<p>text</p>', 1_000);
    expect(readDraft(key, 1_000 + DRAFT_KEPT_MS)).toEqual({ html: '<p>text</p>', savedAt: 1_000 });
    expect(readDraft(key, 1_001 + DRAFT_KEPT_MS)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
  it('is cleared when the record is saved, and ignores a garbled entry', () => {
    const key = draftKeyOf('hr_letter_template', null);
    saveDraft(key, '<p>x</p>');
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    localStorage.setItem('bb.draft.x:new', '{not json');
    expect(readDraft('x:new')).toBeNull();
  });
});
