import { customerEndpoints } from '@bb/contracts';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchDateCols } from '../../../components/form/BranchField';
import { LookupSelect } from '../../../components/form/LookupSelect';
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
  const head = { branch: lt('fields.inventory'), date: lt('fields.date') };
  return (
    <Row gutter={12}>
      <BranchDateCols md={8} labels={head} required={(l) => required(l).message} saved={saved} />
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
