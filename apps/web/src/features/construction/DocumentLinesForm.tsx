import { dec } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Form, type FormInstance, Input, Row, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { applyServerErrors } from '../../components/form/server-errors';
import { looseT } from '../../components/loose-t';

/** A quantity typed in a line: a plain positive decimal. */
export const positiveQuantity = (v: string | undefined) =>
  !!v && /^\d+(\.\d+)?$/.test(v.trim()) && dec(v.trim()).gt(0);

/** The typed quantities as document lines keyed by `key` (only positive ones). */
export const linesOf = <K extends string>(quantities: Record<string, string>, key: K) =>
  Object.entries(quantities)
    .filter(([, q]) => positiveQuantity(q))
    .map(([id, quantity]) => ({ [key]: id, quantity: quantity.trim() }) as Record<K | 'quantity', string>);

/**
 * The state of a construction document's add/edit page (order or stock-out): the record edited (its header
 * put on the form and its quantities typed once loaded), the quantities typed per line, and `submit`, which
 * refuses a document without lines on its first field, else creates or updates it and opens its view page;
 * the server's refusals land on the form's fields.
 */
export function useLinesDocument<V, R, B extends { lines: unknown[] }>(opts: {
  form: FormInstance<V>;
  fields: readonly string[];
  viewBase: string;
  /** The record's query key (the document's own, shared with its view page). */
  queryKey: string;
  get: (id: string) => Promise<R>;
  /** The loaded record's header fields and its quantities per line. */
  loaded: (record: R) => { values: Partial<V>; quantities: Record<string, string> };
  create: (body: B) => Promise<{ id: string }>;
  update: (id: string, body: B) => Promise<{ id: string }>;
  /** The line's key in the body (`boq_line_id`, `order_line_id`). */
  lineKey: string;
  /** The field the "no lines" refusal shows on, and its message. */
  noLines: { field: string; message: string };
  header: (values: V) => Omit<B, 'lines'>;
  /** More queries the saved document changes. */
  invalidate?: string[];
}) {
  const { t } = useTranslation('construction');
  const lt = looseT(t);
  const { id } = useParams();
  const { form } = opts;
  const client = useQueryClient();
  const navigate = useNavigate();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const record = useQuery({
    queryKey: [opts.queryKey, id],
    queryFn: () => opts.get(id!),
    enabled: !!id,
  });
  const latest = useRef(opts.loaded);
  latest.current = opts.loaded;
  useEffect(() => {
    if (!record.data) return;
    const { values, quantities } = latest.current(record.data);
    form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setQuantities(quantities);
  }, [record.data, form]);
  const save = useMutation({
    mutationFn: (body: B) => (id ? opts.update(id, body) : opts.create(body)),
    meta: { silent: true },
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      for (const key of opts.invalidate ?? []) void client.invalidateQueries({ queryKey: [key] });
      navigate(`${opts.viewBase}/view/${res.id}`);
    },
    onError: (e) => applyServerErrors(form, e, opts.fields, (k) => lt(`fields.${k}`), lt),
  });
  const submit = (values: V) => {
    const lines = linesOf(quantities, opts.lineKey);
    if (lines.length === 0) {
      form.setFields([{ name: opts.noLines.field as never, errors: [opts.noLines.message] }]);
      return;
    }
    save.mutate({ ...opts.header(values), lines } as unknown as B);
  };
  return { id, record, quantities, setQuantities, submit, saving: save.isPending };
}

interface Props<V, L extends { id: string }> {
  testId: string;
  title: string;
  loading: boolean;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  /** The header's first fields (columns of one row); the date, `afterDate` and the note follow. */
  lead: ReactNode;
  afterDate?: ReactNode;
  /** Columns (of 24, from md up) the note takes. */
  noteSpan: number;
  rows: L[];
  rowsLoading: boolean;
  emptyText: string;
  /** The line columns before the quantity typed. */
  columns: ColumnsType<L>;
  /** The quantity typed per line id, and its setter. */
  quantities: Record<string, string>;
  setQuantities: (update: (q: Record<string, string>) => Record<string, string>) => void;
  lineName: (line: L) => string;
  /** Prefix of each quantity input's test id (`{prefix}-{row index}`). */
  quantityTestId: string;
  summary?: (rows: readonly L[]) => ReactNode;
  cancelTo: string;
  saving: boolean;
  saveTestId: string;
}

/**
 * The add/edit page of a construction document: a header row of fields (with the date and a note), then its lines as a table with a
 * quantity typed against each line wanted, and save / cancel. Orders and stock-outs both use it.
 */
export function DocumentLinesForm<V extends object, L extends { id: string }>(p: Props<V, L>) {
  const { t } = useTranslation('construction');
  const navigate = useNavigate();
  const quantityColumn: ColumnsType<L>[number] = {
    key: 'take',
    title: t('fields.quantity'),
    width: 140,
    render: (_, l, i) => (
      <Input
        inputMode="decimal"
        aria-label={`${t('fields.quantity')} ${p.lineName(l)}`}
        data-testid={`${p.quantityTestId}-${i}`}
        value={p.quantities[l.id] ?? ''}
        status={p.quantities[l.id] && !positiveQuantity(p.quantities[l.id]) ? 'error' : undefined}
        onChange={(e) => p.setQuantities((q) => ({ ...q, [l.id]: e.target.value }))}
      />
    ),
  };
  return (
    <Spin spinning={p.loading}>
      <Card data-testid={p.testId} title={p.title}>
        <Form<V> form={p.form} layout="vertical" initialValues={p.initialValues as V} onFinish={p.onFinish}>
          <Row gutter={12}>
            {p.lead}
            <Col xs={12} md={4}>
              <Form.Item
                name="date"
                label={t('fields.date')}
                rules={[{ required: true, message: t('form.required') }]}
              >
                <DatePicker allowClear={false} format="DD/MM/YYYY" style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            {p.afterDate}
            <Col xs={24} md={p.noteSpan}>
              <Form.Item name="note" label={t('fields.note')}>
                <Input maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Table<L>
            size="small"
            rowKey="id"
            pagination={false}
            loading={p.rowsLoading}
            dataSource={p.rows}
            locale={{ emptyText: p.emptyText }}
            columns={[...p.columns, quantityColumn]}
            summary={p.summary}
          />
          <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
            <Button onClick={() => navigate(p.cancelTo)}>{t('form.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={p.saving} data-testid={p.saveTestId}>
              {t('form.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Spin>
  );
}
