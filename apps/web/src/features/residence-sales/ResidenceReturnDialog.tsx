import { type ResidenceSaleReturnInput, residenceSaleReturnEndpoints, returnSplit } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Descriptions, Form, Input, Modal, Radio, Row, Select } from 'antd';
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

export interface ReturnTarget {
  id: string;
  invoice: string;
  currency: string;
  total: string;
  paid: string;
}

interface ReturnForm {
  date?: string | null;
  mode?: 'percent' | 'amount';
  forfeit?: string | null;
  cash_box_id?: string | null;
  exchange_rate?: string | null;
  note?: string | null;
}
const FIELDS = ['date', 'forfeit_percent', 'forfeit_amount', 'cash_box_id', 'exchange_rate', 'note'] as const;

/**
 * Return a residence sale: the day, the forfeit kept of what was paid (a percent or an amount), the cash box
 * the refund is paid from; the refund is shown as the server will compute it (`returnSplit`).
 */
export function ResidenceReturnDialog({
  target,
  onClose,
}: {
  target: ReturnTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('residence-sales');
  const lt = looseT(t);
  const user = useAuthUser();
  const client = useQueryClient();
  const [form] = Form.useForm<ReturnForm>();
  const key = useRef(newIdempotencyKey());
  const open = target !== null;
  const currency = target?.currency ?? '';
  const offBase = currency !== user.base_currency_code;
  const boxes = boxesFor(user.cash_boxes, currency);
  const mode = Form.useWatch('mode', form) ?? 'percent';
  const forfeit = Form.useWatch('forfeit', form) ?? null;
  const split = target
    ? returnSplit(
        target.paid,
        currency,
        mode === 'percent' ? { forfeit_percent: forfeit || null } : { forfeit_amount: forfeit || null },
      )
    : null;

  // once per opening: the watched fields re-render the dialog, which must not reset what is typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: boxes and rates are read when it opens
  useEffect(() => {
    if (!open) return;
    key.current = newIdempotencyKey();
    form.resetFields();
    form.setFieldsValue({
      date: dayjs().format('YYYY-MM-DD'),
      mode: 'percent',
      forfeit: null,
      cash_box_id: (boxes.find((b) => b.is_default) ?? boxes[0])?.id ?? null,
      exchange_rate: defaultRate(user.currency_rates, currency, user.base_currency_code),
    });
  }, [open, target?.id, form]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: ResidenceSaleReturnInput) =>
      call(residenceSaleReturnEndpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } }),
    onSuccess: (saved) => {
      notify.success(t('return.saved', { invoice: saved.invoice_id }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['residence-sale'] });
      onClose();
    },
  });
  const submit = async () => {
    let v: ReturnForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        residence_sale_id: target!.id,
        date: v.date!,
        forfeit_percent: v.mode === 'percent' ? v.forfeit || null : null,
        forfeit_amount: v.mode === 'amount' ? v.forfeit || null : null,
        cash_box_id: v.cash_box_id ?? null,
        ...(offBase && v.exchange_rate ? { exchange_rate: v.exchange_rate } : {}),
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

  return (
    <Modal
      open={open}
      title={t('return.title', { invoice: target?.invoice ?? '' })}
      width={600}
      onCancel={onClose}
      onOk={() => guard.run()}
      okText={t('return.submit')}
      okButtonProps={{ loading: guard.loading, danger: true, 'data-testid': 'form-submit' }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="form-residence-return">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="date" label={lt('fields.date')} rules={[required('date')]} {...dateField}>
              <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mode" label={t('return.forfeitAs')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'percent', label: t('return.percent') },
                  { value: 'amount', label: t('return.amount') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="forfeit" label={lt('fields.forfeit')}>
              <MoneyInput
                max={mode === 'percent' ? 100 : target?.paid}
                decimals={mode === 'percent' ? 4 : 6}
                aria-label={lt('fields.forfeit')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="cash_box_id" label={lt('fields.cash_box_id')}>
              <Select
                allowClear
                options={boxes.map((b) => ({ value: b.id, label: b.name }))}
                data-testid="field-cash_box_id"
              />
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
            <Form.Item name="note" label={lt('fields.note')}>
              <Input maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Descriptions size="small" column={2} bordered data-testid="return-split">
        <Descriptions.Item label={lt('fields.total')}>
          <Amount value={target?.total ?? '0'} currency={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.paid')}>
          <Amount value={target?.paid ?? '0'} currency={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.forfeit')}>
          {split ? <Amount value={split.forfeit} currency={currency} /> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.refund')}>
          <span data-testid="return-refund">
            {split ? <Amount value={split.refund} currency={currency} /> : '—'}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
