import type { PurchaseReturn } from '@bb/contracts';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { itemColumn, removeColumn } from '../../components/document/line-columns';
import { MoneyInput } from '../../components/form/MoneyInput';
import { cellLabel } from '../../components/loose-t';
import { Quantity } from '../../components/Quantity';
import { lineTotal, num } from './calc';

export interface ReturnLine {
  key: string;
  id?: string;
  product_id: string;
  item_id: string;
  item_name: string;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
  /** What the lot holds now. */
  available: string;
  quantity: string;
  price: string;
}

/** The lots going back: quantity (at most what the lot holds; the server checks) and credited price. */
export function ReturnLinesTable({
  lines,
  currency,
  readOnly,
  onEdit,
  onRemove,
}: {
  lines: ReturnLine[];
  currency: string;
  readOnly?: boolean;
  onEdit?: (key: string, field: 'quantity' | 'price', value: string) => void;
  onRemove?: (key: string) => void;
}) {
  const { t } = useTranslation('purchasing');
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;
  const input = (l: ReturnLine, field: 'quantity' | 'price') =>
    readOnly ? (
      field === 'price' ? (
        money(l.price)
      ) : (
        <Quantity value={l.quantity} />
      )
    ) : (
      <div style={{ width: field === 'price' ? 130 : 90 }} data-testid={`return-line-${field}-${l.barcode}`}>
        <MoneyInput
          value={l[field]}
          decimals={field === 'price' ? 6 : 4}
          aria-label={cellLabel(t(field === 'price' ? 'fields.price' : 'fields.quantity'), l.item_name)}
          onChange={(v) => onEdit?.(l.key, field, v)}
        />
      </div>
    );
  return (
    <Table<ReturnLine>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      dataSource={lines}
      data-testid="return-lines"
      locale={{ emptyText: t('lines.empty') }}
      columns={[
        itemColumn<ReturnLine>(t('fields.item')),
        { key: 'batch', title: t('fields.batchNumber'), dataIndex: 'batch_number' },
        {
          key: 'expiry',
          title: t('fields.expireDate'),
          render: (_, l) => (l.expire_date ? dayjs(l.expire_date).format(DATE_SHOWN) : ''),
        },
        ...(readOnly ? [] : [{ key: 'available', title: t('fields.stock'), dataIndex: 'available' }]),
        { key: 'quantity', title: t('fields.quantity'), render: (_, l) => input(l, 'quantity') },
        { key: 'price', title: t('fields.price'), render: (_, l) => input(l, 'price') },
        { key: 'total', title: t('fields.total'), render: (_, l) => money(lineTotal(l.quantity, l.price)) },
        ...(readOnly ? [] : [removeColumn<ReturnLine>(t('lines.remove'), (key) => onRemove?.(key))]),
      ]}
    />
  );
}

/** A saved return line as a line of the table (its own id kept for an edit). */
export function returnLineFromDetail(l: PurchaseReturn['lines'][number], key: string): ReturnLine {
  return {
    key,
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
  };
}

/** A line as the return's body sends it. */
export const returnLineBody = (l: ReturnLine) => ({
  id: l.id ?? null,
  product_id: l.product_id,
  quantity: num(l.quantity),
  price: num(l.price),
});
