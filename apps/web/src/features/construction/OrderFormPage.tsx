import {
  type ConstructionOrderInput,
  type ConstructionOrderRecord,
  constructionEndpoints,
  constructionOrderEndpoints,
  dec,
  resourceLookup,
} from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LookupSelect } from '../../components/form/LookupSelect';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { formatNumber, formatQuantity } from '../../platform/format/numbers';
import { DocumentLinesForm, useLinesDocument } from './DocumentLinesForm';
import { ORDER_BASE } from './shared';

interface Values {
  project_id?: string;
  date: Dayjs;
  note?: string;
}
const FIELDS = ['project_id', 'date', 'note', 'lines'] as const;

/**
 * Add (`/add`) or edit (`/{id}/edit`) a stock-out order: the project, then a quantity against each
 * bill-of-quantities line wanted (planned, already ordered and issued shown beside it).
 */
export default function OrderFormPage() {
  const { t } = useTranslation('construction');
  const editing = !!useParams().id;
  useScreenTitle(
    editing ? 'construction.stock_out_orders.edit' : 'construction.stock_out_orders.add',
    'construction:orders.title',
    'stock-out order',
  );
  const [form] = Form.useForm<Values>();
  const projectId = Form.useWatch('project_id', form);
  const doc = useLinesDocument<Values, ConstructionOrderRecord, ConstructionOrderInput>({
    form,
    fields: FIELDS,
    viewBase: ORDER_BASE,
    queryKey: 'construction-order',
    get: (id) => call(constructionOrderEndpoints.get, { params: { id } }),
    loaded: (r) => ({
      values: { project_id: r.project_id, date: dayjs(r.date), note: r.note ?? '' },
      quantities: Object.fromEntries(r.lines.map((l) => [l.boq_line_id, l.quantity])),
    }),
    create: (body) => call(constructionOrderEndpoints.create, { body }),
    update: (id, body) => call(constructionOrderEndpoints.update, { params: { id }, body }),
    lineKey: 'boq_line_id',
    noLines: { field: 'project_id', message: t('orders.noLines') },
    header: (v) => ({
      project_id: v.project_id ?? '',
      date: v.date.format('YYYY-MM-DD'),
      note: v.note || null,
    }),
  });
  const { id, record, quantities, setQuantities } = doc;
  const boq = useQuery({
    queryKey: ['construction-boq', projectId],
    queryFn: () => call(constructionEndpoints.projectBoq, { params: { id: projectId! } }),
    enabled: !!projectId,
  });
  const required = { required: true, message: t('form.required') };
  return (
    <DocumentLinesForm
      testId="construction-order-form"
      title={record.data?.invoice_id ?? t('orders.add')}
      loading={!!id && record.isLoading}
      form={form}
      initialValues={{ date: dayjs() }}
      onFinish={doc.submit}
      lead={
        <Col xs={24} md={10}>
          <Form.Item name="project_id" label={t('fields.project')} rules={[required]}>
            <LookupSelect
              lookup={resourceLookup('construction_project')}
              data-testid="order-project"
              onChange={() => setQuantities({})}
            />
          </Form.Item>
        </Col>
      }
      noteSpan={10}
      rows={boq.data?.data ?? []}
      rowsLoading={boq.isFetching}
      emptyText={t('orders.chooseProject')}
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
      ]}
      quantities={quantities}
      setQuantities={setQuantities}
      lineName={(l) => l.name}
      quantityTestId="order-quantity"
      summary={(rows) =>
        boq.data ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={8}>
              {t('orders.plannedCost', {
                value: formatNumber(rows.reduce((s, l) => s.plus(l.planned_cost), dec(0)).toFixed(), {
                  maximumFractionDigits: 6,
                }),
              })}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
      cancelTo={ORDER_BASE}
      saving={doc.saving}
      saveTestId="order-save"
    />
  );
}
