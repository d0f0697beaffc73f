import { dec, residenceReceiptEndpoints, residenceScheduleEndpoint } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { Amount } from '../../components/Amount';
import { MoneyInput } from '../../components/form/MoneyInput';
import { call } from '../../platform/api/call';
import {
  BoxAndRateCols,
  DateCol,
  type MoneyDialogForm,
  MoneyDialogModal,
  type MoneyDialogProps,
  NoteCol,
  sentRate,
  useMoneyDialog,
} from './MoneyDialog';

export interface ReceiptTarget {
  id: string;
  invoice: string;
  currency: string;
  remaining: string;
}

interface ReceiptForm extends MoneyDialogForm {
  amount?: string | null;
  instalment_id?: string | null;
}
const FIELDS = ['cash_box_id', 'date', 'amount', 'exchange_rate', 'instalment_id', 'note'] as const;

/**
 * Receive money against a residence sale: a cash box of the sale's currency, the amount (the next open
 * instalment's by default, at most what is left), optionally the instalment to settle first; the server
 * allocates the rest oldest due first.
 */
export function ResidenceReceiptDialog({ target, onClose }: MoneyDialogProps<ReceiptTarget>) {
  const state = useMoneyDialog<ReceiptForm, typeof residenceReceiptEndpoints.create>({
    target,
    initial: {},
    fields: FIELDS,
    endpoint: residenceReceiptEndpoints.create,
    body: (v, offBase) => ({
      residence_sale_id: target!.id,
      cash_box_id: v.cash_box_id!,
      date: v.date!,
      amount: v.amount!,
      ...sentRate(v, offBase),
      instalment_id: v.instalment_id ?? null,
      note: v.note || null,
    }),
    savedKey: 'receipt.saved',
    onClose,
  });
  const { t, lt, form, open, currency, required } = state;
  const schedule = useQuery({
    queryKey: ['residence-sale', 'schedule', target?.id],
    queryFn: ({ signal }) =>
      call(residenceScheduleEndpoint, { params: { id: target!.id }, query: {} }, { signal }),
    enabled: open,
    staleTime: 0,
  });
  const lines = schedule.data?.data;
  const openLines = useMemo(() => (lines ?? []).filter((i) => dec(i.remaining).gt(0)), [lines]);

  // the next open instalment's amount, once the schedule has come and only while nothing is typed
  useEffect(() => {
    if (open && openLines[0] && !form.isFieldTouched('amount') && !form.getFieldValue('amount'))
      form.setFieldValue('amount', openLines[0].remaining);
  }, [open, openLines, form]);

  let premium = 0;
  const label = (kind: string) =>
    kind === 'premium' ? t('kinds.premium', { n: ++premium }) : t(`kinds.${kind}` as 'kinds.cash');
  const instalmentOptions = (lines ?? []).map((i) => ({ ...i, label: label(i.kind) }));

  return (
    <MoneyDialogModal
      state={state}
      title={t('receipt.title', { invoice: target?.invoice ?? '' })}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('receipt.left', { amount: '' })}
        <Amount value={target?.remaining ?? '0'} currency={currency} />
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="form-residence-receipt">
        <Row gutter={12}>
          <BoxAndRateCols state={state} boxRequired />
          <DateCol state={state} />
          <Col span={12}>
            <Form.Item name="amount" label={lt('fields.amount')} rules={[required('amount')]}>
              <MoneyInput max={target?.remaining} />
            </Form.Item>
          </Col>
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
          <NoteCol state={state} />
        </Row>
      </Form>
    </MoneyDialogModal>
  );
}
