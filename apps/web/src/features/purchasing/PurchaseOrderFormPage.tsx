import { purchaseOrderEndpoints } from '@bb/contracts';
import { Form } from 'antd';
import { DocumentEntryFrame } from '../../components/document/DocumentEntryFrame';
import { useDocumentRecord, useFillOnce } from '../../components/document/useDocumentEntry';
import { addDecimal } from '../../components/form/decimal';
import { TabOnEnter } from '../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { num, tidy } from './calc';
import { DocumentHeaderForm, headerDefaults } from './DocumentHeader';
import { defineEntry, focusSearchSoon, partyPart, useEntryBasics } from './entry';
import { ItemSearch, type Pick } from './ItemSearch';
import { newKey } from './lines';
import { type OrderLine, OrderLinesTable, orderLineBody } from './OrderLinesTable';

const ENTRY = defineEntry<OrderLine>()({
  routes: { edit: 'inventory.purchase_order.edit', add: 'inventory.purchase_order.add' },
  title: ['purchasing:order.title', 'order'],
  endpoints: purchaseOrderEndpoints,
  fields: ['supplier_id', 'inventory_id', 'date', 'currency_code', 'note'],
  viewPath: (id) => `/inventory/purchase-order/view/${id}`,
});

/** Purchase order add ({id} absent) and edit: header, items with quantities and expected prices. */
export function PurchaseOrderFormPage() {
  const { editId, user, title, form, search, area, lines, setLines, edit, remove, add, read, save } =
    useEntryBasics(ENTRY);
  const currency = (Form.useWatch('currency_code', form) as string | undefined) ?? user.base_currency_code;
  const inventoryId = Form.useWatch('inventory_id', form) as string | undefined;
  const existing = useDocumentRecord(purchaseOrderEndpoints.get, editId);

  useFillOnce(editId ? existing.data : 'new', (source) => {
    form.setFieldsValue(headerDefaults(user, 'date'));
    if (typeof source === 'object') {
      form.setFieldsValue({
        supplier_id: String(source.supplier_id),
        inventory_id: String(source.inventory_id),
        date: source.date,
        currency_code: source.currency_code,
        note: source.note,
      });
      setLines(
        source.lines.map((l) => ({
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
    focusSearchSoon(search);
  });

  const onPick = ({ item, lot }: Pick) => {
    const price = tidy(lot?.purchase_price ?? item.lots[0]?.purchase_price) || '0';
    const found = { item_id: item.item_id, item_name: item.name, barcode: item.barcode };
    add(
      (l) => l.item_id === item.item_id,
      { key: newKey(), ...found, quantity: '1', expected_price: price },
      (l) => ({ ...l, quantity: addDecimal(num(l.quantity), 1) }),
    );
  };

  const submit = async () => {
    const v = await read();
    if (!v) return;
    const date = v.date ?? '';
    await save({
      ...partyPart(v),
      date,
      currency_code: v.currency_code ?? '',
      lines: lines.map(orderLineBody),
    });
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  return (
    <DocumentEntryFrame
      testId="screen-purchase-order-form"
      title={`${title}${existing.data ? ` ${existing.data.invoice_id}` : ''}`}
      cancelTo="/inventory/purchase-order"
      saveTestId="order-save"
      onSave={() => guard.run()}
      saving={guard.loading}
      loading={editId !== null && existing.isLoading}
    >
      <DocumentHeaderForm testId="form-purchase-order" form={form} dateField="date" />
      <div ref={area}>
        <TabOnEnter>
          <ItemSearch ref={search} inventoryId={inventoryId} onPick={onPick} />
          <OrderLinesTable lines={lines} currency={currency} onEdit={edit} onRemove={remove} />
        </TabOnEnter>
      </div>
    </DocumentEntryFrame>
  );
}

export default PurchaseOrderFormPage;
