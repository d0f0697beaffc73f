import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { api } from '../../../platform/api/client';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { useScreenTitle } from '../../master-data/useScreenTitle';
import type { TransferRecord } from '../api';
import { addLine, type LotLine, LotLines } from '../documents/LotLines';
import { applyDocumentErrors } from '../documents/line-errors';
import { LotSearchBox } from '../search/LotSearchBox';
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
  const isEdit = Boolean(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useAuthUser();
  const [form] = Form.useForm<Header>();
  const [lines, setLines] = useState<LotLine[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const from = Form.useWatch('from_inventory_id', form) as string | null | undefined;
  const record = useQuery({
    queryKey: ['stock', 'transfer', id],
    queryFn: ({ signal }) => api.get<TransferRecord>(`inventory/item-transfer/${id}`, undefined, { signal }),
    enabled: isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  const isReturn = record.data?.is_return ?? query.get('return') === '1';
  useScreenTitle(
    isEdit ? 'inventory.item_transfer.edit' : 'inventory.item_transfer.add',
    'stock:transfer.title',
    'transfer',
  );

  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    if (!isEdit) {
      filled.current = true;
      form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), from_inventory_id: user.default_branch_id });
    } else if (record.data) {
      filled.current = true;
      const r = record.data;
      form.setFieldsValue({
        from_inventory_id: String(r.from_inventory_id),
        to_inventory_id: String(r.to_inventory_id),
        date: String(r.date).slice(0, 10),
        note: r.note,
      });
      setLines(
        r.lines.map((l) => ({
          product_id: String(l.product_id),
          name: l.name,
          barcode: l.barcode,
          batch_number: l.batch_number,
          expire_date: l.expire_date,
          stock: l.stock,
          quantity: l.quantity,
        })),
      );
    }
  }, [isEdit, record.data, form, user.default_branch_id]);

  const previousFrom = useRef(from);
  useEffect(() => {
    if (previousFrom.current && previousFrom.current !== from) setLines([]);
    previousFrom.current = from;
  }, [from]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: unknown) =>
      isEdit
        ? api.put<{ id: string }>(`inventory/item-transfer/${id}`, body)
        : api.post<{ id: string }>('inventory/item-transfer', body),
    onSuccess: (r) => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      navigate(`${TRANSFER_BASE}/view/${r.id}`);
    },
  });
  const submit = async () => {
    let v: Header;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (lines.length === 0) {
      notify.error(t('lines.required'));
      return;
    }
    setLineErrors({});
    const body = {
      ...v,
      note: v.note || null,
      is_return: isReturn,
      lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
    };
    try {
      await save.mutateAsync(body);
    } catch (e) {
      setLineErrors(applyDocumentErrors(e, form, HEADER, lt));
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (k: string) => ({
    required: true,
    message: lt('table:validation.required', { field: lt(`fields.${k}`) }),
  });

  return (
    <Spin spinning={isEdit && record.isLoading}>
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
                <LookupSelect path="user/inventory" data-testid="field-from_inventory_id" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="to_inventory_id"
                label={lt('fields.to_inventory_id')}
                rules={[required('to_inventory_id')]}
              >
                <LookupSelect
                  path="user/all-inventory"
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
        <LotSearchBox
          inventoryId={from}
          existedProducts
          disabled={!from}
          onPick={(lot) => setLines((l) => addLine(l, lot))}
          data-testid="transfer-search"
        />
        <div style={{ marginBlockStart: 12 }}>
          <LotLines
            lines={lines}
            onChange={setLines}
            quantityLabel={lt('fields.quantity')}
            errors={lineErrors}
          />
        </div>
        <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
          <Button onClick={() => navigate(isReturn ? '/inventory/transfer-return' : TRANSFER_BASE)}>
            {lt('table:actions.cancel')}
          </Button>
          <Button
            type="primary"
            loading={guard.loading}
            onClick={() => guard.run()}
            data-testid="form-submit"
          >
            {lt('table:actions.save')}
          </Button>
        </Flex>
      </Card>
    </Spin>
  );
}

export default TransferFormPage;
