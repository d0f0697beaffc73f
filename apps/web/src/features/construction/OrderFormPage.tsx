import {
  type ConstructionOrderInput,
  constructionEndpoints,
  constructionOrderEndpoints,
  dec,
  resourceLookup,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Spin, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { applyServerErrors } from '../../components/form/server-errors';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { formatNumber, formatQuantity } from '../../platform/format/numbers';
import { ORDER_BASE } from './shared';

interface Values {
  project_id?: string;
  date: Dayjs;
  note?: string;
}
const FIELDS = ['project_id', 'date', 'note', 'lines'] as const;
const positive = (v: string | undefined) => !!v && /^\d+(\.\d+)?$/.test(v.trim()) && dec(v.trim()).gt(0);

/**
 * Add (`/add`) or edit (`/{id}/edit`) a stock-out order: the project, then a quantity against each
 * bill-of-quantities line wanted (planned, already ordered and issued shown beside it).
 */
export default function OrderFormPage() {
  const { t } = useTranslation('construction');
  const lt = looseT(t);
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  useScreenTitle(
    id ? 'construction.stock_out_orders.edit' : 'construction.stock_out_orders.add',
    'construction:orders.title',
    'stock-out order',
  );
  const [form] = Form.useForm<Values>();
  const projectId = Form.useWatch('project_id', form);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const record = useQuery({
    queryKey: ['construction-order', id],
    queryFn: () => call(constructionOrderEndpoints.get, { params: { id: id! } }),
    enabled: !!id,
  });
  useEffect(() => {
    const r = record.data;
    if (!r) return;
    form.setFieldsValue({ project_id: r.project_id, date: dayjs(r.date), note: r.note ?? '' });
    setQuantities(Object.fromEntries(r.lines.map((l) => [l.boq_line_id, l.quantity])));
  }, [record.data, form]);
  const boq = useQuery({
    queryKey: ['construction-boq', projectId],
    queryFn: () => call(constructionEndpoints.projectBoq, { params: { id: projectId! } }),
    enabled: !!projectId,
  });
  const save = useMutation({
    mutationFn: (body: ConstructionOrderInput) =>
      id
        ? call(constructionOrderEndpoints.update, { params: { id }, body })
        : call(constructionOrderEndpoints.create, { body }),
    meta: { silent: true },
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      navigate(`${ORDER_BASE}/view/${res.id}`);
    },
    onError: (e) => applyServerErrors(form, e, FIELDS, (k) => lt(`fields.${k}`), lt),
  });
  const submit = (v: Values) => {
    const lines = Object.entries(quantities)
      .filter(([, q]) => positive(q))
      .map(([boq_line_id, quantity]) => ({ boq_line_id, quantity: quantity.trim() }));
    if (lines.length === 0) {
      form.setFields([{ name: 'project_id', errors: [t('orders.noLines')] }]);
      return;
    }
    save.mutate({
      project_id: v.project_id ?? '',
      date: v.date.format('YYYY-MM-DD'),
      note: v.note || null,
      lines,
    });
  };
  const required = { required: true, message: t('form.required') };
  return (
    <Spin spinning={!!id && record.isLoading}>
      <Card data-testid="construction-order-form" title={record.data?.invoice_id ?? t('orders.add')}>
        <Form<Values> form={form} layout="vertical" initialValues={{ date: dayjs() }} onFinish={submit}>
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item name="project_id" label={t('fields.project')} rules={[required]}>
                <LookupSelect
                  lookup={resourceLookup('construction_project')}
                  data-testid="order-project"
                  onChange={() => setQuantities({})}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="date" label={t('fields.date')} rules={[required]}>
                <DatePicker allowClear={false} format="DD/MM/YYYY" style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="note" label={t('fields.note')}>
                <Input maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            loading={boq.isFetching}
            dataSource={boq.data?.data ?? []}
            locale={{ emptyText: t('orders.chooseProject') }}
            columns={[
              { key: 'code', dataIndex: 'code', title: t('fields.code'), width: 80 },
              { key: 'name', dataIndex: 'name', title: t('fields.boq_line') },
              { key: 'item', dataIndex: 'item_name', title: t('fields.item') },
              { key: 'building', dataIndex: 'building_name', title: t('fields.building') },
              {
                key: 'planned',
                title: t('fields.planned_quantity'),
                render: (_, l) => formatQuantity(l.planned_quantity),
              },
              { key: 'ordered', title: t('fields.ordered'), render: (_, l) => formatQuantity(l.ordered) },
              { key: 'issued', title: t('fields.issued'), render: (_, l) => formatQuantity(l.issued) },
              {
                key: 'quantity',
                title: t('fields.quantity'),
                width: 140,
                render: (_, l, i) => (
                  <Input
                    inputMode="decimal"
                    aria-label={`${t('fields.quantity')} ${l.name}`}
                    data-testid={`order-quantity-${i}`}
                    value={quantities[l.id] ?? ''}
                    status={quantities[l.id] && !positive(quantities[l.id]) ? 'error' : undefined}
                    onChange={(e) => setQuantities((q) => ({ ...q, [l.id]: e.target.value }))}
                  />
                ),
              },
            ]}
            summary={() =>
              boq.data ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={8}>
                    {t('orders.plannedCost', {
                      value: formatNumber(
                        boq.data.data.reduce((s, l) => s.plus(l.planned_cost), dec(0)).toFixed(),
                        { maximumFractionDigits: 6 },
                      ),
                    })}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
          <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
            <Button onClick={() => navigate(ORDER_BASE)}>{t('form.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="order-save">
              {t('form.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Spin>
  );
}
