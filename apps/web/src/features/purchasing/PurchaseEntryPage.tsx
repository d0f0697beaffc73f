import type { PurchaseOrder } from '@bb/contracts';
import { purchaseEndpoints, purchaseOrderEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, Input, Row } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentEntryFrame } from '../../components/document/DocumentEntryFrame';
import { selectLine } from '../../components/document/line-columns';
import { useDocumentRecord, useDocumentSave, useFillOnce } from '../../components/document/useDocumentEntry';
import { MoneyInput } from '../../components/form/MoneyInput';
import { boxToSend, trimRate } from '../../components/form/money-document-rules';
import { TabOnEnter } from '../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useAuthUser } from '../../platform/auth/session';
import { currenciesQuery, settingsQuery } from '../../platform/auth/session-queries';
import { currencyName } from '../../platform/format/currency';
import { notify } from '../../platform/notify';
import { PurchaseHistoryDialog } from '../stock/PurchaseHistoryDialog';
import { isPositive, lineTotal, minus, num, sum, tidy, times, unitCosts } from './calc';
import { DocumentHeader, headerDefaults } from './DocumentHeader';
import { currencyPart, focusSearchSoon, partyPart, readEntry } from './entry';
import { ItemSearch, type ItemSearchHandle } from './ItemSearch';
import { lineBody, lineFromDetail, lineWithoutSalePrice, newKey, type PurchaseLine } from './lines';
import { PurchaseLinesTable } from './PurchaseLinesTable';
import { PurchaseTotals } from './PurchaseTotals';
import { usePurchaseLines } from './usePurchaseLines';

const HEADER_FIELDS = [
  'supplier_id',
  'inventory_id',
  'purchase_date',
  'currency_code',
  'exchange_rate',
  'cash_box_id',
  'amount_paid',
  'invoice_reference',
  'expenses',
  'note',
];

/** Outstanding order lines as purchase lines (receiving an approved order). */
function linesFromOrder(order: PurchaseOrder): PurchaseLine[] {
  return order.lines
    .filter((l) => isPositive(l.outstanding_quantity))
    .map((l) => ({
      key: newKey(),
      item_id: String(l.item_id),
      item_name: l.item_name,
      barcode: l.barcode,
      purchase_order_line_id: String(l.id),
      outstanding: tidy(l.outstanding_quantity),
      batch_number: '',
      expire_date: '',
      quantity: tidy(l.outstanding_quantity),
      bonus: '0',
      purchase_price_before_discount: tidy(l.expected_price),
      discount: '0',
      purchase_price: tidy(l.expected_price),
      sale_price: '',
      wholesale_price: '',
      sale_prices: [],
      per_packet: l.per_packet || 1,
    }));
}

/**
 * The keyboard-first purchase entry (add/{purchaseOrderId} with 0 for new, edit/{id}, and the
 * purchase-detail add-edit/{id}): header, batch search, the lines in a tab-on-enter area, landed
 * costs, what is paid now from a cash box and what stays owed. Receiving an approved order fills its
 * outstanding lines. Saving creates the lots and posts to the ledger on the server.
 */
