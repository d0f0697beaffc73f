import { customerEndpoints, identityEndpoints } from '@bb/contracts';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { looseT } from '../../../components/loose-t';

export interface GiftHeader {
  inventory_id?: string | null;
  date?: string | null;
  customer_id?: string | null;
  reason?: string | null;
  note?: string | null;
}
export const GIFT_HEADER = ['inventory_id', 'date', 'customer_id', 'reason', 'note'] as const;

/** Branch (fixed once saved: numbers run per branch), date, optional customer, reason and note. */
export function GiftHeaderFields({ saved }: { saved: boolean }) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: lt('table:validation.required', { field: label }),
  });
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item
          name="inventory_id"
          label={lt('fields.inventory')}
          rules={[required(lt('fields.inventory'))]}
        >
          <LookupSelect
            lookup={identityEndpoints.lookups.inventory}
            disabled={saved}
            data-testid="field-inventory_id"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="date"
          label={lt('fields.date')}
          rules={[{ required: true, message: lt('table:validation.required', { field: lt('fields.date') }) }]}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} data-testid="field-date" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="customer_id" label={t('gift.customer')}>
          <LookupSelect lookup={customerEndpoints.lookup} allowClear data-testid="field-customer_id" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="reason" label={lt('fields.reason')} rules={[required(lt('fields.reason'))]}>
          <Input maxLength={1000} data-testid="field-reason" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="note" label={lt('fields.note')}>
          <Input maxLength={2000} data-testid="field-note" />
        </Form.Item>
      </Col>
    </Row>
  );
}
