import { Col, Form, type FormItemProps, Input } from 'antd';
import type { LooseT } from '../loose-t';

/**
 * A form field in the two-column grid of the dialogs: half the width from small screens up (`full` for
 * the whole row), the field's item with its name, label and rules around the input.
 */
export function FieldCol({ full, children, ...item }: FormItemProps & { full?: boolean }) {
  return (
    <Col xs={24} {...(full ? {} : { sm: 12 })}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

/** The note of a document dialog: a two-line text area over the whole row (at most 2,000 characters). */
export function NoteField({ label }: { label: string }) {
  return (
    <FieldCol full name="note" label={label}>
      <Input.TextArea rows={2} maxLength={2000} />
    </FieldCol>
  );
}

/**
 * The name, label and (for a required field) rule of a dialog's fields, from the dialog's labels and `t`:
 * `field('amount', true)` is the amount, required with the translated 'X is required'.
 */
export function fieldItems(labelOf: (name: string) => string, t: LooseT) {
  const required = (name: string) => ({
    required: true,
    message: t('table:validation.required', { field: labelOf(name) }),
  });
  const field = (name: string, isRequired = false) => ({
    name,
    label: labelOf(name),
    ...(isRequired ? { rules: [required(name)] } : {}),
  });
  return { field, required };
}
