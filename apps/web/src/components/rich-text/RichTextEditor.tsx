import type { PlaceholderSet } from '@bb/contracts';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

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
}

// The editor and ProseMirror are a chunk of their own, fetched only where a rich text is edited.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** The one rich-text editor of the product (letter templates, letters, form templates, contracts). */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ minBlockSize: props.height ?? 550 }} />}
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
