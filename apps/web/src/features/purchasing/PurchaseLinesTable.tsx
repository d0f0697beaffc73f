import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Input, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { MoneyInput } from '../../components/form/MoneyInput';
import { lineTotal } from './calc';
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
    (field: keyof PurchaseLine, kind: 'money' | 'qty' | 'percent' | 'text' | 'date', width = 110) =>
    (_: unknown, l: PurchaseLine): ReactNode => {
      const value = String(l[field] ?? '');
      if (readOnly) return kind === 'money' ? money(value) : <bdi>{value}</bdi>;
      const testId = `line-${field}-${l.barcode}`;
      if (kind === 'text' || kind === 'date')
        return (
          <Input
            size="small"
            value={value}
            style={{ width }}
            dir="ltr"
            placeholder={kind === 'date' ? 'YYYY-MM-DD' : undefined}
            data-testid={testId}
            onChange={(e) => {
              if (kind === 'text' || DATE_TYPED.test(e.target.value))
                props.onEdit(l.key, field, e.target.value);
            }}
          />
        );
      return (
        <div style={{ width }} data-testid={testId}>
          <MoneyInput
            value={value}
            decimals={kind === 'qty' || kind === 'percent' ? 4 : 6}
            onChange={(v) => props.onEdit(l.key, field, v)}
          />
        </div>
      );
    };

  return (
    <Table<PurchaseLine>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      dataSource={lines}
      scroll={{ x: 'max-content', y: 420 }}
      data-testid="purchase-lines"
      locale={{ emptyText: t('lines.empty') }}
      columns={[
        {
          key: 'item',
          title: t('fields.item'),
          fixed: 'start',
          render: (_, l) => (
            <div style={{ minWidth: 160 }}>
              <Typography.Text strong>{l.item_name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                <bdi>{l.barcode}</bdi>
              </Typography.Text>
              {l.outstanding !== undefined ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('lines.outstanding', { quantity: l.outstanding })}
                </Typography.Text>
              ) : null}
            </div>
          ),
        },
        { key: 'batch', title: t('fields.batchNumber'), render: cell('batch_number', 'text', 120) },
        { key: 'expiry', title: t('fields.expireDate'), render: cell('expire_date', 'date', 110) },
        { key: 'quantity', title: t('fields.quantity'), render: cell('quantity', 'qty', 80) },
        { key: 'bonus', title: t('fields.bonus'), render: cell('bonus', 'qty', 70) },
        {
          key: 'before',
          title: t('fields.priceBeforeDiscount'),
          render: cell('purchase_price_before_discount', 'money'),
        },
        { key: 'discount', title: t('fields.discount'), render: cell('discount', 'percent', 70) },
        { key: 'price', title: t('fields.purchasePrice'), render: cell('purchase_price', 'money') },
        {
          key: 'cost',
          title: t('fields.cost'),
          render: (_, l) => (
            <span data-testid={`line-cost-${l.barcode}`}>{money(props.costs[lines.indexOf(l)] ?? '0')}</span>
          ),
        },
        { key: 'sale', title: t('fields.salePrice'), render: cell('sale_price', 'money') },
        { key: 'wholesale', title: t('fields.wholesalePrice'), render: cell('wholesale_price', 'money') },
        ...props.fcCurrencies.map((code) => ({
          key: `fc-${code}`,
          title: t('fields.salePriceIn', { currency: code }),
          render: (_: unknown, l: PurchaseLine) => {
            const value = l.sale_prices.find((p) => p.currency_code === code)?.sale_price ?? '';
            return readOnly ? (
              <Amount value={value} currency={code} showCode={false} />
            ) : (
              <div style={{ width: 110 }}>
                <MoneyInput value={value} onChange={(v) => props.onFcPrice(l.key, code, v)} />
              </div>
            );
          },
        })),
        {
          key: 'total',
          title: t('fields.total'),
          render: (_, l) => (
            <span data-testid={`line-total-${l.barcode}`}>
              {money(lineTotal(l.quantity, l.purchase_price))}
            </span>
          ),
        },
        {
          key: 'actions',
          title: '',
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
                <Button
                  size="small"
                  type="text"
                  danger
                  tabIndex={-1}
                  icon={<DeleteOutlined />}
                  aria-label={t('lines.remove')}
                  data-testid={`line-remove-${l.barcode}`}
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
