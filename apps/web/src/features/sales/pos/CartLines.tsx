import { DeleteOutlined } from '@ant-design/icons';
import { type CartItem, dec, formatMoney, lineTotal, unitPrice } from '@bb/contracts';
import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { formatNumber } from '../../../platform/format/numbers';

interface Props {
  lines: CartItem[];
  /** The cart's currency (line totals are in it). */
  currency: string;
  /** The cost a line sells at or below (its warning), or null: see sale-checks.ts. */
  costOf: (line: CartItem) => string | null;
  /** Changes with what `costOf` reads (rate, return mode): the cells then render afresh. */
  costKey: string;
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
 * The lines of the active cart, newest first: quantity and unit price editable, stock shown, a
 * warning on a line at zero or below its cost. Memoised
 * with stable props, so a scan renders the new line (and the totals), not the 40 lines before it; a
 * change of currency, rate, return mode or language, which every cell shows, renders the table afresh (its key).
 */
export const CartLines = memo(function CartLines({
  lines,
  currency: cur,
  costOf,
  costKey,
  onQuantity,
  onPrice,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('sales');
  const columns = useMemo(
    () => lineColumns(t, cur, { costOf, onQuantity, onPrice, onRemove }),
    [t, cur, costOf, onQuantity, onPrice, onRemove],
  );
  const locale = useMemo(() => ({ emptyText: t('pos.emptyCart') }), [t]);
  return (
    <Table<CartItem>
      key={`${cur}|${costKey}|${i18n.language}`}
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
  { costOf, onQuantity, onPrice, onRemove }: Omit<Props, 'lines' | 'currency' | 'costKey'>,
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
            <CostWarning line={r} cost={costOf(r)} currency={cur} t={t} />
          </div>
        ),
      },
      {
        key: 'stock',
        title: t('fields.stock'),
        width: 80,
        align: 'end',
        render: (_, r) => <bdi>{formatNumber(r.quantity, { maximumFractionDigits: 4 })}</bdi>,
      },
      {
        key: 'sale_quantity',
        title: t('fields.quantity'),
        width: 110,
        render: (_, r) => (
          <MoneyInput
            id={`qty-${r.product_id}`}
            aria-label={t('pos.quantityOf', { name: r.name })}
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
            aria-label={t('pos.priceOf', { name: r.name })}
            // the currency's decimals while not typing (1.717557 USD shows 1.72); every digit is kept
            display={(v) => formatMoney(v, cur)}
            status={costOf(r) === null ? undefined : 'warning'}
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
              aria-label={t('pos.removeLine', { name: r.name })}
              onClick={() => onRemove(r.product_id)}
            />
          </Tooltip>
        ),
      },
    ] as TableColumnsType<CartItem>
  ).map((c) => ({ ...c, shouldCellUpdate: lineChanged }));
}

/** The line's warning: no price, or a price below its cost (in the cart's currency). */
function CostWarning(p: { line: CartItem; cost: string | null; currency: string; t: TFunction<'sales'> }) {
  if (p.cost === null) return null;
  const zero = !dec(unitPrice(p.line)).gt(0);
  return (
    <Tag
      color="warning"
      data-testid={`pos-line-below-cost-${p.line.barcode}`}
      style={{ marginInlineStart: 4 }}
    >
      {zero
        ? p.t('pos.zeroPrice')
        : p.t('pos.belowCostTag', { cost: `${formatMoney(p.cost, p.currency)} ${p.currency}` })}
    </Tag>
  );
}
