import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A custom field of a model (customer, supplier) as its record or its definitions give it. */
export interface CustomFieldInput {
  base_custom_field_id: string;
  base_custom_field_name: string;
  field_type?: string;
  is_required?: boolean;
}

/**
 * The inputs of a model's custom fields, two to a row, each under `custom.<field id>`: numbers ask for
 * a decimal keyboard, dates show their format; required ones refuse blank text.
 */
export function CustomFieldInputs({ fields }: { fields: readonly CustomFieldInput[] }) {
  const { t } = useTranslation('table');
  return (
    <>
      {fields.map((f) => (
        <Col key={f.base_custom_field_id} xs={24} sm={12}>
          <Form.Item
            name={['custom', f.base_custom_field_id]}
            label={f.base_custom_field_name}
            rules={
              f.is_required
                ? [
                    {
                      required: true,
                      whitespace: true,
                      message: t('validation.required', { field: f.base_custom_field_name }),
                    },
                  ]
                : []
            }
          >
            <Input
              maxLength={1000}
              inputMode={f.field_type === 'number' ? 'decimal' : undefined}
              placeholder={f.field_type === 'date' ? 'YYYY-MM-DD' : undefined}
            />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}
