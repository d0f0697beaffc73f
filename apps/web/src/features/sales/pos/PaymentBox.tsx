import { type Cart, type CartItem, type CartTotals, formatMoney } from '@bb/contracts';
import { Alert, Button, Checkbox, Descriptions, Form, Select, Space, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { boxesFor } from '../../../components/form/money-document-rules';
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
  checks: PayChecks;
}

/** What stops or warns before Pay (see sale-checks.ts); the server refuses the same. */
export interface PayChecks {
  /** No cash box of the cart's currency takes the cash. */
  noBox: boolean;
  /** Lines at zero or below their cost. */
  belowCost: CartItem[];
  /** The user may sell so (sale_below_cost). */
  mayBelowCost: boolean;
}

export const payBlocked = (c: PayChecks) => c.noBox || (c.belowCost.length > 0 && !c.mayBelowCost);

/** The warnings shown above Pay, translated, before the cashier presses it. */
function PayAlerts({ checks, currency }: { checks: PayChecks; currency: string }) {
  const { t } = useTranslation('sales');
  const items = checks.belowCost.map((l) => l.name).join(', ');
  return (
    <>
      {checks.noBox ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBlock: 8 }}
          data-testid="pos-no-box"
          title={t('pos.noCashBox', { currency })}
        />
      ) : null}
      {checks.belowCost.length > 0 ? (
        <Alert
          type={checks.mayBelowCost ? 'warning' : 'error'}
          showIcon
          style={{ marginBlock: 8 }}
          data-testid="pos-below-cost"
          title={t(checks.mayBelowCost ? 'pos.belowCostWarning' : 'pos.belowCostBlocked', { items })}
        />
      ) : null}
    </>
  );
}

/** Totals in both currencies, what the customer hands over (in any currency), change, box and Pay. */
export function PaymentBox(p: Props) {
  const { t } = useTranslation('sales');
  const { cart, totals, setup } = p;
  const cur = cart.currency_code;
  const boxes = boxesFor(setup.cashBoxes, cur);
  const id = useId();
  const ids = {
    paidCurrency: `${id}-paid-currency`,
    paid: `${id}-paid`,
    paidRate: `${id}-rate`,
    box: `${id}-box`,
  };
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
          <Form.Item label={t('fields.amount_currency_code')} htmlFor={ids.paidCurrency} style={{ flex: 1 }}>
            <Select
              id={ids.paidCurrency}
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
          <Form.Item label={t('fields.amount_paid')} htmlFor={ids.paid} style={{ flex: 2 }}>
            <div data-testid="pos-paid">
              <MoneyInput
                id={ids.paid}
                value={cart.amount_paid}
                onChange={(v) => p.ops.update((c) => ({ ...c, amount_paid: v === '' ? '0' : v }))}
              />
            </div>
          </Form.Item>
        </Space.Compact>
        {cart.amount_currency_code !== cur ? (
          <Form.Item label={t('fields.amount_exchange_rate')} htmlFor={ids.paidRate} required>
            <div data-testid="pos-paid-rate">
              <MoneyInput
                id={ids.paidRate}
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
          <Form.Item label={t('fields.cash_box_id')} htmlFor={ids.box} required>
            <Select
              id={ids.box}
              value={p.cashBoxId}
              onChange={(v: string) => p.onCashBox(v)}
              options={boxes.map((b) => ({ value: b.id, label: b.name }))}
              data-testid="pos-cash-box"
            />
          </Form.Item>
        ) : null}
        <PayAlerts checks={p.checks} currency={cur} />
        <Checkbox checked={p.printAfter} onChange={(e) => p.onPrintAfter(e.target.checked)}>
          {t('pos.printAfter')}
        </Checkbox>
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 8 }}
          loading={p.saving}
          disabled={cart.products.length === 0 || payBlocked(p.checks)}
          onClick={p.onPay}
          data-testid="pos-pay"
        >
          {cart.is_return ? t('pos.saveReturn') : t('pos.pay')} (F9)
        </Button>
      </Form>
    </div>
  );
}
