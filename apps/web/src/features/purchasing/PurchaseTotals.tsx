import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';

export interface PurchaseTotalsProps {
  currency: string;
  base: string;
  rate: string | null;
  subtotal: string;
  expenses: string;
  total: string;
  paid: string;
  remaining: string;
  baseTotal: string | null;
  onPayAll?: () => void;
}

/** Subtotal, landed costs, total, paid and unpaid parts, and the base-currency equivalent. */
export function PurchaseTotals(p: PurchaseTotalsProps) {
  const { t } = useTranslation('purchasing');
  const money = (v: string, code = p.currency) => <Amount value={v} currency={code} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="purchase-totals"
      items={[
        {
          key: 'subtotal',
          label: t('totals.subtotal'),
          children: <span data-testid="total-subtotal">{money(p.subtotal)}</span>,
        },
        { key: 'expenses', label: t('totals.expenses'), children: money(p.expenses) },
        {
          key: 'total',
          label: t('totals.total'),
          children: <span data-testid="total-total">{money(p.total)}</span>,
        },
        {
          key: 'paid',
          label: t('totals.paid'),
          children: (
            <span>
              {money(p.paid)}{' '}
              {p.onPayAll ? (
                <Button size="small" tabIndex={-1} onClick={p.onPayAll} data-testid="pay-all">
                  {t('totals.payAll')}
                </Button>
              ) : null}
            </span>
          ),
        },
        {
          key: 'remaining',
          label: t('totals.remaining'),
          children: <span data-testid="total-remaining">{money(p.remaining)}</span>,
        },
        ...(p.baseTotal !== null
          ? [
              {
                key: 'base',
                label: t('totals.inBase', { currency: p.base }),
                children: money(p.baseTotal, p.base),
              },
            ]
          : []),
      ]}
    />
  );
}