export function PurchaseEntryPage() {
  const { t } = useTranslation('purchasing');
  const lt = looseT(t);
  const params = useParams();
  const user = useAuthUser();
  const base = user.base_currency_code;
  const editId = params.id ?? null;
  const orderId =
    !editId && params.purchaseOrderId && params.purchaseOrderId !== '0' ? params.purchaseOrderId : null;
  const title = useScreenTitle(
    editId ? 'inventory.purchase.edit' : 'inventory.purchase.add',
    'purchasing:purchase.title',
    'purchase',
  );
  const [form] = Form.useForm();
  const search = useRef<ItemSearchHandle>(null);
  const area = useRef<HTMLDivElement>(null);
  const { lines, setLines, add, edit, fcPrice, remove } = usePurchaseLines();
  const [history, setHistory] = useState<PurchaseLine | null>(null);
  const settings = useQuery(settingsQuery);
  const currencies = useQuery(currenciesQuery);
  const existing = useDocumentRecord(purchaseEndpoints.get, editId);
  const order = useDocumentRecord(purchaseOrderEndpoints.get, orderId);

  useFillOnce(editId ? existing.data : orderId ? order.data : 'new', () => {
    form.setFieldsValue({ ...headerDefaults(user, 'purchase_date'), amount_paid: '0', expenses: '0' });
    const p = existing.data;
    const o = order.data;
    if (editId && p) {
      form.setFieldsValue({
        supplier_id: String(p.supplier_id),
        inventory_id: String(p.inventory_id),
        purchase_date: p.purchase_date,
        currency_code: p.currency_code,
        exchange_rate: p.currency_code === base ? null : trimRate(p.exchange_rate),
        cash_box_id: p.cash_box_id,
        amount_paid: tidy(p.amount_paid),
        invoice_reference: p.invoice_reference,
        expenses: tidy(p.expenses),
        note: p.note,
      });
      setLines(p.lines.map(lineFromDetail));
    } else if (orderId && o) {
      form.setFieldsValue({
        supplier_id: String(o.supplier_id),
        inventory_id: String(o.inventory_id),
        currency_code: o.currency_code,
      });
      setLines(linesFromOrder(o));
    }
    focusSearchSoon(search);
  });

  const currency = (Form.useWatch('currency_code', form) as string | undefined) ?? base;
  const inventoryId = Form.useWatch('inventory_id', form) as string | undefined;
  const rate = Form.useWatch('exchange_rate', form) as string | null | undefined;
  const expenses = (Form.useWatch('expenses', form) as string | undefined) ?? '0';
  const paid = (Form.useWatch('amount_paid', form) as string | undefined) ?? '0';
  const subtotal = sum(lines.map((l) => lineTotal(l.quantity, l.purchase_price)));
  const total = sum([subtotal, expenses]);
  const costs = useMemo(() => unitCosts(lines, expenses), [lines, expenses]);
  const fcCurrencies = settings.data?.productFcPrices
    ? (currencies.data ?? []).map((c) => c.code).filter((c) => c !== currency)
    : [];
  const sold = Boolean(existing.data?.sold);
  const audited = Boolean(existing.data?.audited);

  const onPick = (pick: Parameters<typeof add>[0]) => selectLine(area.current, add(pick, inventoryId), true);

  const save = useDocumentSave(purchaseEndpoints, {
    editId,
    form,
    fields: HEADER_FIELDS,
    t: lt,
    viewPath: (id) => `/inventory/purchase/view/${id}`,
  });

  const submit = async () => {
    const v = await readEntry(form, lines, t('lines.needQuantity'));
    if (!v) return;
    const unpriced = lineWithoutSalePrice(lines);
    if (unpriced) {
      notify.error(t('lines.needSalePrice', { item: unpriced.item_name }));
      return;
    }
    const { currency_code, ...rate } = currencyPart(v, base);
    const amountPaid = num(v.amount_paid);
    await save({
      ...partyPart(v),
      purchase_order_id: orderId ?? existing.data?.purchase_order_id ?? null,
      purchase_date: v.purchase_date ?? '',
      currency_code,
      ...rate,
      cash_box_id: isPositive(amountPaid) ? boxToSend(user.cash_boxes, currency_code, v.cash_box_id) : null,
      amount_paid: amountPaid,
      invoice_reference: v.invoice_reference || null,
      expenses: num(v.expenses),
      lines: lines.map(lineBody),
    });
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const loading = (editId !== null && existing.isLoading) || (orderId !== null && order.isLoading);
  const number = existing.data ? ` ${existing.data.invoice_id}` : '';
  const from = order.data ? ` - ${t('purchase.fromOrder', { number: order.data.invoice_id })}` : '';

  return (
    <DocumentEntryFrame
      testId="screen-purchase-entry"
      title={`${title}${number}${from}`}
      cancelTo="/inventory/purchase"
      saveTestId="purchase-save"
      onSave={() => guard.run()}
      saving={guard.loading}
      sold={sold}
      audited={audited}
      loading={loading}
    >
      <Form form={form} layout="vertical" data-testid="form-purchase">
        <Card size="small" style={{ marginBlockEnd: 12 }}>
          <Row gutter={12}>
            <DocumentHeader form={form} dateField="purchase_date" cashBox lockParty={orderId !== null} />
            {currency !== base ? (
              <Col xs={24} sm={12} md={6}>
                <Form.Item label={t('fields.foreignAmount', { currency: base })}>
                  <span data-testid="base-total">{times(total, rate)}</span>
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24} sm={12} md={6}>
              <Form.Item name="invoice_reference" label={t('fields.invoiceReference')}>
                <Input maxLength={100} data-testid="field-invoice_reference" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <div ref={area}>
          <TabOnEnter>
            <ItemSearch ref={search} inventoryId={inventoryId} onPick={onPick} />
            <div style={{ marginBlock: 12 }}>
              <PurchaseLinesTable
                lines={lines}
                currency={currency}
                costs={costs}
                fcCurrencies={fcCurrencies}
                onEdit={edit}
                onFcPrice={fcPrice}
                onRemove={remove}
                onHistory={(l) => l.product_id && setHistory(l)}
              />
            </div>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Row gutter={12}>
                  <Col xs={12}>
                    <Form.Item name="expenses" label={t('fields.expenses')}>
                      <MoneyInput addonAfter={currencyName(currency)} />
                    </Form.Item>
                  </Col>
                  <Col xs={12}>
                    <Form.Item name="amount_paid" label={t('fields.amountPaid')}>
                      <MoneyInput addonAfter={currencyName(currency)} />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item name="note" label={t('fields.note')}>
                      <Input.TextArea rows={2} maxLength={2000} />
                    </Form.Item>
                  </Col>
                </Row>
              </Col>
              <Col xs={24} md={12}>
                <PurchaseTotals
                  currency={currency}
                  base={base}
                  rate={rate ?? null}
                  subtotal={subtotal}
                  expenses={num(expenses)}
                  total={total}
                  paid={num(paid)}
                  remaining={minus(total, paid)}
                  baseTotal={currency !== base ? times(total, rate) : null}
                  onPayAll={() => form.setFieldValue('amount_paid', total)}
                />
              </Col>
            </Row>
          </TabOnEnter>
        </div>
      </Form>
      <PurchaseHistoryDialog
        productId={history?.product_id ?? null}
        name={history?.item_name}
        barcode={history?.barcode}
        onClose={() => setHistory(null)}
      />
    </DocumentEntryFrame>
  );
}

export default PurchaseEntryPage;
