import { DeleteOutlined } from '@ant-design/icons';
import { type EndpointInput, purchaseOrderEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Row, Spin, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { addDecimal } from '../../components/form/decimal';
import { MoneyInput } from '../../components/form/MoneyInput';
import { newIdempotencyKey } from '../../components/form/money-document-rules';
import { applyServerErrors } from '../../components/form/server-errors';
import { TabOnEnter } from '../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { cellLabel, looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { ORDER_PATH } from './api';
import { focusIfIdle, isPositive, lineTotal, num, sum, tidy } from './calc';
import { DocumentHeader, headerDefaults } from './DocumentHeader';
import { ItemSearch, type ItemSearchHandle, type Pick } from './ItemSearch';
import { newKey } from './lines';

interface OrderLine {
  key: string;
  id?: string;
  item_id: string;
  item_name: string;
  barcode: string;
  quantity: string;
  expected_price: string;
}

const FIELDS = ['supplier_id', 'inventory_id', 'date', 'currency_code', 'note'];

/** Purchase order add ({id} absent) and edit: header, items with quantities and expected prices. */
export function PurchaseOrderFormPage() {
  const { t } = useTranslation('purchasing');
  const lt = looseT(t);
  const { id } = useParams();
  const editId = id ?? null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useAuthUser();
  const title = useScreenTitle(
    editId ? 'inventory.purchase_order.edit' : 'inventory.purchase_order.add',
    'purchasing:order.title',
    'order',
  );
  const [form] = Form.useForm();
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const search = useRef<ItemSearchHandle>(null);
  const area = useRef<HTMLDivElement>(null);
  const currency = (Form.useWatch('currency_code', form) as string | undefined) ?? user.base_currency_code;
  const inventoryId = Form.useWatch('inventory_id', form) as string | undefined;

  const existing = useQuery({
    queryKey: ['record', ORDER_PATH, editId],
    queryFn: ({ signal }) => call(purchaseOrderEndpoints.get, { params: { id: editId ?? '' } }, { signal }),
    enabled: editId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const filled = useRef<unknown>(null);
  useEffect(() => {
    const source = editId ? existing.data : 'new';
    if (!source || filled.current === source) return;
    filled.current = source;
    form.setFieldsValue(headerDefaults(user, 'date'));
    if (existing.data) {
      const o = existing.data;
      form.setFieldsValue({
        supplier_id: String(o.supplier_id),
        inventory_id: String(o.inventory_id),
        date: o.date,
        currency_code: o.currency_code,
        note: o.note,
      });
      setLines(
        o.lines.map((l) => ({
          key: newKey(),
          id: String(l.id),
          item_id: String(l.item_id),
          item_name: l.item_name,
          barcode: l.barcode,
          quantity: tidy(l.quantity),
          expected_price: tidy(l.expected_price),
        })),
      );
    }
    setTimeout(() => focusIfIdle(() => search.current?.focus()), 300);
  }, [editId, existing.data, form, user]);

  const onPick = ({ item, lot }: Pick) => {
    const price = tidy(lot?.purchase_price ?? item.lots[0]?.purchase_price) || '0';
    let key = newKey();
    setLines((current) => {
      const same = current.find((l) => l.item_id === item.item_id);
      if (same) {
        key = same.key;
        return current.map((l) =>
          l.key === same.key ? { ...l, quantity: addDecimal(num(l.quantity), 1) } : l,
        );
      }
      return [
        {
          key,
          item_id: item.item_id,
          item_name: item.name,
          barcode: item.barcode,
          quantity: '1',
          expected_price: price,
        },
        ...current,
      ];
    });
    setTimeout(
      () => area.current?.querySelector<HTMLInputElement>(`[data-row-key="${key}"] input`)?.select(),
      50,
    );
  };
  const editLine = (key: string, field: 'quantity' | 'expected_price', value: string) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, [field]: value } : l)));

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: EndpointInput<typeof purchaseOrderEndpoints.create>['body']) =>
      editId
        ? call(purchaseOrderEndpoints.update, { params: { id: editId }, body })
        : call(purchaseOrderEndpoints.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (answer) => {
      notify.success(lt(editId ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['record'] });
      navigate(`/inventory/purchase-order/view/${answer?.id ?? editId}`);
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, (k) => lt(`fields.${k}`), lt),
  });
  const submit = async () => {
    let v: Record<string, string | null | undefined>;
    try {
      v = { ...form.getFieldsValue(true), ...(await form.validateFields()) };
    } catch {
      return;
    }
    if (lines.length === 0 || lines.some((l) => !isPositive(l.quantity))) {
      notify.error(t('lines.needQuantity'));
      return;
    }
    await save
      .mutateAsync({
        supplier_id: v.supplier_id ?? '',
        inventory_id: v.inventory_id ?? '',
        date: v.date ?? '',
        currency_code: v.currency_code ?? '',
        note: v.note || null,
        lines: lines.map((l) => ({
          id: l.id ?? null,
          item_id: l.item_id,
          quantity: num(l.quantity),
          expected_price: num(l.expected_price),
        })),
      })
      .catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;

  return (
    <div data-testid="screen-purchase-order-form">
      <Flex justify="space-between" align="center" style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
          {existing.data ? ` ${existing.data.invoice_id}` : ''}
        </Typography.Title>
        <Flex gap={8}>
          <Button onClick={() => navigate('/inventory/purchase-order')}>{lt('table:actions.cancel')}</Button>
          <Button type="primary" loading={guard.loading} onClick={() => guard.run()} data-testid="order-save">
            {lt('table:actions.save')}
          </Button>
        </Flex>
      </Flex>
      <Spin spinning={editId !== null && existing.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-purchase-order">
          <Card size="small" style={{ marginBlockEnd: 12 }}>
            <Row gutter={12}>
              <DocumentHeader form={form} dateField="date" />
              <Col xs={24} md={12}>
                <Form.Item name="note" label={t('fields.note')}>
                  <Input maxLength={2000} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Form>
        <div ref={area}>
          <TabOnEnter>
            <ItemSearch ref={search} inventoryId={inventoryId} onPick={onPick} />
            <Table<OrderLine>
              style={{ marginBlockStart: 12 }}
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              dataSource={lines}
              data-testid="order-lines"
              locale={{ emptyText: t('lines.empty') }}
              columns={[
                {
                  key: 'item',
                  title: t('fields.item'),
                  render: (_, l) => (
                    <>
                      {l.item_name} <bdi>({l.barcode})</bdi>
                    </>
                  ),
                },
                {
                  key: 'quantity',
                  title: t('fields.quantity'),
                  render: (_, l) => (
                    <div style={{ width: 100 }} data-testid={`order-line-quantity-${l.barcode}`}>
                      <MoneyInput
                        value={l.quantity}
                        decimals={4}
                        aria-label={cellLabel(t('fields.quantity'), l.item_name)}
                        onChange={(v) => editLine(l.key, 'quantity', v)}
                      />
                    </div>
                  ),
                },
                {
                  key: 'price',
                  title: t('fields.expectedPrice'),
                  render: (_, l) => (
                    <div style={{ width: 130 }} data-testid={`order-line-price-${l.barcode}`}>
                      <MoneyInput
                        value={l.expected_price}
                        aria-label={cellLabel(t('fields.expectedPrice'), l.item_name)}
                        onChange={(v) => editLine(l.key, 'expected_price', v)}
                      />
                    </div>
                  ),
                },
                {
                  key: 'total',
                  title: t('fields.total'),
                  render: (_, l) => money(lineTotal(l.quantity, l.expected_price)),
                },
                {
                  key: 'remove',
                  title: '',
                  render: (_, l) => (
                    <Button
                      size="small"
                      type="text"
                      danger
                      tabIndex={-1}
                      icon={<DeleteOutlined />}
                      aria-label={t('lines.remove')}
                      onClick={() => setLines((c) => c.filter((x) => x.key !== l.key))}
                    />
                  ),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    {t('totals.total')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3}>
                    <span data-testid="order-total">
                      {money(sum(lines.map((l) => lineTotal(l.quantity, l.expected_price))))}
                    </span>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} />
                </Table.Summary.Row>
              )}
            />
          </TabOnEnter>
        </div>
      </Spin>
    </div>
  );
}

export default PurchaseOrderFormPage;
