import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { itemColumn, removeColumn } from '../../components/document/line-columns';
import { MoneyInput } from '../../components/form/MoneyInput';
import { cellLabel } from '../../components/loose-t';
import { lineTotal, num, sum } from './calc';

export interface OrderLine {
  key: string;
  id?: string;
  item_id: string;
  item_name: string;
  barcode: string;
  quantity: string;
  expected_price: string;
}

/** The lines of a purchase order being entered: quantity and expected price, the line totals and the total. */
export function OrderLinesTable({
  lines,
  currency,
  onEdit,
  onRemove,
}: {
  lines: OrderLine[];
  currency: string;
  onEdit: (key: string, field: 'quantity' | 'expected_price', value: string) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('purchasing');
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;
  const input = (l: OrderLine, field: 'quantity' | 'expected_price') => (
    <div
      style={{ width: field === 'quantity' ? 100 : 130 }}
      data-testid={`order-line-${field === 'quantity' ? 'quantity' : 'price'}-${l.barcode}`}
    >
      <MoneyInput
        value={l[field]}
        {...(field === 'quantity' ? { decimals: 4 } : {})}
        aria-label={cellLabel(
          t(field === 'quantity' ? 'fields.quantity' : 'fields.expectedPrice'),
          l.item_name,
        )}
        onChange={(v) => onEdit(l.key, field, v)}
      />
    </div>
  );
  return (
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
        itemColumn<OrderLine>(t('fields.item')),
        { key: 'quantity', title: t('fields.quantity'), render: (_, l) => input(l, 'quantity') },
        { key: 'price', title: t('fields.expectedPrice'), render: (_, l) => input(l, 'expected_price') },
        {
          key: 'total',
          title: t('fields.total'),
          render: (_, l) => money(lineTotal(l.quantity, l.expected_price)),
        },
        removeColumn<OrderLine>(t('lines.remove'), onRemove),
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
  );
}

/** A line as the order's body sends it. */
export const orderLineBody = (l: OrderLine) => ({
  id: l.id ?? null,
  item_id: l.item_id,
  quantity: num(l.quantity),
  expected_price: num(l.expected_price),
});
