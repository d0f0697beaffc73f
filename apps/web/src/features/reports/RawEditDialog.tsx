import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '../../components/data-table';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { fromUnits, toUnits } from '../../components/form/decimal';
import { FormDialog } from '../../components/form/FormDialog';
import { MoneyInput } from '../../components/form/MoneyInput';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { isApiError } from '../../platform/api/api-error';
import { call } from '../../platform/api/call';
import { translateServerMessage } from '../../platform/i18n/server-messages';
import { notify } from '../../platform/notify';
import type { RawEditDef, RawEditField, RawEditInput } from './raw-edit-reports';

type Values = Record<string, string | null | undefined>;

/** Decimal places of each numeric input (the server's scales). */
const SCALE: Partial<Record<RawEditInput, number>> = { quantity: 4, money: 6, percent: 4 };
const PRICE_TYPES = { '1': 1, '2': 2, '3': 3 } as const;

/** A row value as the form shows it: decimals without trailing zeros, dates and text as they are. */
function shown(field: RawEditField, value: unknown): string | null {
  if (value === null || value === undefined) return field.input === 'date' ? null : '';
  const scale = SCALE[field.input];
  if (scale === undefined) return String(value);
  const units = toUnits(String(value), scale);
  return units === null ? String(value) : fromUnits(units, scale);
}

/** Whether the typed value differs from the row's (numbers compared exactly, at the field's scale). */
function changed(field: RawEditField, before: string | null, after: string | null | undefined): boolean {
  const scale = SCALE[field.input];
  if (scale !== undefined) return toUnits(after ?? '', scale) !== toUnits(before ?? '', scale);
  if (field.input === 'text') return (after ?? '').trim() !== (before ?? '');
  return (after ?? null) !== (before ?? null);
}

/** A changed value as the correction sends it. */
function sent(field: RawEditField, value: string | null | undefined): unknown {
  if (field.input === 'priceType') return PRICE_TYPES[value as keyof typeof PRICE_TYPES];
  if (field.input === 'text') return (value ?? '').trim();
  if (field.input === 'date') return value ?? null;
  return value ?? '';
}

export interface RawEditDialogProps {
  def: RawEditDef;
  /** The line to correct; null keeps the dialog closed. */
  row: TableRow | null;
  onClose: () => void;
}

/**
 * 'Edit line': the correctable fields of one report line. Save sends only what changed as
 * `PUT {api}/{lineId}`; the server saves the whole document, so a refusal of the document's edit
 * (sold lots, audited, not enough quantity...) shows here with the server's message, the dialog stays
 * open, and the list reloads after a save.
 */
export function RawEditDialog({ def, row, onClose }: RawEditDialogProps) {
  const { t } = useTranslation('reports');
  const lt = looseT(t);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ type: 'error' | 'info'; text: string } | null>(null);
  const labelOf = (key: string) => {
    const field = def.fields.find((f) => f.key === key);
    return lt(field?.label ?? `reports:columns.${key}`);
  };

  useEffect(() => {
    if (!row) return;
    setNotice(null);
    form.resetFields();
    form.setFieldsValue(Object.fromEntries(def.fields.map((f) => [f.key, shown(f, row[f.key])])));
  }, [row, def, form]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      call(def.correct, { params: { lineId: String(row?.id) }, body: body as never }) as Promise<TableRow>,
    onSuccess: () => {
      notify.success(t('rawEdit.saved'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, def.table.path] });
      onClose();
    },
    onError: (error) => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY, def.table.path] });
      if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
        applyServerErrors(
          form,
          error,
          def.fields.map((f) => f.key),
          labelOf,
          lt,
        );
        return;
      }
      const text = isApiError(error) ? translateServerMessage(error.message) : String(error);
      setNotice({ type: 'error', text });
    },
  });

  const submit = async () => {
    if (!row) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: Record<string, unknown> = {};
    for (const f of def.fields) {
      const before = shown(f, row[f.key]);
      if (changed(f, before, values[f.key])) body[f.key] = sent(f, values[f.key]);
    }
    if (Object.keys(body).length === 0) {
      setNotice({ type: 'info', text: t('rawEdit.noChange') });
      return;
    }
    setNotice(null);
    await save.mutateAsync(body).catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  const required = (f: RawEditField) =>
    f.input === 'quantity' || f.input === 'money' || f.input === 'percent' || f.input === 'priceType'
      ? [{ required: true, message: lt('table:validation.required', { field: labelOf(f.key) }) }]
      : [];
  const positive = (f: RawEditField) =>
    f.positive
      ? [
          {
            validator: (_: unknown, v: string | undefined) =>
              v && toUnits(v, SCALE[f.input] ?? 6) === 0n
                ? Promise.reject(new Error(t('rawEdit.positive', { field: labelOf(f.key) })))
                : Promise.resolve(),
          },
        ]
      : [];

  const input = (f: RawEditField) => {
    const testId = `raw-edit-${f.key}`;
    switch (f.input) {
      case 'text':
        return <Input maxLength={64} dir="ltr" data-testid={testId} />;
      case 'date':
        return <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid={testId} />;
      case 'priceType':
        return (
          <Select
            data-testid={testId}
            options={Object.keys(PRICE_TYPES).map((v) => ({
              value: v,
              label: lt(`reports:rawEdit.priceTypes.${v}`),
            }))}
          />
        );
      default:
        return <MoneyInput decimals={SCALE[f.input] ?? 6} />;
    }
  };

  return (
    <FormDialog
      open={row !== null}
      title={t('rawEdit.title', {
        invoice: String(row?.[def.invoiceKey] ?? ''),
        item: String(row?.[def.itemKey] ?? ''),
      })}
      width={600}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      hint={t('rawEdit.hint')}
    >
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          title={notice.text}
          style={{ marginBlockEnd: 12 }}
          data-testid={`raw-edit-${notice.type === 'error' ? 'refusal' : 'notice'}`}
        />
      ) : null}
      <Form form={form} layout="vertical" data-testid="form-raw-edit">
        <Row gutter={12}>
          {def.fields.map((f) => (
            <Col xs={24} sm={12} key={f.key}>
              <Form.Item
                name={f.key}
                label={labelOf(f.key)}
                rules={[...required(f), ...positive(f)]}
                {...(f.input === 'date'
                  ? {
                      getValueProps: (v: unknown) => ({
                        value: typeof v === 'string' && v ? dayjs(v) : null,
                      }),
                      normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
                    }
                  : {})}
              >
                {input(f)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </FormDialog>
  );
}
