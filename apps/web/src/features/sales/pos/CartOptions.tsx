import { DeleteOutlined } from '@ant-design/icons';
import { type Cart, convertCurrency, type PriceType, resourceLookup } from '@bb/contracts';
import { Button, DatePicker, Form, Input, Select, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimals } from '../../../components/form/decimal';
import { useLookup } from '../../../components/form/lookup';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { CustomerPicker } from './CustomerPicker';
import type { CartActions } from './useCartOps';
import type { PosSetup } from './usePosSetup';

/** Discount is a percent: empty is 0, more than 100 is 100. */
export function clampPercent(v: string): string {
  if (v === '') return '0';
  return compareDecimals(v, '100') > 0 ? '100' : v;
}

interface ExtraRow {
  id: string;
  name: string;
  price?: string;
  cost?: string;
  currency_code?: string;
}

interface Props {
  cart: Cart;
  setup: PosSetup;
  ops: CartActions;
  currencies: string[];
}

/** Whether the exchange rate shows: a foreign cart or payment, or a line in another currency. */
function needsRate(cart: Cart, baseCurrency: string): boolean {
  return (
    cart.currency_code !== baseCurrency ||
    cart.amount_currency_code !== cart.currency_code ||
    cart.products.some((p) => p.currency_code !== cart.currency_code)
  );
}

/** Same options shown: every cart field but the lines equal, and the rate shown or not alike. */
function sameOptions(a: Props, b: Props): boolean {
  if (a.setup !== b.setup || a.ops !== b.ops || a.currencies.join() !== b.currencies.join()) return false;
  if (a.cart === b.cart) return true;
  const keys = Object.keys(b.cart) as (keyof Cart)[];
  return (
    keys.length === Object.keys(a.cart).length &&
    keys.every((k) => k === 'products' || a.cart[k] === b.cart[k]) &&
    needsRate(a.cart, a.setup.ctx.baseCurrency) === needsRate(b.cart, b.setup.ctx.baseCurrency)
  );
}

/**
 * Customer, pricing, currency and rate, discount and minus, extras, note, date and return mode of a cart.
 * Memoised: a scan (a new line) does not render these fields again.
 */
