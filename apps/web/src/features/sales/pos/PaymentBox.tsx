import { type Cart, type CartTotals, formatMoney } from '@bb/contracts';
import { Button, Checkbox, Descriptions, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { boxesFor } from '../../accounting/money-document-rules';
import type { CartActions } from './useCartOps';
import type { PosSetup } from './usePosSetup';

interface Props {
  cart: Cart;
  totals: CartTotals;
  setup: PosSetup;
  ops: CartActions;
  currencies: string[];
  cashBoxId: string | null;
  onCashBox: (id: string | null) => void;
  printAfter: boolean;
  onPrintAfter: (v: boolean) => void;
  saving: boolean;
  onPay: () => void;
}

/** Totals in both currencies, what the customer hands over (in any currency), change, box and Pay. */
export function PaymentBox(p: Props) {
  const { t } = useTranslation('sales');
  const { cart, totals, setup } = p;
  const cur = cart.currency_code;
  const boxes = boxesFor(setup.cashBoxes, cur);
  const sign = cart.is_return ? -1 : 1;
  const line = (key: string, label: string, value: string, currency = cur) => ({
    key,
    label,
    children: (
      <span data-testid={`pos-${key}`}>
        <Amount value={value} currency={currency} />
      </span>
    ),
  });
  return (
    <div>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          line('subtotal', t('fields.subtotal'), totals.subtotal),
          ...(totals.discount_amount !== '0'
            ? [line('discount', t('fields.discount_amount'), totals.discount_amount)]
            : []),
          ...(totals.minus !== '0' ? [line('minus', t('fields.minus'), totals.minus)] : []),
          ...(totals.extras_total !== '0' ? [line('extras', t('fields.extras'), totals.extras_total)] : []),
          line('total', t('fields.total'), totals.total),
          ...(totals.total_fc !== '0'
            ? [line('total-fc', t('fields.total_fc'), totals.total_fc, totals.fc_currency)]
            : []),
        ]}
      />
      <Typography.Title level={3} style={{ textAlign: 'center', marginBlock: 8 }} data-testid="pos-big-total">
        <bdi>
          {formatMoney(sign < 0 ? `-${totals.total}` : totals.total, cur)} {cur}
        </bdi>
      </Typography.Title>
      <Form layout="vertical" size="small" component="div">
        <Space.Compact block>
          <Form.Item label={t('fields.amount_currency_code')} style={{ flex: 1 }}>
            <Select
              value={cart.amount_currency_code}
              onChange={(v: string) =>
                p.ops.update((c) => ({
                  ...c,
                  amount_currency_code: v,
                  amount_exchange_rate: c.exchange_rate,
                }))
              }
              options={p.currencies.map((c) => ({ value: c, label: c }))}
              data-testid="pos-paid-currency"
            />
          </Form.Item>
          <Form.Item label={t('fields.amount_paid')} style={{ flex: 2 }}>
            <div data-testid="pos-paid">
              <MoneyInput
                value={cart.amount_paid}
                onChange={(v) => p.ops.update((c) => ({ ...c, amount_paid: v === '' ? '0' : v }))}
              />
            </div>
          </Form.Item>
        </Space.Compact>
        {cart.amount_currency_code !== cur ? (
          <Form.Item label={t('fields.amount_exchange_rate')} required>
            <div data-testid="pos-paid-rate">
              <MoneyInput
                decimals={8}
                value={cart.amount_exchange_rate}
                onChange={(v) => p.ops.update((c) => ({ ...c, amount_exchange_rate: v === '' ? '0' : v }))}
              />
            </div>
          </Form.Item>
        ) : null}
        <Descriptions
          size="small"
          column={1}
          items={[
            line('paid', t('fields.paid_in_cart_currency'), totals.paid),
            {
              key: 'change',
              label: t('fields.amount_change'),
              children: (
                <span data-testid="pos-change">
                  <Amount value={totals.amount_change} currency={cur} />
                  {cart.amount_currency_code !== cur && totals.amount_change !== '0' ? (
                    <>
                      {' '}
                      (
                      <Amount
                        value={totals.amount_change_paid_currency}
                        currency={cart.amount_currency_code}
                      />
                      )
                    </>
                  ) : null}
                </span>
              ),
            },
            ...(cart.customer_id && totals.remaining !== '0'
              ? [line('remaining', t('fields.remaining'), totals.remaining)]
              : []),
          ]}
        />
        {boxes.length > 1 ? (
          <Form.Item label={t('fields.cash_box_id')} required>
            <Select
              value={p.cashBoxId}
              onChange={(v: string) => p.onCashBox(v)}
              options={boxes.map((b) => ({ value: b.id, label: b.name }))}
              data-testid="pos-cash-box"
            />
          </Form.Item>
        ) : null}
        <Checkbox checked={p.printAfter} onChange={(e) => p.onPrintAfter(e.target.checked)}>
          {t('pos.printAfter')}
        </Checkbox>
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 8 }}
          loading={p.saving}
          disabled={cart.products.length === 0}
          onClick={p.onPay}
          data-testid="pos-pay"
        >
          {cart.is_return ? t('pos.saveReturn') : t('pos.pay')} (F9)
        </Button>
      </Form>
    </div>
  );
}
