import { customerEndpoints, dec, identityEndpoints, toText } from '@bb/contracts';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../components/form/LookupSelect';
import { MoneyInput } from '../../components/form/MoneyInput';
import { NumberInput } from '../../components/form/NumberInput';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { looseT } from '../../components/loose-t';
import { useCurrencyName } from '../../platform/format/currency';

/** A date field kept as YYYY-MM-DD text in the form. */
export const dateField = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};

function useRequired() {
  const { t } = useTranslation('residence-sales');
  const lt = looseT(t);
  return (field: string) => ({
    required: true,
    message: lt('table:validation.required', { field: t(`fields.${field}` as 'fields.date') }),
  });
}

/** Branch, date, customer, currency (with its rate off the base currency), discount and note. */
export function SaleHeaderFields({ currencies, offBase }: { currencies: string[]; offBase: boolean }) {
  const { t } = useTranslation('residence-sales');
  const required = useRequired();
  const currencyName = useCurrencyName();
  const label = (k: string) => t(`fields.${k}` as 'fields.date');
  return (
    <Row gutter={12}>
      <Col xs={24} md={6}>
        <Form.Item name="inventory_id" label={label('inventory_id')} rules={[required('inventory_id')]}>
          <LookupSelect lookup={identityEndpoints.lookups.inventory} data-testid="field-inventory_id" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="date" label={label('date')} rules={[required('date')]} {...dateField}>
          <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} data-testid="field-date" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="customer_id" label={label('customer_id')} rules={[required('customer_id')]}>
          <LookupSelect lookup={customerEndpoints.lookup} data-testid="field-customer_id" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="currency_code" label={label('currency_code')} rules={[required('currency_code')]}>
          <Select
            options={currencies.map((c) => ({ value: c, label: currencyName(c) }))}
            data-testid="field-currency_code"
          />
        </Form.Item>
      </Col>
      {offBase ? (
        <Col xs={24} md={6}>
          <Form.Item name="exchange_rate" label={label('exchange_rate')} rules={[required('exchange_rate')]}>
            <MoneyInput decimals={8} />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={24} md={6}>
        <Form.Item name="discount" label={label('discount')}>
          <MoneyInput max={100} decimals={4} />
        </Form.Item>
      </Col>
      <Col xs={24} md={offBase ? 6 : 12}>
        <Form.Item name="note" label={label('note')}>
          <Input maxLength={2000} data-testid="field-note" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * The payment plan: premium type (1 All premium, 2 Cash until key, 3 Cash), down payment, 1 to 10 premiums,
 * frequency (1-12 months, above 12 days), first due date, the portions before and after the key, the key
 * handover date and an optional fixed first premium. Cash needs none of the premium fields.
 */
export function PlanFields({
  premiumType,
  frequency,
  preKeyPercent,
}: {
  premiumType: number | undefined;
  frequency: number;
  preKeyPercent: string;
}) {
  const { t } = useTranslation('residence-sales');
  const required = useRequired();
  const label = (k: string) => t(`fields.${k}` as 'fields.date');
  const cash = premiumType === 3;
  const unit = frequency > 12 ? 'days' : 'months';
  return (
    <Row gutter={12}>
      <Col xs={24} md={6}>
        <Form.Item name="premium_type" label={label('premium_type')} rules={[required('premium_type')]}>
          <Select
            options={[1, 2, 3].map((v) => ({ value: v, label: t(`premiumTypes.${v}` as 'premiumTypes.1') }))}
            data-testid="field-premium_type"
          />
        </Form.Item>
      </Col>
      {cash ? null : (
        <>
          <Col xs={24} md={6}>
            <Form.Item name="down_payment" label={label('down_payment')}>
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="premium_count"
              label={label('premium_count')}
              rules={[required('premium_count')]}
            >
              <Select
                options={Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
                data-testid="field-premium_count"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="frequency"
              label={label('frequency')}
              rules={[required('frequency')]}
              extra={t(`frequency.${unit}`, { count: frequency })}
              getValueProps={(v: unknown) => ({ value: v === null || v === undefined ? '' : String(v) })}
              normalize={(v: string) => (v ? Number.parseInt(v, 10) : null)}
            >
              <NumberInput min={1} max={366} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="first_due_date"
              label={label('first_due_date')}
              rules={[required('first_due_date')]}
              {...dateField}
            >
              <DatePicker
                format={DATE_FORMAT}
                style={{ inlineSize: '100%' }}
                data-testid="field-first_due_date"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="pre_key_percent"
              label={label('pre_key_percent')}
              extra={t('portions', { pre: preKeyPercent, post: toText(dec(100).minus(preKeyPercent)) })}
            >
              <MoneyInput max={100} decimals={2} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="key_handover_date"
              label={label('key_handover_date')}
              rules={premiumType === 2 ? [required('key_handover_date')] : []}
              {...dateField}
            >
              <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="first_premium_amount" label={label('first_premium_amount')}>
              <MoneyInput />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
