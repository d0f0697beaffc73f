import { DeleteOutlined } from '@ant-design/icons';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { cellLabel } from '../../../components/loose-t';
import { formatNumber } from '../../../platform/format/numbers';
import type { SearchLot } from '../api';

/** A document line: a lot and the quantity moved (or counted). */
export interface LotLine {
  product_id: string;
  name: string;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
  /** Stock on hand when picked. */
  stock: string;
  quantity: string;
}

export const lineOf = (lot: SearchLot, quantity = '1'): LotLine => ({
  product_id: lot.id,
  name: lot.name,
  barcode: lot.barcode,
  batch_number: lot.batch_number,
  expire_date: lot.expire_date,
  stock: lot.quantity,
  quantity,
});

/** Adds a picked lot: a lot already listed gets one more (whole quantities), a new one goes first. */
export function addLine(lines: LotLine[], lot: SearchLot, quantity = '1'): LotLine[] {
  const found = lines.find((l) => l.product_id === lot.id);
  if (!found) return [lineOf(lot, quantity), ...lines];
  if (!/^\d+$/.test(found.quantity)) return lines;
  const next = (BigInt(found.quantity) + 1n).toString();
  return lines.map((l) => (l.product_id === lot.id ? { ...l, quantity: next } : l));
}

export function LotLines({
  lines,
  onChange,
  quantityLabel,
  readOnly,
  errors,
}: {
  lines: LotLine[];
  onChange?: (lines: LotLine[]) => void;
  quantityLabel: string;
  readOnly?: boolean;
  /** Messages by line index. */
  errors?: Record<number, string[]>;
}) {
  const { t } = useTranslation('stock');
  const set = (id: string, quantity: string) =>
    onChange?.(lines.map((l) => (l.product_id === id ? { ...l, quantity } : l)));
  return (
    <Table<LotLine>
      data-testid="lot-lines"
      size="small"
      rowKey="product_id"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: t('lines.empty') }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('fields.name') },
        {
          key: 'barcode',
          dataIndex: 'barcode',
          title: t('fields.barcode'),
          render: (v: string) => <bdi>{v}</bdi>,
        },
        {
          key: 'batch',
          title: t('fields.batch_number'),
          render: (_: unknown, r) => [r.batch_number, r.expire_date].filter(Boolean).join(' · '),
        },
        {
          key: 'stock',
          dataIndex: 'stock',
          title: t('fields.stock'),
          render: (v: string) => formatNumber(v, { maximumFractionDigits: 4 }),
        },
        {
          key: 'quantity',
          title: quantityLabel,
          width: 160,
          render: (_: unknown, r, i) =>
            readOnly ? (
              formatNumber(r.quantity, { maximumFractionDigits: 4 })
            ) : (
              <div data-testid={`line-quantity-${r.product_id}`}>
                <MoneyInput
                  value={r.quantity}
                  decimals={4}
                  aria-label={cellLabel(quantityLabel, r.name)}
                  onChange={(v) => set(r.product_id, v)}
                />
                {errors?.[i] ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {errors[i]!.join(' ')}
                  </Typography.Text>
                ) : null}
              </div>
            ),
        },
        ...(readOnly
          ? []
          : [
              {
                key: 'remove',
                width: 48,
                render: (_: unknown, r: LotLine) => (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('lines.remove')}
                    onClick={() => onChange?.(lines.filter((l) => l.product_id !== r.product_id))}
                  />
                ),
              },
            ]),
      ]}
    />
  );
}
