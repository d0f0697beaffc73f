import { useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, type FormInstance, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { MoneyInput } from '../../components/form/MoneyInput';
import { boxesFor, defaultRate, newIdempotencyKey } from '../../components/form/money-document-rules';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { dateField } from './SaleFields';

/** The fields every money dialog of a residence sale has (receipt, return). */
export interface MoneyDialogForm {
  cash_box_id?: string | null;
  date?: string | null;
  exchange_rate?: string | null;
  note?: string | null;
}

/**
 * The state of a dialog that moves money for a residence sale: its form, reset ONCE per opening (today, the
 * default box of the sale's currency, the day's rate, then `initial`) so that re-renders never wipe what is
 * typed; the boxes of the currency; a fresh idempotency key per opening; and `send`, which validates, posts
 * once, announces the saved document, refreshes the lists and closes, or puts the server's refusals on the
 * fields.
 */
export function useMoneyDialog<F extends MoneyDialogForm>(opts: {
  targetId: string | null;
  currency: string;
  initial: Partial<F>;
  fields: readonly string[];
  /** Posts the dialog; `offBase` says whether the exchange rate is asked for (and so sent). */
  post: (values: F, idempotencyKey: string, offBase: boolean) => Promise<{ invoice_id: string }>;
  /** The translation key of the saved message, given `{ invoice }`. */
  savedKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('residence-sales');
  const lt = looseT(t);
  const user = useAuthUser();
  const client = useQueryClient();
  const [form] = Form.useForm<F>();
  const key = useRef(newIdempotencyKey());
  const open = opts.targetId !== null;
  const { currency } = opts;
  const boxes = useMemo(() => boxesFor(user.cash_boxes, currency), [user.cash_boxes, currency]);
  const offBase = currency !== user.base_currency_code;
  const latest = useRef({ boxes, user, initial: opts.initial });
  latest.current = { boxes, user, initial: opts.initial };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once per opening of a target, never per render
  useEffect(() => {
    if (!open) return;
    const { boxes, user, initial } = latest.current;
    key.current = newIdempotencyKey();
    form.resetFields();
    form.setFieldsValue({
      date: dayjs().format('YYYY-MM-DD'),
      cash_box_id: (boxes.find((b) => b.is_default) ?? boxes[0])?.id ?? null,
      exchange_rate: defaultRate(user.currency_rates, currency, user.base_currency_code),
      ...initial,
    } as Parameters<FormInstance<F>['setFieldsValue']>[0]);
  }, [open, opts.targetId, currency, form]);

  const guard = useGuardedAction(async () => {
    let values: F;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const result = await opts.post(values, key.current, offBase);
      notify.success(lt(opts.savedKey, { invoice: result.invoice_id }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['residence-sale'] });
      opts.onClose();
    } catch (e) {
      applyServerErrors(form, e, opts.fields, (k) => lt(`fields.${k}`), lt);
    }
  }, SUBMIT_GUARD);
  const required = (k: string) => ({
    required: true,
    message: lt('table:validation.required', { field: lt(`fields.${k}`) }),
  });
  return { t, lt, form, open, boxes, offBase, guard, required };
}

type MoneyDialogState = ReturnType<typeof useMoneyDialog>;

/** The dialog frame of a money dialog: title, submit guarded against double clicks, not closed by the mask. */
export function MoneyDialogModal({
  state,
  title,
  okText,
  danger,
  onClose,
  children,
}: {
  state: Pick<MoneyDialogState, 'open' | 'guard'>;
  title: string;
  okText?: string;
  danger?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={state.open}
      title={title}
      width={600}
      onCancel={onClose}
      onOk={() => state.guard.run()}
      okText={okText}
      okButtonProps={{ loading: state.guard.loading, danger, 'data-testid': 'form-submit' }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** The date of a money dialog. */
export function DateCol({ state }: { state: Pick<MoneyDialogState, 'lt' | 'required'> }) {
  return (
    <Col span={12}>
      <Form.Item name="date" label={state.lt('fields.date')} rules={[state.required('date')]} {...dateField}>
        <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
      </Form.Item>
    </Col>
  );
}

/** The cash box (of the sale's currency), the exchange rate when the currency is not the base one. */
export function BoxAndRateCols({
  state,
  boxRequired,
}: {
  state: Pick<MoneyDialogState, 'lt' | 'required' | 'boxes' | 'offBase'>;
  boxRequired: boolean;
}) {
  const { lt, required } = state;
  return (
    <>
      <Col span={12}>
        <Form.Item
          name="cash_box_id"
          label={lt('fields.cash_box_id')}
          rules={boxRequired ? [required('cash_box_id')] : []}
        >
          <Select
            allowClear={!boxRequired}
            options={state.boxes.map((b) => ({ value: b.id, label: b.name }))}
            data-testid="field-cash_box_id"
          />
        </Form.Item>
      </Col>
      {state.offBase ? (
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
    </>
  );
}

/** The note of a money dialog. */
export function NoteCol({ state }: { state: Pick<MoneyDialogState, 'lt'> }) {
  return (
    <Col span={24}>
      <Form.Item name="note" label={state.lt('fields.note')}>
        <Input maxLength={1000} />
      </Form.Item>
    </Col>
  );
}
