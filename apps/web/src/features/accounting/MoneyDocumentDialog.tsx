import {
  type EndpointInput,
  MONEY_DOCUMENT_ENDPOINTS,
  MONEY_DOCUMENT_KINDS,
  type MoneyDocumentKind,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, Modal, Radio, Row, Select, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { DialogFooter } from '../../components/form/DialogFooter';
import { fromUnits, toUnits } from '../../components/form/decimal';
import { FieldCol, fieldItems, NoteField } from '../../components/form/FieldCol';
import { LookupSelect } from '../../components/form/LookupSelect';
import { LOOKUP_KEY } from '../../components/form/lookup';
import { MoneyInput } from '../../components/form/MoneyInput';
import {
  boxesFor,
  boxToSend,
  defaultRate,
  kindShape,
  newIdempotencyKey,
  nextBoxValue,
  trimRate,
} from '../../components/form/money-document-rules';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { currencyName } from '../../platform/format/currency';
import { notify } from '../../platform/notify';

type MoneyDocumentBody = EndpointInput<(typeof MONEY_DOCUMENT_ENDPOINTS)['receipt']['create']>['body'];

export interface MoneyDocumentDialogProps {
  kind: MoneyDocumentKind;
  open: boolean;
  /** The document to edit; null adds a new one. */
  recordId: string | null;
  onClose: () => void;
}

interface Values {
  date?: string | null;
  currency_code?: string | null;
  cash_box_id?: string | null;
  exchange_rate?: string | null;
  amount?: string | null;
  category_id?: string | null;
  to_cash_box_id?: string | null;
  to_amount?: string | null;
  direction?: 'in' | 'out' | null;
  note?: string | null;
}

const FIELDS = [
  'date',
  'currency_code',
  'cash_box_id',
  'exchange_rate',
  'amount',
  'category_id',
  'to_cash_box_id',
  'to_amount',
  'direction',
  'note',
] as const;

/** amount x rate, exactly, for the base-currency equivalent shown off the base currency. */
function times(amount: string | null | undefined, rate: string | null | undefined): string | null {
  const a = toUnits(amount ?? '', 6);
  const r = toUnits(rate ?? '', 8);
  return a === null || r === null ? null : fromUnits(a * r, 14);
}

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The add/edit dialog of a money document (shared-screens 5): date (today), currency with the day's rate
 * off the base currency, the cash box selector shown only when the currency has more than one box, the
 * amount as decimal text, the kind's category, the receiving box of transfers and conversions, the
 * direction of adjustment entries, and a note.
 */
export function MoneyDocumentDialog({ kind, open, recordId, onClose }: MoneyDocumentDialogProps) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const user = useAuthUser();
  const base = user.base_currency_code;
  const shape = kindShape(kind);
  const def = MONEY_DOCUMENT_KINDS[kind];
  const endpoints = MONEY_DOCUMENT_ENDPOINTS[kind];
  const isEdit = recordId !== null;
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const currencies = useQuery(currenciesQuery);

  const currency = (Form.useWatch('currency_code', form) as string | null | undefined) ?? null;
  const amount = Form.useWatch('amount', form) as string | null | undefined;
  const rate = Form.useWatch('exchange_rate', form) as string | null | undefined;
  const fromBox = Form.useWatch('cash_box_id', form) as string | null | undefined;
  const matching = boxesFor(user.cash_boxes, currency);
  const showBox = shape.box && matching.length > 1;
  const offBase = Boolean(currency) && currency !== base;

  const currencyCodes = useMemo(() => {
    const codes = new Set<string>([base]);
    for (const c of currencies.data ?? []) codes.add(c.code);
    for (const b of user.cash_boxes) codes.add(b.currency_code);
    return [...codes];
  }, [base, currencies.data, user.cash_boxes]);

  const record = useQuery({
    queryKey: ['record', def.path, recordId],
    queryFn: ({ signal }) => call(endpoints.get, { params: { id: recordId ?? '' } }, { signal }),
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });

  /** What the form was last filled from, so a refetch of the user or the record does not wipe the typing. */
  const filledFrom = useRef<unknown>(null);
  useEffect(() => {
    if (!open) {
      filledFrom.current = null;
      return;
    }
    const source = isEdit ? record.data : 'new';
    if (!source || filledFrom.current === source) return;
    filledFrom.current = source;
    form.resetFields();
    if (!isEdit) {
      setIdempotencyKey(newIdempotencyKey());
      form.setFieldsValue({
        date: dayjs().format('YYYY-MM-DD'),
        currency_code: base,
        cash_box_id: nextBoxValue(user.cash_boxes, base, null),
        exchange_rate: null,
        direction: shape.direction ? 'in' : null,
      });
    } else if (record.data) {
      const r = record.data;
      const c = text(r.currency_code) ?? base;
      form.setFieldsValue({
        date: text(r.date)?.slice(0, 10) ?? null,
        currency_code: c,
        cash_box_id: nextBoxValue(user.cash_boxes, c, text(r.cash_box_id)),
        exchange_rate: c === base ? null : text(r.exchange_rate) && trimRate(String(r.exchange_rate)),
        amount: text(r.amount),
        category_id: text(r.category_id),
        to_cash_box_id: text(r.to_cash_box_id),
        to_amount: text(r.to_amount),
        direction: (text(r.direction) as 'in' | 'out' | null) ?? null,
        note: text(r.note),
      });
    }
  }, [open, isEdit, record.data, form, base, user.cash_boxes, shape.direction]);

  /** The user picked a currency: the box follows the spec's rules, the rate is the day's one or none. */
  const onCurrency = (next: string) => {
    form.setFieldsValue({
      cash_box_id: nextBoxValue(user.cash_boxes, next, form.getFieldValue('cash_box_id')),
      exchange_rate: defaultRate(user.currency_rates, next, base),
      to_cash_box_id: null,
      to_amount: null,
    });
  };

  const labelOf = (key: string) =>
    lt(`fields.${key === 'category_id' && shape.category ? shape.category : key}`);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: MoneyDocumentBody) =>
      isEdit
        ? call(endpoints.update, { params: { id: recordId ?? '' }, body })
        : call(endpoints.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, def.path] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      void client.invalidateQueries({ queryKey: ['accounting'] });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, labelOf, lt),
  });

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const all = { ...form.getFieldsValue(true), ...v } as Values;
    const c = all.currency_code ?? base;
    const body: MoneyDocumentBody = {
      date: all.date ?? '',
      currency_code: c,
      amount: all.amount ?? '',
      note: all.note ?? null,
    };
    if (shape.box) body.cash_box_id = boxToSend(user.cash_boxes, c, all.cash_box_id);
    if (c !== base && all.exchange_rate) body.exchange_rate = all.exchange_rate;
    if (shape.categoryLookup) body.category_id = all.category_id ?? null;
    if (shape.toBox) body.to_cash_box_id = all.to_cash_box_id ?? null;
    if (shape.toAmount && all.to_amount) body.to_amount = all.to_amount;
    if (shape.direction) body.direction = all.direction ?? 'in';
    await save.mutateAsync(body).catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  const { field: item, required } = fieldItems(labelOf, lt);
  const toBoxes = user.cash_boxes.filter((b) =>
    shape.toBox === 'same'
      ? b.currency_code === currency && b.id !== boxToSend(user.cash_boxes, currency, fromBox)
      : b.currency_code !== currency,
  );
  const equivalent = offBase ? times(amount, rate) : null;
  const title = lt(`kinds.${kind}.one`);

  return (
    <Modal
      open={open}
      title={lt(isEdit ? 'table:form.editTitle' : 'table:form.addTitle', { name: title })}
      width={640}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 12 }}>
        {lt('table:form.requiredHint')}
      </Typography.Paragraph>
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid={`form-${kind}`}>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="date"
                label={labelOf('date')}
                rules={[required('date')]}
                getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
                normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
              >
                <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <FieldCol {...item('currency_code', true)}>
              <Select
                data-testid="field-currency_code"
                onChange={(v: string) => onCurrency(v)}
                options={currencyCodes.map((code) => ({
                  value: code,
                  title: code,
                  label: <CurrencyTag code={code} />,
                }))}
              />
            </FieldCol>
            {showBox ? (
              <FieldCol {...item('cash_box_id', true)}>
                <Select
                  data-testid="field-cash_box_id"
                  options={matching.map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` }))}
                />
              </FieldCol>
            ) : null}
            <FieldCol {...item('amount', true)}>
              <MoneyInput addonAfter={currency ? currencyName(currency) : undefined} />
            </FieldCol>
            {offBase ? (
              <>
                <FieldCol {...item('exchange_rate', true)}>
                  <MoneyInput decimals={8} />
                </FieldCol>
                <Col xs={24} sm={12}>
                  <Form.Item label={lt('fields.base_amount', { currency: base })}>
                    <span data-testid="base-amount">
                      {equivalent === null ? '-' : <Amount value={equivalent} currency={base} />}
                    </span>
                  </Form.Item>
                </Col>
              </>
            ) : null}
            {shape.categoryLookup ? (
              <FieldCol {...item('category_id', true)}>
                <LookupSelect lookup={shape.categoryLookup} enabled={open} data-testid="field-category_id" />
              </FieldCol>
            ) : null}
            {shape.toBox ? (
              <FieldCol {...item('to_cash_box_id', true)}>
                <Select
                  data-testid="field-to_cash_box_id"
                  options={toBoxes.map((b) => ({
                    value: b.id,
                    label: `${b.code} - ${b.name} (${currencyName(b.currency_code)})`,
                  }))}
                />
              </FieldCol>
            ) : null}
            {shape.toAmount ? (
              <FieldCol {...item('to_amount')}>
                <MoneyInput />
              </FieldCol>
            ) : null}
            {shape.direction ? (
              <FieldCol {...item('direction', true)}>
                <Radio.Group
                  options={[
                    { value: 'in', label: lt('direction.in') },
                    { value: 'out', label: lt('direction.out') },
                  ]}
                />
              </FieldCol>
            ) : null}
            <NoteField label={labelOf('note')} />
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
