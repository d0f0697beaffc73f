import type { PlaceholderSet } from '@bb/contracts';

/** What the rich-text editor takes (RichTextEditor and its lazily loaded TiptapEditor). */
export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  /** The placeholder catalogue the field picker offers; none: no picker. */
  placeholders?: PlaceholderSet;
  /** Where its 15-second drafts are kept (drafts.ts `draftKeyOf`); none: no autosave. */
  draftKey?: string;
  /** The text's direction by default (the template's language). */
  dir?: 'ltr' | 'rtl';
  /** The editing area's height in px (spec: 550). */
  height?: number;
  id?: string;
  /** The text area's name for assistive technology; by default its Form.Item label's text. */
  'aria-label'?: string;
}
