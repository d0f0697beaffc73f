import type { Endpoint, EndpointInput } from '@bb/contracts';
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
import { call } from '../../platform/api/call';
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

/** What a money dialog is given: the sale it is open for (none: closed) and how it closes. */
export interface MoneyDialogProps<T> {
  target: T | null;
  onClose: () => void;
}

/** The exchange rate sent: only when the currency is not the base one (the field is asked for then). */
export const sentRate = (v: MoneyDialogForm, offBase: boolean) =>
  offBase && v.exchange_rate ? { exchange_rate: v.exchange_rate } : {};

type BodyOf<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;

/** The default box of the offered ones (else the first), or none. */
const defaultBox = (boxes: readonly { id: string; is_default: boolean }[]) =>
  (boxes.find((b) => b.is_default) ?? boxes[0])?.id ?? null;

/**
 * The state of a dialog that moves money for a residence sale (its `target`): its form, reset ONCE per
 * opening (today, the default box of the sale's currency, the day's rate, then `initial`) so that re-renders
 * never wipe what is typed; the boxes of the currency, the chosen one kept valid when they change; a fresh
 * idempotency key per opening; and `send`, which validates, posts `body` to `endpoint` once, announces the
 * saved document, refreshes the lists and closes, or puts the server's refusals on the fields.
 */
export function useMoneyDialog<F extends MoneyDialogForm, E extends Endpoint>(opts: {
  target: { id: string; currency: string } | null;
  initial: Partial<F>;
  fields: readonly string[];
  endpoint: E;
  /** The body posted; `offBase` says whether the exchange rate is asked for (and so sent, see `sentRate`). */
  body: (values: F, offBase: boolean) => BodyOf<E>;
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
  const targetId = opts.target?.id ?? null;
  const open = targetId !== null;
  const currency = opts.target?.currency ?? '';
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
      cash_box_id: defaultBox(boxes),
      exchange_rate: defaultRate(user.currency_rates, currency, user.base_currency_code),
      ...initial,
    } as Parameters<FormInstance<F>['setFieldsValue']>[0]);
  }, [open, targetId, currency, form]);

  // the user's boxes may change while the dialog is open (the session is refetched): only the box follows,
  // kept while still offered, else the default one (a box cleared on purpose stays cleared); what is typed
  // in the other fields is never reset
  useEffect(() => {
    if (!open) return;
    const fields = form as unknown as FormInstance<MoneyDialogForm>;
    const chosen = fields.getFieldValue('cash_box_id') as string | null | undefined;
    if (chosen ? boxes.some((b) => b.id === chosen) : fields.isFieldTouched('cash_box_id')) return;
    fields.setFieldValue('cash_box_id', defaultBox(boxes));
  }, [open, boxes, form]);

  const guard = useGuardedAction(async () => {
    let values: F;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const result = (await call(opts.endpoint, { body: opts.body(values, offBase) } as EndpointInput<E>, {
        headers: { 'Idempotency-Key': key.current },
      })) as { invoice_id: string };
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
  return { t, lt, form, open, currency, boxes, offBase, guard, required };
}

type MoneyDialogState = ReturnType<typeof useMoneyDialog<MoneyDialogForm, Endpoint>>;

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