export const CartOptions = memo(function CartOptions({ cart, setup, ops, currencies }: Props) {
  const { t } = useTranslation('sales');
  const { ctx } = setup;
  const extras = useLookup<ExtraRow>(resourceLookup('sale_extra'), { enabled: setup.saleExtras });
  const showRate = needsRate(cart, ctx.baseCurrency);
  // every label names its input (htmlFor/id), for screen readers and a click on the label
  const uid = useId();
  const ids = Object.fromEntries(
    [
      'customer',
      'priceType',
      'profit',
      'currency',
      'rate',
      'discount',
      'minus',
      'extras',
      'date',
      'return',
      'note',
    ].map((k) => [k, `${uid}-${k}`]),
  ) as Record<string, string>;

  const addExtra = (id: string) => {
    const row = extras.data?.find((e) => String(e.id) === id);
    if (!row) return;
    const conv = (v: string | undefined) =>
      convertCurrency(
        v ?? '0',
        row.currency_code ?? cart.currency_code,
        cart.currency_code,
        cart.exchange_rate,
        ctx.baseCurrency,
      );
    ops.update((c) => ({
      ...c,
      extras: [
        ...c.extras,
        {
          sale_extra_id: String(row.id),
          name: row.name,
          price: conv(row.price),
          cost: conv(row.cost),
          note: '',
        },
      ],
    }));
  };

  return (
    <Form layout="vertical" size="small" component="div">
      <Form.Item label={t('fields.customer')} htmlFor={ids.customer}>
        <CustomerPicker
          id={ids.customer}
          value={{ id: cart.customer_id, name: cart.customer_name, balance: cart.customer_balance }}
          inventoryId={cart.inventory_id}
          onChange={ops.setCustomer}
        />
      </Form.Item>
      {ctx.customerPricing ? (
        <Space.Compact block>
          <Form.Item label={t('fields.price_type')} htmlFor={ids.priceType} style={{ flex: 1 }}>
            <Select<PriceType>
              id={ids.priceType}
              value={cart.price_type}
              onChange={(v) => ops.setPricing(v, cart.additional_profit)}
              options={([1, 2, 3] as const).map((v) => ({ value: v, label: t(`priceTypes.${v}`) }))}
              data-testid="pos-price-type"
            />
          </Form.Item>
          <Form.Item label={t('fields.additional_profit')} htmlFor={ids.profit} style={{ flex: 1 }}>
            <MoneyInput
              id={ids.profit}
              decimals={4}
              value={cart.additional_profit}
              onChange={(v) => ops.setPricing(cart.price_type, v === '' ? '0' : v)}
            />
          </Form.Item>
        </Space.Compact>
      ) : null}
      <Space.Compact block>
        <Form.Item label={t('fields.currency_code')} htmlFor={ids.currency} style={{ flex: 1 }}>
          <Select
            id={ids.currency}
            value={cart.currency_code}
            onChange={(v: string) => ops.setCurrency(v, cart.exchange_rate)}
            options={currencies.map((c) => ({ value: c, label: c }))}
            data-testid="pos-currency"
          />
        </Form.Item>
        {showRate ? (
          <Form.Item
            label={t('fields.exchange_rate', { from: ctx.foreignCurrency, to: ctx.baseCurrency })}
            htmlFor={ids.rate}
            style={{ flex: 1 }}
            required
          >
            <div data-testid="pos-rate">
              <MoneyInput
                id={ids.rate}
                decimals={8}
                value={cart.exchange_rate}
                onChange={(v) => ops.setCurrency(cart.currency_code, v === '' ? '0' : v)}
              />
            </div>
          </Form.Item>
        ) : null}
      </Space.Compact>
      <Space.Compact block>
        <Form.Item label={t('fields.discount')} htmlFor={ids.discount} style={{ flex: 1 }}>
          <div data-testid="pos-discount">
            <MoneyInput
              id={ids.discount}
              decimals={4}
              value={cart.discount}
              onChange={(v) => ops.update((c) => ({ ...c, discount: clampPercent(v) }))}
              addonAfter="%"
            />
          </div>
        </Form.Item>
        <Form.Item label={t('fields.minus')} htmlFor={ids.minus} style={{ flex: 1 }}>
          <div data-testid="pos-minus">
            <MoneyInput
              id={ids.minus}
              value={cart.minus}
              onChange={(v) => ops.update((c) => ({ ...c, minus: v === '' ? '0' : v }))}
            />
          </div>
        </Form.Item>
      </Space.Compact>
      {setup.saleExtras ? (
        <Form.Item label={t('fields.extras')} htmlFor={ids.extras}>
          <Select
            id={ids.extras}
            value={null}
            placeholder={t('pos.addExtra')}
            onChange={(v: string | null) => v && addExtra(v)}
            options={(extras.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            data-testid="pos-extra"
          />
          {cart.extras.map((e, i) => (
            <Space.Compact block key={`${e.sale_extra_id}-${i}`} style={{ marginTop: 4 }}>
              <Input value={e.name} readOnly style={{ flex: 2 }} aria-label={t('fields.extras')} />
              <MoneyInput
                aria-label={t('pos.priceOf', { name: e.name })}
                value={e.price}
                onChange={(v) =>
                  ops.update((c) => ({
                    ...c,
                    extras: c.extras.map((x, j) => (j === i ? { ...x, price: v || '0' } : x)),
                  }))
                }
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('pos.removeLine', { name: e.name })}
                onClick={() => ops.update((c) => ({ ...c, extras: c.extras.filter((_, j) => j !== i) }))}
              />
            </Space.Compact>
          ))}
        </Form.Item>
      ) : null}
      <Space.Compact block>
        <Form.Item label={t('fields.sale_date')} htmlFor={ids.date} style={{ flex: 1 }}>
          <DatePicker
            id={ids.date}
            format={DATE_FORMAT}
            allowClear={false}
            style={{ width: '100%' }}
            value={dayjs(cart.sale_date)}
            onChange={(d) => d && ops.update((c) => ({ ...c, sale_date: d.format('YYYY-MM-DD') }))}
          />
        </Form.Item>
        <Form.Item label={t('fields.is_return')} htmlFor={ids.return}>
          <Switch
            id={ids.return}
            checked={cart.is_return}
            onChange={(v) => ops.update((c) => ({ ...c, is_return: v }))}
            data-testid="pos-return"
          />
        </Form.Item>
      </Space.Compact>
      <Form.Item label={t('fields.note')} htmlFor={ids.note}>
        <Input.TextArea
          id={ids.note}
          rows={2}
          value={cart.note}
          maxLength={2000}
          onChange={(e) => ops.update((c) => ({ ...c, note: e.target.value }))}
        />
      </Form.Item>
    </Form>
  );
}, sameOptions);
