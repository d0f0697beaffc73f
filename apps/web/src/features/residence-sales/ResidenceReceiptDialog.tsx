import {
  dec,
  type ResidenceReceiptInput,
  residenceReceiptEndpoints,
  residenceScheduleEndpoint,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Modal, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { MoneyInput } from '../../components/form/MoneyInput';
import { boxesFor, defaultRate, newIdempotencyKey } from '../../components/form/money-document-rules';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { dateField } from './SaleFields';

export interface ReceiptTarget {
  id: string;
  invoice: string;
  currency: string;
  remaining: string;
}

interface ReceiptForm {
  cash_box_id?: string | null;
  date?: string | null;
  amount?: string | null;
  exchange_rate?: string | null;
  instalment_id?: string | null;
  note?: string | null;
}
const FIELDS = ['cash_box_id', 'date', 'amount', 'exchange_rate', 'instalment_id', 'note'] as const;

/**
 * Receive money against a residence sale: a cash box of the sale's currency, the amount (the next open
 * instalment's by default, at most what is left), optionally the instalment to settle first; the server
 * allocates the rest oldest due first.
 */
export function ResidenceReceiptDialog({
  target,
  onClose,
}: {
  target: ReceiptTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('residence-sales');
  const lt = looseT(t);
  const user = useAuthUser();
  const client = useQueryClient();
  const [form] = Form.useForm<ReceiptForm>();
  const key = useRef(newIdempotencyKey());
  const open = target !== null;
  const currency = target?.currency ?? '';
  const offBase = currency !== user.base_currency_code;
  const boxes = boxesFor(user.cash_boxes, currency);
  const schedule = useQuery({
    queryKey: ['residence-sale', 'schedule', target?.id],
    queryFn: ({ signal }) =>
      call(residenceScheduleEndpoint, { params: { id: target!.id }, query: {} }, { signal }),
    enabled: open,
    staleTime: 0,
  });
  const openLines = (schedule.data?.data ?? []).filter((i) => dec(i.remaining).gt(0));

  useEffect(() => {
    if (!open) return;
    key.current = newIdempotencyKey();
    form.resetFields();
    form.setFieldsValue({
      date: dayjs().format('YYYY-MM-DD'),
      cash_box_id: (boxes.find((b) => b.is_default) ?? boxes[0])?.id ?? null,
      exchange_rate: defaultRate(user.currency_rates, currency, user.base_currency_code),
    });
  }, [open, form, currency, boxes, user]);
  useEffect(() => {
    if (open && openLines[0] && !form.getFieldValue('amount'))
      form.setFieldValue('amount', openLines[0].remaining);
  }, [open, openLines, form]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: ResidenceReceiptInput) =>
      call(residenceReceiptEndpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } }),
    onSuccess: (saved) => {
      notify.success(t('receipt.saved', { invoice: saved.invoice_id }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['residence-sale'] });
      onClose();
    },
  });
  const submit = async () => {
    let v: ReceiptForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        residence_sale_id: target!.id,
        cash_box_id: v.cash_box_id!,
        date: v.date!,
        amount: v.amount!,
        ...(offBase && v.exchange_rate ? { exchange_rate: v.exchange_rate } : {}),
        instalment_id: v.instalment_id ?? null,
        note: v.note || null,
      });
    } catch (e) {
      applyServerErrors(form, e, FIELDS, (k) => lt(`fields.${k}`), lt);
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (k: string) => ({
    required: true,
    message: lt('table:validation.required', { field: lt(`fields.${k}`) }),
  });
  let premium = 0;
  const label = (kind: string) =>
    kind === 'premium' ? t('kinds.premium', { n: ++premium }) : t(`kinds.${kind}` as 'kinds.cash');
  const instalmentOptions = (schedule.data?.data ?? []).map((i) => ({ ...i, label: label(i.kind) }));

  return (
    <Modal
      open={open}
      title={t('receipt.title', { invoice: target?.invoice ?? '' })}
      width={600}
      onCancel={onClose}
      onOk={() => guard.run()}
      okButtonProps={{ loading: guard.loading, 'data-testid': 'form-submit' }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('receipt.left', { amount: '' })}
        <Amount value={target?.remaining ?? '0'} currency={currency} />
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="form-residence-receipt">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="cash_box_id" label={lt('fields.cash_box_id')} rules={[required('cash_box_id')]}>
              <Select
                options={boxes.map((b) => ({ value: b.id, label: b.name }))}
                data-testid="field-cash_box_id"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="date" label={lt('fields.date')} rules={[required('date')]} {...dateField}>
              <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="amount" label={lt('fields.amount')} rules={[required('amount')]}>
              <MoneyInput max={target?.remaining} />
            </Form.Item>
          </Col>
          {offBase ? (
            <Col span={12}>
              <Form.Item
                name="exchange_rate"
                label={lt('fields.exchange_rate')}
                rules={[required('exchange_rate')]}
              >
                <MoneyInput decimals={8} />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item name="instalment_id" label={lt('fields.instalment_id')}>
              <Select
                allowClear
                placeholder={t('receipt.oldestFirst')}
                options={instalmentOptions
                  .filter((i) => openLines.some((o) => o.id === i.id))
                  .map((i) => ({ value: i.id, label: `${i.label} · ${i.due_date} · ${i.remaining}` }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={lt('fields.note')}>
              <Input maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
