import type { FieldDef } from '@bb/contracts';
import { Form, type FormInstance } from 'antd';
import { RichTextEditor } from './RichTextEditor';

/** A template's language decides the editor's direction: Kurdish and Arabic right to left. */
export const directionOfLanguage = (language: unknown): 'ltr' | 'rtl' =>
  language === 'ckb' || language === 'ar' ? 'rtl' : 'ltr';

/** The `richtext` widget of a resource form: the editor, right to left when the form's language is. */
export function RichTextField({
  field,
  form,
  draftKey,
  ...rest
}: {
  field: FieldDef;
  form: FormInstance;
  draftKey?: string;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}) {
  const language = Form.useWatch('language', form) as unknown;
  return (
    <RichTextEditor
      {...rest}
      placeholders={field.placeholders}
      draftKey={draftKey}
      dir={directionOfLanguage(language)}
    />
  );
}
