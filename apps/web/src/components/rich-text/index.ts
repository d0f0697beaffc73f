export { clearDraft, draftKeyOf } from './drafts';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { directionOfLanguage, RichTextField } from './RichTextField';
