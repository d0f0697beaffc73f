import {
  add,
  identityEndpoints,
  type PrepareInput,
  type PrepareSaved,
  recipeEndpoints,
  toText,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Descriptions, Flex, Form, Input, Result, Row, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { formatNumber, formatQuantity } from '../../platform/format/numbers';

interface Values {
  inventory_id?: string;
  recipe_id?: string;
  date: Dayjs;
  quantity?: string;
  extra_cost?: string;
  sale_price?: string;
  note?: string;
}
const FIELDS = ['inventory_id', 'recipe_id', 'date', 'quantity', 'extra_cost', 'sale_price', 'note'] as const;

/** The chosen recipe's materials per batch, with what the chosen branch holds of each. */
function RecipeMaterials({ id, inventoryId }: { id: string; inventoryId: string | undefined }) {
  const { t } = useTranslation('recipes');
  const { data } = useQuery({
    queryKey: ['recipe', id],
    queryFn: () => call(recipeEndpoints.get, { params: { id } }),
  });
  const { data: lots } = useQuery({
    queryKey: ['material-lots', inventoryId],
    queryFn: () => call(recipeEndpoints.materialLots, { params: { inventory_id: inventoryId! } }),
    enabled: !!inventoryId,
  });
  const held = (itemId: string) =>
    lots ? toText(add(...lots.data.filter((l) => l.item_id === itemId).map((l) => l.quantity), '0')) : null;
  if (!data) return null;
  return (
    <Card size="small" title={t('prepare.perBatch', { yield: formatQuantity(data.yield_quantity) })}>
      <Table
        size="small"
        rowKey="material_item_id"
        pagination={false}
        dataSource={data.lines}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('fields.material') },
          {
            key: 'quantity',
            title: t('fields.quantity'),
            render: (_, l) => `${formatQuantity(l.quantity)} ${l.measurement ?? ''}`,
          },
          {
            key: 'waste',
            title: t('fields.waste_percent'),
            render: (_, l) => `${formatQuantity(l.waste_percent)}%`,
          },
          {
            key: 'held',
            title: t('fields.in_branch'),
            render: (_, l) => {
              const q = held(l.material_item_id);
              return q === null ? '-' : formatQuantity(q);
            },
          },
        ]}
      />
      {data.steps.length > 0 ? (
        <ol style={{ marginBlockStart: 8 }}>
          {data.steps.map((s, i) => (
            <li key={`${i}-${s.name}`}>{s.name}</li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

/**
 * /inventory/prepare-product: make N of a product from its recipe in a branch. The materials leave by
 * FIFO/LIFO at cost; the product's new lot enters at exactly their sum plus the extra cost.
 */
export default function PreparePage() {
  const { t } = useTranslation('recipes');
  const lt = looseT(t);
  const title = useScreenTitle('inventory.prepare_product', 'recipes:prepare.title', 'prepare');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const recipeId = Form.useWatch('recipe_id', form);
  const inventoryId = Form.useWatch('inventory_id', form);
  const [done, setDone] = useState<PrepareSaved | null>(null);
  const prepare = useMutation({
    mutationFn: (body: PrepareInput) => call(recipeEndpoints.prepare, { body }),
    meta: { silent: true },
    onSuccess: (res) => {
      setDone(res);
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    },
    onError: (e) => applyServerErrors(form, e, FIELDS, (k) => lt(`fields.${k}`), lt),
  });
  const submit = (v: Values) =>
    prepare.mutate({
      inventory_id: v.inventory_id ?? '',
      recipe_id: v.recipe_id ?? '',
      date: v.date.format('YYYY-MM-DD'),
      quantity: v.quantity ?? '',
      extra_cost: v.extra_cost?.trim() || '0',
      ...(v.sale_price?.trim() ? { sale_price: v.sale_price.trim() } : {}),
      note: v.note ?? null,
    });
  if (done)
    return (
      <Result
        status="success"
        data-testid="prepare-done"
        title={t('prepare.done', { number: done.invoice_id })}
        extra={[
          <Button key="again" type="primary" onClick={() => setDone(null)}>
            {t('prepare.again')}
          </Button>,
          <Button key="history" onClick={() => navigate('/inventory/prepare-product-history')}>
            {t('history.title')}
          </Button>,
        ]}
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'materials',
              label: t('fields.materials_cost'),
              children: formatNumber(done.materials_cost, { maximumFractionDigits: 6 }),
            },
            {
              key: 'extra',
              label: t('fields.extra_cost'),
              children: formatNumber(done.extra_cost, { maximumFractionDigits: 6 }),
            },
            {
              key: 'unit',
              label: t('fields.unit_cost'),
              children: formatNumber(done.unit_cost, { maximumFractionDigits: 6 }),
            },
            { key: 'expiry', label: t('fields.expire_date'), children: done.expire_date ?? '-' },
          ]}
        />
      </Result>
    );
  const required = { required: true, message: t('recipe.required') };
  return (
    <div data-testid="screen-prepare-product">
      <Flex vertical gap={12}>
        <Card size="small" title={title}>
          <Form<Values> form={form} layout="vertical" initialValues={{ date: dayjs() }} onFinish={submit}>
            <Row gutter={12}>
              <Col xs={24} md={6}>
                <Form.Item name="inventory_id" label={t('fields.inventory')} rules={[required]}>
                  <LookupSelect
                    lookup={identityEndpoints.lookups.inventory}
                    data-testid="prepare-inventory"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="recipe_id" label={t('fields.recipe')} rules={[required]}>
                  <LookupSelect lookup={recipeEndpoints.lookup} data-testid="prepare-recipe" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="quantity" label={t('fields.quantity')} rules={[required]}>
                  <Input inputMode="decimal" data-testid="prepare-quantity" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="date" label={t('fields.date')} rules={[required]}>
                  <DatePicker format={DATE_FORMAT} allowClear={false} style={{ inlineSize: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="extra_cost" label={t('fields.extra_cost')} tooltip={t('prepare.extraHelp')}>
                  <Input inputMode="decimal" data-testid="prepare-extra" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="sale_price" label={t('fields.sale_price')} tooltip={t('prepare.priceHelp')}>
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col xs={24} md={18}>
                <Form.Item name="note" label={t('fields.note')}>
                  <Input maxLength={1000} />
                </Form.Item>
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" loading={prepare.isPending} data-testid="prepare-submit">
              {t('prepare.submit')}
            </Button>
          </Form>
        </Card>
        {recipeId ? <RecipeMaterials id={recipeId} inventoryId={inventoryId} /> : null}
      </Flex>
    </div>
  );
}
