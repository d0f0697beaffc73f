import { dec } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Form, type FormInstance, Input, Row, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
 * Saving a construction document (order or stock-out): create or update, then its view page; the server's
 * refusals land on the form's fields.
 */
export function useDocumentSave<B>(opts: {
  form: FormInstance;
  fields: readonly string[];
  save: (body: B) => Promise<{ id: string }>;
  viewBase: string;
  /** More queries the saved document changes. */
  invalidate?: string[];
}) {
  const { t } = useTranslation('construction');
  const lt = looseT(t);
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: opts.save,
    meta: { silent: true },
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      for (const key of opts.invalidate ?? []) void client.invalidateQueries({ queryKey: [key] });
      navigate(`${opts.viewBase}/view/${res.id}`);
    },
    onError: (e) => applyServerErrors(opts.form, e, opts.fields, (k) => lt(`fields.${k}`), lt),
  });
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
