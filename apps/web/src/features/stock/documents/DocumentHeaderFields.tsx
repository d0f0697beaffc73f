import { identityEndpoints } from '@bb/contracts';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { looseT } from '../../../components/loose-t';

/** Header of a one-branch stock document: inventory, date and reason (all required). */
export interface BranchHeader {
  inventory_id?: string | null;
  date?: string | null;
  reason?: string | null;
}
export const BRANCH_HEADER = ['inventory_id', 'date', 'reason'] as const;

export function BranchHeaderFields() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: lt('table:validation.required', { field: lt(`fields.${k}`) }),
  });
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name="inventory_id" label={lt('fields.inventory')} rules={[required('inventory')]}>
          <LookupSelect lookup={identityEndpoints.lookups.inventory} data-testid="field-inventory_id" />
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
          <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="reason" label={lt('fields.reason')} rules={[required('reason')]}>
          <Input maxLength={1000} data-testid="field-reason" />
        </Form.Item>
      </Col>
    </Row>
  );
}
