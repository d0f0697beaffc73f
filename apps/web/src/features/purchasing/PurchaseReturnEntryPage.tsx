import type { ReturnableLot } from '@bb/contracts';
import { type EndpointInput, purchaseEndpoints, purchaseReturnEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Row, Spin, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { MoneyInput } from '../../components/form/MoneyInput';
import { boxToSend, newIdempotencyKey, trimRate } from '../../components/form/money-document-rules';
import { applyServerErrors } from '../../components/form/server-errors';
import { TabOnEnter } from '../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { Quantity } from '../../components/Quantity';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { currencyName } from '../../platform/format/currency';
import { notify } from '../../platform/notify';
import { PURCHASE_PATH, RETURN_PATH } from './api';
import { focusIfIdle, isPositive, lineTotal, minus, num, sum, tidy } from './calc';
import { DocumentHeader, headerDefaults } from './DocumentHeader';
import type { ItemSearchHandle } from './ItemSearch';
import { newKey } from './lines';
import { type ReturnLine, ReturnLinesTable } from './ReturnLinesTable';
import { ReturnLotSearch } from './ReturnLotSearch';

const FIELDS = [
  'supplier_id',
  'inventory_id',
  'date',
  'currency_code',
  'exchange_rate',
  'cash_box_id',
  'amount_received',
  'note',
];

/**
 * A purchase return: add (optionally from a purchase, ?purchase_id=, whose lots are offered) and the
 * detail add-edit/{id?} page. Lots found by the search go back at their purchase price; cash the
 * supplier pays back now goes into a cash box, the rest lowers what is owed to them.
 */
export function PurchaseReturnEntryPage() {
  const { t } = useTranslation('purchasing');
  const lt = looseT(t);
  const { id } = useParams();
  const editId = id ?? null;
  const [query] = useSearchParams();
  const purchaseId = editId ? null : query.get('purchase_id');
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useAuthUser();
  const base = user.base_currency_code;
  const title = useScreenTitle(
    editId ? 'inventory.purchase_return_detail.add_edit' : 'inventory.purchase_return.add',
    'purchasing:return.title',
    'return',
  );
  const [form] = Form.useForm();
  const [lines, setLines] = useState<ReturnLine[]>([]);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const search = useRef<ItemSearchHandle>(null);
  const area = useRef<HTMLDivElement>(null);

  const existing = useQuery({
    queryKey: ['record', RETURN_PATH, editId],
    queryFn: ({ signal }) => call(purchaseReturnEndpoints.get, { params: { id: editId ?? '' } }, { signal }),
    enabled: editId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const purchase = useQuery({
    queryKey: ['record', PURCHASE_PATH, purchaseId],
    queryFn: ({ signal }) => call(purchaseEndpoints.get, { params: { id: purchaseId ?? '' } }, { signal }),
    enabled: purchaseId !== null,
    staleTime: 0,
  });
  const filled = useRef<unknown>(null);
  useEffect(() => {
    const source = editId ? existing.data : purchaseId ? purchase.data : 'new';
    if (!source || filled.current === source) return;
    filled.current = source;
    form.setFieldsValue({ ...headerDefaults(user, 'date'), amount_received: '0' });
    const r = existing.data ?? purchase.data;
    if (r) {
      form.setFieldsValue({
        supplier_id: String(r.supplier_id),
        inventory_id: String(r.inventory_id),
        currency_code: r.currency_code,
        exchange_rate: r.currency_code === base ? null : trimRate(r.exchange_rate),
      });
    }
    if (existing.data) {
      const e = existing.data;
      form.setFieldsValue({
        date: e.date,
        cash_box_id: e.cash_box_id,
        amount_received: tidy(e.amount_received),
        note: e.note,
      });
      setLines(
        e.lines.map((l) => ({
          key: newKey(),
          id: String(l.id),
          product_id: String(l.product_id),
          item_id: String(l.item_id),
          item_name: l.item_name,
          barcode: l.barcode,
          batch_number: l.batch_number,
          expire_date: l.expire_date,
          available: l.lot_quantity,
          quantity: l.quantity,
          price: l.price,
        })),
      );
    }
    setTimeout(() => focusIfIdle(() => search.current?.focus()), 300);
  }, [editId, purchaseId, existing.data, purchase.data, form, user, base]);

  const currency = (Form.useWatch('currency_code', form) as string | undefined) ?? base;
  const supplierId = Form.useWatch('supplier_id', form) as string | undefined;
  const inventoryId = Form.useWatch('inventory_id', form) as string | undefined;
  const received = (Form.useWatch('amount_received', form) as string | undefined) ?? '0';
  const total = sum(lines.map((l) => lineTotal(l.quantity, l.price)));

  const addLot = (
    lot:
      | ReturnableLot
      | {
          product_id: string;
          item_id: string;
          item_name: string;
          barcode: string;
          batch_number: string;
          expire_date: string | null;
          quantity: string;
          purchase_price: string;
        },
  ) => {
    let key = newKey();
    setLines((current) => {
      const same = current.find((l) => l.product_id === String(lot.product_id));
      if (same) {
        key = same.key;
        return current;
      }
      return [
        {
          key,
          product_id: String(lot.product_id),
          item_id: String(lot.item_id),
          item_name: lot.item_name,
          barcode: lot.barcode,
          batch_number: lot.batch_number,
          expire_date: lot.expire_date,
          available: tidy(lot.quantity),
          quantity: '1',
          price: tidy(lot.purchase_price),
        },
        ...current,
      ];
    });
    setTimeout(
      () => area.current?.querySelector<HTMLInputElement>(`[data-row-key="${key}"] input`)?.select(),
      50,
    );
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: EndpointInput<typeof purchaseReturnEndpoints.create>['body']) =>
      editId
        ? call(purchaseReturnEndpoints.update, { params: { id: editId }, body })
        : call(purchaseReturnEndpoints.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (answer) => {
      notify.success(lt(editId ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['record'] });
      navigate(`/inventory/purchase-return-detail/view/${answer?.id ?? editId}`);
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
    const c = v.currency_code ?? base;
    const amount = num(v.amount_received);
    await save
      .mutateAsync({
        supplier_id: v.supplier_id ?? '',
        inventory_id: v.inventory_id ?? '',
        date: v.date ?? '',
        currency_code: c,
        ...(c !== base && v.exchange_rate ? { exchange_rate: v.exchange_rate } : {}),
        cash_box_id: isPositive(amount) ? boxToSend(user.cash_boxes, c, v.cash_box_id) : null,
        amount_received: amount,
        note: v.note || null,
        lines: lines.map((l) => ({
          id: l.id ?? null,
          product_id: l.product_id,
          quantity: num(l.quantity),
          price: num(l.price),
        })),
      })
      .catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const fromPurchase = (purchase.data?.lines ?? []).filter((l) => isPositive(l.lot_quantity));

  return (
    <div data-testid="screen-purchase-return-entry">
      <Flex justify="space-between" align="center" style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
          {existing.data ? ` ${existing.data.invoice_id}` : ''}
          {purchase.data ? ` - ${purchase.data.invoice_id}` : ''}
        </Typography.Title>
        <Flex gap={8}>
          <Button onClick={() => navigate('/inventory/purchase-return')}>{lt('table:actions.cancel')}</Button>
          <Button
            type="primary"
            loading={guard.loading}
            disabled={Boolean(existing.data?.audited)}
            onClick={() => guard.run()}
            data-testid="return-save"
          >
            {lt('table:actions.save')}
          </Button>
        </Flex>
      </Flex>
      <Spin spinning={(editId !== null && existing.isLoading) || (purchaseId !== null && purchase.isLoading)}>
        <Form form={form} layout="vertical" data-testid="form-purchase-return">
          <Card size="small" style={{ marginBlockEnd: 12 }}>
            <Row gutter={12}>
              <DocumentHeader form={form} dateField="date" cashBox lockParty={purchaseId !== null} />
              <Col xs={24} sm={12} md={6}>
                <Form.Item name="amount_received" label={t('fields.amountReceived')}>
                  <MoneyInput addonAfter={currencyName(currency)} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="note" label={t('fields.note')}>
                  <Input maxLength={2000} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Form>
        {fromPurchase.length > 0 ? (
          <Card size="small" title={t('return.purchaseLines')} style={{ marginBlockEnd: 12 }}>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={fromPurchase}
              data-testid="purchase-lots"
              onRow={(l) => ({
                onClick: () => addLot({ ...l, quantity: l.lot_quantity }),
                style: { cursor: 'pointer' },
              })}
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
                { key: 'batch', title: t('fields.batchNumber'), dataIndex: 'batch_number' },
                {
                  key: 'stock',
                  title: t('fields.stock'),
                  render: (_, l) => <Quantity value={l.lot_quantity} />,
                },
                {
                  key: 'price',
                  title: t('fields.purchasePrice'),
                  render: (_, l) => <Amount value={l.purchase_price} currency={currency} />,
                },
              ]}
            />
          </Card>
        ) : null}
        <div ref={area}>
          <TabOnEnter>
            <ReturnLotSearch ref={search} supplierId={supplierId} inventoryId={inventoryId} onPick={addLot} />
            <div style={{ marginBlock: 12 }}>
              <ReturnLinesTable
                lines={lines}
                currency={currency}
                onEdit={(key, field, value) =>
                  setLines((c) => c.map((l) => (l.key === key ? { ...l, [field]: value } : l)))
                }
                onRemove={(key) => setLines((c) => c.filter((l) => l.key !== key))}
              />
            </div>
          </TabOnEnter>
        </div>
        <Flex gap={24} justify="end" data-testid="return-totals">
          <span>
            {t('totals.total')}: <Amount value={total} currency={currency} />
          </span>
          <span>
            {t('totals.received')}: <Amount value={num(received)} currency={currency} />
          </span>
          <span>
            {t('totals.remaining')}: <Amount value={minus(total, received)} currency={currency} />
          </span>
        </Flex>
      </Spin>
    </div>
  );
}

export default PurchaseReturnEntryPage;
