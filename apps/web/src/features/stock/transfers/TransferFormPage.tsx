import { identityEndpoints, transferEndpoints } from '@bb/contracts';
import { Card, Col, DatePicker, Form, Input, Row, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { looseT } from '../../../components/loose-t';
import { useScreenTitle } from '../../../components/useScreenTitle';
import type { TransferRecord } from '../api';
import { LotDocumentLines } from '../documents/LotDocumentLines';
import { storedLines, useDocumentRecord, useLotDocumentForm } from '../documents/useLotDocumentForm';
import { TRANSFER_BASE } from './TransfersScreen';

interface Header {
  from_inventory_id?: string | null;
  to_inventory_id?: string | null;
  date?: string | null;
  note?: string | null;
}
const HEADER = ['from_inventory_id', 'to_inventory_id', 'date', 'note'] as const;

/**
 * Add or edit an item transfer (or a transfer return with `?return=1`): source and destination
 * branches, date, note, and lots of the source picked by the batch search with their quantities.
 */
export function TransferFormPage() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { id } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const record = useDocumentRecord(transferEndpoints, id);
  const isReturn = record.data?.is_return ?? query.get('return') === '1';
  const doc = useLotDocumentForm<Header, TransferRecord>({
    endpoints: transferEndpoints,
    id,
    record,
    base: TRANSFER_BASE,
    branchField: 'from_inventory_id',
    headerFields: HEADER,
    fill: (r) => ({
      header: {
        from_inventory_id: String(r.from_inventory_id),
        to_inventory_id: String(r.to_inventory_id),
        date: String(r.date).slice(0, 10),
        note: r.note,
      },
      lines: storedLines(r.lines),
    }),
    body: (v) => ({ ...v, note: v.note || null, is_return: isReturn }),
  });
  const { form, branch: from, setLines } = doc;
  useScreenTitle(
    doc.isEdit ? 'inventory.item_transfer.edit' : 'inventory.item_transfer.add',
    'stock:transfer.title',
    'transfer',
  );

  // the lots come from the source branch: another source empties the lines
  const previousFrom = useRef(from);
  useEffect(() => {
    if (previousFrom.current && previousFrom.current !== from) setLines([]);
    previousFrom.current = from;
  }, [from, setLines]);

  const required = (k: string) => ({
    required: true,
    message: lt('table:validation.required', { field: lt(`fields.${k}`) }),
  });

  return (
    <Spin spinning={doc.isEdit && record.isLoading}>
      <Card
        data-testid="transfer-form"
        title={t(isReturn ? 'transfer.returnTitle' : 'transfer.formTitle')}
        extra={record.data ? <Typography.Text>{record.data.invoice_id}</Typography.Text> : null}
      >
        <Form form={form} layout="vertical">
          <Row gutter={12}>
            <Col xs={24} md={6}>
              <Form.Item
                name="from_inventory_id"
                label={lt('fields.from_inventory_id')}
                rules={[required('from_inventory_id')]}
              >
                <LookupSelect
                  lookup={identityEndpoints.lookups.inventory}
                  data-testid="field-from_inventory_id"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="to_inventory_id"
                label={lt('fields.to_inventory_id')}
                rules={[required('to_inventory_id')]}
              >
                <LookupSelect
                  lookup={identityEndpoints.lookups.allInventory}
                  filter={(r) => String(r.id) !== String(from ?? '')}
                  data-testid="field-to_inventory_id"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="date"
                label={lt('fields.date')}
                rules={[required('date')]}
                getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
                normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
              >
                <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="note" label={lt('fields.note')}>
                <Input maxLength={2000} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <LotDocumentLines
          doc={doc}
          onCancel={() => navigate(isReturn ? '/inventory/transfer-return' : TRANSFER_BASE)}
          searchTestId="transfer-search"
        />
      </Card>
    </Spin>
  );
}

export default TransferFormPage;
