import { DeleteOutlined } from '@ant-design/icons';
import { type CartItem, lineTotal, unitPrice } from '@bb/contracts';
import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { MoneyInput } from '../../../components/form/MoneyInput';

interface Props {
  lines: CartItem[];
  /** The cart's currency (line totals are in it). */
  currency: string;
  onQuantity: (productId: string, value: string) => void;
  onPrice: (productId: string, value: string) => void;
  onRemove: (productId: string) => void;
}

const SCROLL = { y: 'calc(100vh - 330px)' } as const;
const rowProps = (row: CartItem) =>
  ({ 'data-testid': `pos-line-${row.barcode}` }) as HTMLAttributes<HTMLElement>;
/** Cart operations keep the lines they do not change (same objects): only a changed line re-renders. */
const lineChanged = (line: CartItem, before: CartItem) => line !== before;

/**
 * The lines of the active cart, newest first: quantity and unit price editable, stock shown. Memoised
 * with stable props, so a scan renders the new line (and the totals), not the 40 lines before it; a
 * change of currency or language, which every cell shows, renders the table afresh (its key).
 */
export const CartLines = memo(function CartLines({
  lines,
  currency: cur,
  onQuantity,
  onPrice,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('sales');
  const columns = useMemo(
    () => lineColumns(t, cur, { onQuantity, onPrice, onRemove }),
    [t, cur, onQuantity, onPrice, onRemove],
  );
  const locale = useMemo(() => ({ emptyText: t('pos.emptyCart') }), [t]);
  return (
    <Table<CartItem>
      key={`${cur}|${i18n.language}`}
      size="small"
      rowKey="product_id"
      dataSource={lines}
      pagination={false}
      scroll={SCROLL}
      locale={locale}
      data-testid="pos-lines"
      onRow={rowProps}
      columns={columns}
    />
  );
});

function lineColumns(
  t: TFunction<'sales'>,
  cur: string,
  { onQuantity, onPrice, onRemove }: Omit<Props, 'lines' | 'currency'>,
): TableColumnsType<CartItem> {
  return (
    [
      {
        key: 'name',
        title: t('fields.name'),
        render: (_, r) => (
          <div>
            <div>{r.name}</div>
            <small dir="ltr">
              {r.barcode}
              {r.batch_number ? ` · ${r.batch_number}` : ''}
              {r.expire_date ? ` · ${r.expire_date}` : ''}
            </small>
            {r.currency_code !== cur ? <Tag style={{ marginInlineStart: 4 }}>{r.currency_code}</Tag> : null}
          </div>
        ),
      },
      {
        key: 'stock',
        title: t('fields.stock'),
        width: 80,
        align: 'end',
        render: (_, r) => <bdi>{r.quantity}</bdi>,
      },
      {
        key: 'sale_quantity',
        title: t('fields.quantity'),
        width: 110,
        render: (_, r) => (
          <MoneyInput
            id={`qty-${r.product_id}`}
            decimals={4}
            value={r.sale_quantity}
            onChange={(v) => onQuantity(r.product_id, v === '' ? '0' : v)}
          />
        ),
      },
      {
        key: 'price',
        title: t('fields.price'),
        width: 130,
        render: (_, r) => (
          <MoneyInput
            id={`price-${r.product_id}`}
            value={unitPrice(r)}
            onChange={(v) => onPrice(r.product_id, v === '' ? '0' : v)}
          />
        ),
      },
      {
        key: 'total',
        title: t('fields.total'),
        width: 130,
        align: 'end',
        render: (_, r) => (
          <span data-testid={`pos-line-total-${r.barcode}`}>
            <Amount value={lineTotal(r)} currency={cur} showCode={false} />
          </span>
        ),
      },
      {
        key: 'remove',
        width: 48,
        render: (_, r) => (
          <Tooltip title={t('pos.remove')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('pos.remove')}
              onClick={() => onRemove(r.product_id)}
            />
          </Tooltip>
        ),
      },
    ] as TableColumnsType<CartItem>
  ).map((c) => ({ ...c, shouldCellUpdate: lineChanged }));
}
