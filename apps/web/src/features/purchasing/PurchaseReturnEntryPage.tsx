import type { ReturnableLot } from '@bb/contracts';
import { purchaseEndpoints, purchaseReturnEndpoints } from '@bb/contracts';
import { Col, Flex, Form } from 'antd';
import { useSearchParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { DocumentEntryFrame } from '../../components/document/DocumentEntryFrame';
import { useDocumentRecord, useFillOnce } from '../../components/document/useDocumentEntry';
import { MoneyInput } from '../../components/form/MoneyInput';
import { boxToSend, trimRate } from '../../components/form/money-document-rules';
import { TabOnEnter } from '../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { currencyName } from '../../platform/format/currency';
import { isPositive, lineTotal, minus, num, sum, tidy } from './calc';
import { DocumentHeaderForm, headerDefaults } from './DocumentHeader';
import { currencyPart, defineEntry, focusSearchSoon, partyPart, useEntryBasics } from './entry';
import { newKey } from './lines';
import { PurchaseLotsCard } from './PurchaseLotsCard';
import { type ReturnLine, ReturnLinesTable, returnLineBody, returnLineFromDetail } from './ReturnLinesTable';
import { ReturnLotSearch } from './ReturnLotSearch';

const ENTRY = defineEntry<ReturnLine>()({
  routes: { edit: 'inventory.purchase_return_detail.add_edit', add: 'inventory.purchase_return.add' },
  title: ['purchasing:return.title', 'return'],
  endpoints: purchaseReturnEndpoints,
  fields: [
    'supplier_id',
    'inventory_id',
    'date',
    'currency_code',
    'exchange_rate',
    'cash_box_id',
    'amount_received',
    'note',
  ],
  viewPath: (id) => `/inventory/purchase-return-detail/view/${id}`,
});

/** A lot to add: one the search found, or one of the purchase the return starts from. */
type LotToAdd = Pick<
  ReturnableLot,
  | 'product_id'
  | 'item_id'
  | 'item_name'
  | 'barcode'
  | 'batch_number'
  | 'expire_date'
  | 'quantity'
  | 'purchase_price'
>;

/**
 * A purchase return: add (optionally from a purchase, ?purchase_id=, whose lots are offered) and the
 * detail add-edit/{id?} page. Lots found by the search go back at their purchase price; cash the
 * supplier pays back now goes into a cash box, the rest lowers what is owed to them.
 */
export function PurchaseReturnEntryPage() {
  const { t, editId, user, title, form, search, area, lines, setLines, edit, remove, add, read, save } =
    useEntryBasics(ENTRY);
  const [query] = useSearchParams();
  const purchaseId = editId ? null : query.get('purchase_id');
  const base = user.base_currency_code;
  const existing = useDocumentRecord(purchaseReturnEndpoints.get, editId);
  const purchase = useDocumentRecord(purchaseEndpoints.get, purchaseId);

  useFillOnce(editId ? existing.data : purchaseId ? purchase.data : 'new', () => {
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
    const e = existing.data;
    if (e) {
      form.setFieldsValue({
        date: e.date,
        cash_box_id: e.cash_box_id,
        amount_received: tidy(e.amount_received),
        note: e.note,
      });
      setLines(e.lines.map((l) => returnLineFromDetail(l, newKey())));
    }
    focusSearchSoon(search);
  });

  const currency = (Form.useWatch('currency_code', form) as string | undefined) ?? base;
  const supplierId = Form.useWatch('supplier_id', form) as string | undefined;
  const inventoryId = Form.useWatch('inventory_id', form) as string | undefined;
  const received = (Form.useWatch('amount_received', form) as string | undefined) ?? '0';
  const total = sum(lines.map((l) => lineTotal(l.quantity, l.price)));

  const addLot = (lot: LotToAdd) => {
    const { product_id, item_id, item_name, barcode, batch_number, expire_date } = lot;
    const found = { product_id: String(product_id), item_id: String(item_id), item_name, barcode };
    const line = { ...found, batch_number, expire_date, available: tidy(lot.quantity) };
    const price = tidy(lot.purchase_price);
    add((l) => l.product_id === found.product_id, { key: newKey(), ...line, quantity: '1', price });
  };

  const submit = async () => {
    const v = await read();
    if (!v) return;
    const { currency_code, ...rate } = currencyPart(v, base);
    const amount = num(v.amount_received);
    const box = isPositive(amount) ? boxToSend(user.cash_boxes, currency_code, v.cash_box_id) : null;
    await save({
      ...partyPart(v),
      date: v.date ?? '',
      currency_code,
      ...rate,
      cash_box_id: box,
      amount_received: amount,
      lines: lines.map(returnLineBody),
    });
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const money = (v: string) => <Amount value={v} currency={currency} />;

  return (
    <DocumentEntryFrame
      testId="screen-purchase-return-entry"
      title={`${title}${existing.data ? ` ${existing.data.invoice_id}` : ''}${purchase.data ? ` - ${purchase.data.invoice_id}` : ''}`}
      cancelTo="/inventory/purchase-return"
      saveTestId="return-save"
      onSave={() => guard.run()}
      saving={guard.loading}
      audited={Boolean(existing.data?.audited)}
      loading={(editId !== null && existing.isLoading) || (purchaseId !== null && purchase.isLoading)}
    >
      <DocumentHeaderForm
        testId="form-purchase-return"
        form={form}
        dateField="date"
        cashBox
        lockParty={purchaseId !== null}
      >
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="amount_received" label={t('fields.amountReceived')}>
            <MoneyInput addonAfter={currencyName(currency)} />
          </Form.Item>
        </Col>
      </DocumentHeaderForm>
      <PurchaseLotsCard
        lines={(purchase.data?.lines ?? []).filter((l) => isPositive(l.lot_quantity))}
        currency={currency}
        onPick={(l) => addLot({ ...l, quantity: l.lot_quantity })}
      />
      <div ref={area}>
        <TabOnEnter>
          <ReturnLotSearch ref={search} supplierId={supplierId} inventoryId={inventoryId} onPick={addLot} />
          <div style={{ marginBlock: 12 }}>
            <ReturnLinesTable lines={lines} currency={currency} onEdit={edit} onRemove={remove} />
          </div>
        </TabOnEnter>
      </div>
      <Flex gap={24} justify="end" data-testid="return-totals">
        <span>
          {t('totals.total')}: {money(total)}
        </span>
        <span>
          {t('totals.received')}: {money(num(received))}
        </span>
        <span>
          {t('totals.remaining')}: {money(minus(total, received))}
        </span>
      </Flex>
    </DocumentEntryFrame>
  );
}

export default PurchaseReturnEntryPage;
