import {
  type ConstructionStockOutInput,
  type ConstructionStockOutRecord,
  constructionEndpoints,
  constructionOrderEndpoints,
  constructionStockOutEndpoints,
  dec,
} from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { formatQuantity } from '../../platform/format/numbers';
import { DocumentLinesForm, useLinesDocument } from './DocumentLinesForm';
import { OUT_BASE } from './shared';

interface Values {
  order_id?: string;
  date: Dayjs;
  is_return: boolean;
  note?: string;
}
const FIELDS = ['order_id', 'date', 'is_return', 'note', 'lines'] as const;

/**
 * Add (`/add`) or edit (`/{id}/edit`) a construction stock-out: an approved order, then the quantity issued
 * (or returned) against each of its lines, never more than is left to issue (or was issued).
 */
export default function StockOutFormPage() {
  const { t } = useTranslation('construction');
  const editing = !!useParams().id;
  useScreenTitle(
    editing ? 'construction.stock_outs.edit' : 'construction.stock_outs.add',
    'construction:stockOuts.title',
    'stock-out',
  );
  const [form] = Form.useForm<Values>();
  const orderId = Form.useWatch('order_id', form);
  const isReturn = Form.useWatch('is_return', form) ?? false;
  const doc = useLinesDocument<Values, ConstructionStockOutRecord, ConstructionStockOutInput>({
    form,
    fields: FIELDS,
    viewBase: OUT_BASE,
    invalidate: ['construction-order'],
    queryKey: 'construction-stock-out',
    get: (id) => call(constructionStockOutEndpoints.get, { params: { id } }),
    loaded: (r) => {
      const sums: Record<string, string> = {};
      for (const l of r.lines)
        sums[l.order_line_id] = dec(sums[l.order_line_id] ?? '0')
          .plus(l.quantity)
          .toFixed();
      return {
        values: { order_id: r.order_id, date: dayjs(r.date), is_return: r.is_return, note: r.note ?? '' },
        quantities: sums,
      };
    },
    create: (body) => call(constructionStockOutEndpoints.create, { body }),
    update: (id, body) => call(constructionStockOutEndpoints.update, { params: { id }, body }),
    lineKey: 'order_line_id',
    noLines: { field: 'order_id', message: t('stockOuts.noLines') },
    header: (v) => ({
      order_id: v.order_id ?? '',
      date: v.date.format('YYYY-MM-DD'),
      is_return: v.is_return,
      note: v.note || null,
    }),
  });
  const { id, record, quantities, setQuantities } = doc;
  const open = useQuery({
    queryKey: ['construction-open-orders'],
    queryFn: () => call(constructionEndpoints.openOrders, {}),
  });
  const order = useQuery({
    queryKey: ['construction-order', orderId],
    queryFn: () => call(constructionOrderEndpoints.get, { params: { id: orderId! } }),
    enabled: !!orderId,
  });
  // what this stock-out already holds counts as available again while it is edited
  const own = (lineId: string) =>
    record.data && record.data.order_id === orderId
      ? record.data.lines
          .filter((l) => l.order_line_id === lineId)
          .reduce((s, l) => s.plus(l.quantity), dec(0))
      : dec(0);
  const required = { required: true, message: t('form.required') };
  const options = (open.data?.data ?? []).map((o) => ({
    value: o.id,
    label: `${o.invoice_id} — ${o.project_name}`,
  }));
  if (record.data && !options.some((o) => o.value === record.data.order_id))
    options.push({ value: record.data.order_id, label: record.data.order_invoice_id });
  return (
    <DocumentLinesForm
      testId="construction-stock-out-form"
      title={record.data?.invoice_id ?? t('stockOuts.add')}
      loading={!!id && record.isLoading}
      form={form}
      initialValues={{ date: dayjs(), is_return: false }}
      onFinish={doc.submit}
      lead={
        <Col xs={24} md={9}>
          <Form.Item name="order_id" label={t('fields.order')} rules={[required]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={options}
              loading={open.isFetching}
              disabled={!!id}
              data-testid="stock-out-order"
              onChange={() => setQuantities({})}
            />
          </Form.Item>
        </Col>
      }
      afterDate={
        <Col xs={12} md={3}>
          <Form.Item name="is_return" label={t('stockOuts.return')} valuePropName="checked">
            <Switch data-testid="stock-out-return" />
          </Form.Item>
        </Col>
      }
      noteSpan={8}
      rows={order.data?.lines ?? []}
      rowsLoading={order.isFetching}
      emptyText={t('stockOuts.chooseOrder')}
      columns={[
        { key: 'boq', dataIndex: 'boq_name', title: t('fields.boq_line') },
        { key: 'item', dataIndex: 'item_name', title: t('fields.item') },
        { key: 'building', dataIndex: 'building_name', title: t('fields.building') },
        { key: 'quantity', title: t('fields.approved'), render: (_, l) => formatQuantity(l.quantity) },
        { key: 'issued', title: t('fields.issued'), render: (_, l) => formatQuantity(l.issued) },
        {
          key: 'room',
          title: isReturn ? t('fields.returnable') : t('fields.outstanding'),
          render: (_, l) =>
            formatQuantity(
              isReturn
                ? dec(l.issued).plus(own(l.id)).toFixed()
                : dec(l.outstanding).plus(own(l.id)).toFixed(),
            ),
        },
      ]}
      quantities={quantities}
      setQuantities={setQuantities}
      lineName={(l) => l.boq_name}
      quantityTestId="stock-out-quantity"
      cancelTo={OUT_BASE}
      saving={doc.saving}
      saveTestId="stock-out-save"
    />
  );
}
