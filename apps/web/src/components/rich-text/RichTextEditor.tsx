import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

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
