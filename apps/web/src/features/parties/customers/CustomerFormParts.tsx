import { customerInput, type FieldDef, identityEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../../../components/CurrencyTag';
import { CustomFieldInputs } from '../../../components/form/CustomFieldInputs';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { ResourceField } from '../../../components/form/ResourceField';
import type { SchemaLike } from '../../../components/form/validation';
import { looseT } from '../../../components/loose-t';
import { currenciesQuery } from '../../../platform/auth/session-queries';
import type { CustomFieldValue } from './api';

const shape = customerInput.shape as unknown as Record<string, SchemaLike>;
export const customerLabel = (t: (k: string) => string) => (key: string) => t(`customers:fields.${key}`);

/** One field of the customer form through the shared field machinery (rules from `customerInput`). */
export function CustomerField({
  field,
  form,
  span = 12,
}: {
  field: FieldDef;
  form: FormInstance;
  span?: number;
}) {
  const { t } = useTranslation('customers');
  const label = customerLabel(looseT(t))(field.key);
  return (
    <Col xs={24} sm={span}>
      <ResourceField field={field} schema={shape[field.key]!} label={label} form={form} />
    </Col>
  );
}

/** Discount, sale price type, additional profit and receipt due day: for users of a branch of type 0. */
export function PricingFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('customers');
  return (
    <>
      <CustomerField
        form={form}
        span={6}
        field={{ key: 'discount', widget: 'number', min: 0, max: 100, precision: 2 }}
      />
      <Col xs={24} sm={6}>
        <Form.Item name="price_type" label={t('fields.price_type')}>
          <Select
            data-testid="field-price_type"
            options={[1, 2, 3].map((v) => ({ value: v, label: t(`priceType.${v}` as 'priceType.1') }))}
          />
        </Form.Item>
      </Col>
      <CustomerField
        form={form}
        span={6}
        field={{ key: 'additional_profit_percentage', widget: 'number', min: 0, max: 100, precision: 2 }}
      />
      <CustomerField
        form={form}
        span={6}
        field={{ key: 'receipt_due_day', widget: 'number', min: 1, max: 31 }}
      />
    </>
  );
}

/** The connected inventories (several), besides the default one. */
export function InventoriesField() {
  const { t } = useTranslation('customers');
  return (
    <Col xs={24} sm={12}>
      <Form.Item name="inventory_ids" label={t('fields.inventory_ids')}>
        <LookupSelect
          lookup={identityEndpoints.lookups.inventory}
          multiple
          allowClear
          data-testid="field-inventory_ids"
        />
      </Form.Item>
    </Col>
  );
}

/** Max debit amounts, one per currency (only shown to holders of upsert_customer_max_debit_amount). */
export function MaxAmountsFields() {
  const { t } = useTranslation('customers');
  const { data } = useQuery(currenciesQuery);
  return (
    <Col span={24}>
      <Typography.Text strong>{t('dialog.maxAmounts')}</Typography.Text>
      <Form.Item noStyle>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBlockStart: 8 }}>
          {(data ?? []).map((c) => (
            <Form.Item
              key={c.code}
              name={['max', c.code]}
              label={<CurrencyTag code={c.code} />}
              style={{ minWidth: 200 }}
            >
              <MoneyInput decimals={6} />
            </Form.Item>
          ))}
        </div>
      </Form.Item>
    </Col>
  );
}

/** The custom fields of the Customer model (definitions for a new one, values for an existing one). */
export function CustomFields({ fields }: { fields: CustomFieldValue[] }) {
  const { t } = useTranslation('customers');
  if (fields.length === 0) return null;
  return (
    <>
      <Col span={24}>
        <Typography.Text strong>{t('dialog.customFields')}</Typography.Text>
      </Col>
      <CustomFieldInputs fields={fields} />
    </>
  );
}
