import { HistoryOutlined } from '@ant-design/icons';
import { Button, Input, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { RemoveLineButton } from '../../components/document/line-columns';
import { MoneyInput } from '../../components/form/MoneyInput';
import { cellLabel } from '../../components/loose-t';
import { Quantity } from '../../components/Quantity';
import { currencyName } from '../../platform/format/currency';
import { formatQuantity } from '../../platform/format/numbers';
import { isPositive, lineTotal } from './calc';
import type { PurchaseLine } from './lines';

export interface PurchaseLinesTableProps {
  lines: PurchaseLine[];
  currency: string;
  /** Unit cost per line (landed costs spread), same order as `lines`. */
  costs: string[];
  /** Other currencies with their own sale price column (setting productFcPrices). */
  fcCurrencies: string[];
  readOnly?: boolean;
  onEdit: (key: string, field: keyof PurchaseLine, value: string) => void;
  onFcPrice: (key: string, currency: string, value: string) => void;
  onRemove: (key: string) => void;
  onHistory?: (line: PurchaseLine) => void;
}

/**
 * Column widths (cell padding included). They add up to 1,249 px: the main column of a 1440 px screen
 * beside the 100 px sidebar, with the page's padding. Headers wrap within them.
 */
const W = {
  item: 156,
  batch: 100,
  date: 121,
  qty: 72,
  discount: 80,
  money: 96,
  total: 104,
  actions: 64,
} as const;
const tableWidth = (fcColumns: number) =>
  W.item +
  W.batch +
  W.date +
  2 * W.qty +
  W.discount +
  5 * W.money +
  W.total +
  W.actions +
  fcColumns * W.money;

const DATE_TYPED = /^\d{0,4}(-\d{0,2}(-\d{0,2})?)?$/;

/**
 * The lines of a purchase: item, batch number, expiry (typed YYYY-MM-DD), quantity, bonus, price before
 * discount, discount %, purchase price, cost (with the landed-cost share), sale and wholesale prices,
 * per-currency sale prices and the line total. Every input sits in the screen's tab-on-enter area, in
 * this order, so a scanner user types along a line with Enter.
 */
export function PurchaseLinesTable(props: PurchaseLinesTableProps) {
  const { t } = useTranslation('purchasing');
  const { lines, currency, readOnly } = props;
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;
  const cell =
    (field: keyof PurchaseLine, kind: 'money' | 'qty' | 'percent' | 'text' | 'date', label: string) =>
    (_: unknown, l: PurchaseLine): ReactNode => {
      const value = String(l[field] ?? '');
      if (readOnly) {
        if (kind === 'money') return money(value);
        if (kind === 'qty' || kind === 'percent') return <Quantity value={value} />;
        return <bdi>{kind === 'date' && value ? dayjs(value).format(DATE_SHOWN) : value}</bdi>;
      }
      const testId = `line-${field}-${l.barcode}`;
      if (kind === 'text' || kind === 'date')
        return (
          <Input
            size="small"
            value={value}
            dir="ltr"
            aria-label={cellLabel(label, l.item_name)}
            placeholder={kind === 'date' ? 'YYYY-MM-DD' : undefined}
            data-testid={testId}
            onChange={(e) => {
              if (kind === 'text' || DATE_TYPED.test(e.target.value))
                props.onEdit(l.key, field, e.target.value);
            }}
          />
        );
      return (
        <div data-testid={testId}>
          <MoneyInput
            value={value}
            decimals={kind === 'qty' || kind === 'percent' ? 4 : 6}
            status={field === 'sale_price' && !isPositive(value) ? 'error' : undefined}
            aria-label={cellLabel(label, l.item_name)}
            onChange={(v) => props.onEdit(l.key, field, v)}
          />
        </div>
      );
    };

  /** An editable column: its header names the input of each line too (with the line's item). */
  const column = (
    key: string,
    field: keyof PurchaseLine,
    kind: Parameters<typeof cell>[1],
    label: string,
    width: number,
    title: string = label,
  ) => ({ key, title, width, render: cell(field, kind, label) });

  return (
    <Table<PurchaseLine>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      dataSource={lines}
      // fixed widths that fit a 1440 px screen beside the sidebar, headers wrapping; a wider table (more
      // currencies) scrolls sideways instead of widening the page
      tableLayout="fixed"
      scroll={{ x: tableWidth(props.fcCurrencies.length), y: 420 }}
      data-testid="purchase-lines"
      locale={{ emptyText: t('lines.empty') }}
      columns={[
        {
          key: 'item',
          title: t('fields.item'),
          fixed: 'start',
          width: W.item,
          render: (_, l) => (
            <div>
              <Typography.Text strong>{l.item_name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                <bdi>{l.barcode}</bdi>
              </Typography.Text>
              {l.outstanding !== undefined ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('lines.outstanding', { quantity: formatQuantity(l.outstanding) })}
                </Typography.Text>
              ) : null}
            </div>
          ),
        },
        column('batch', 'batch_number', 'text', t('fields.batchNumber'), W.batch),
        column('expiry', 'expire_date', 'date', t('fields.expireDate'), W.date),
        column('quantity', 'quantity', 'qty', t('fields.quantity'), W.qty),
        column('bonus', 'bonus', 'qty', t('fields.bonus'), W.qty),
        column('before', 'purchase_price_before_discount', 'money', t('fields.priceBeforeDiscount'), W.money),
        column('discount', 'discount', 'percent', t('fields.discount'), W.discount),
        column('price', 'purchase_price', 'money', t('fields.purchasePrice'), W.money),
        {
          key: 'cost',
          title: t('fields.cost'),
          width: W.money,
          render: (_, l) => (
            <span data-testid={`line-cost-${l.barcode}`}>{money(props.costs[lines.indexOf(l)] ?? '0')}</span>
          ),
        },
        // required above 0, as in Add To Stock: a lot without a price would sell for nothing
        column(
          'sale',
          'sale_price',
          'money',
          t('fields.salePrice'),
          W.money,
          readOnly ? undefined : `${t('fields.salePrice')} *`,
        ),
        column('wholesale', 'wholesale_price', 'money', t('fields.wholesalePrice'), W.money),
        ...props.fcCurrencies.map((code) => ({
          key: `fc-${code}`,
          title: t('fields.salePriceIn', { currency: currencyName(code) }),
          width: W.money,
          render: (_: unknown, l: PurchaseLine) => {
            const value = l.sale_prices.find((p) => p.currency_code === code)?.sale_price ?? '';
            return readOnly ? (
              <Amount value={value} currency={code} showCode={false} />
            ) : (
              <MoneyInput
                aria-label={cellLabel(t('fields.salePriceIn', { currency: currencyName(code) }), l.item_name)}
                value={value}
                onChange={(v) => props.onFcPrice(l.key, code, v)}
              />
            );
          },
        })),
        {
          key: 'total',
          title: t('fields.total'),
          width: W.total,
          render: (_, l) => (
            <span data-testid={`line-total-${l.barcode}`}>
              {money(lineTotal(l.quantity, l.purchase_price))}
            </span>
          ),
        },
        {
          key: 'actions',
          title: '',
          width: W.actions,
          render: (_, l) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {props.onHistory ? (
                <Button
                  size="small"
                  type="text"
                  tabIndex={-1}
                  icon={<HistoryOutlined />}
                  aria-label={t('lines.history')}
                  onClick={() => props.onHistory?.(l)}
                />
              ) : null}
              {readOnly ? null : (
                <RemoveLineButton
                  label={t('lines.remove')}
                  testId={`line-remove-${l.barcode}`}
                  onClick={() => props.onRemove(l.key)}
                />
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
