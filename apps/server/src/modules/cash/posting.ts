import type { MoneyDocumentKind } from '@bb/contracts';
import { dec, sub, toText } from '@bb/contracts';
import type { PostLine } from '../ledger/post.js';
import type { RateInfo } from './rates.js';

export interface PostingDocument {
  kind: MoneyDocumentKind;
  amount: string;
  currency: string;
  rate: RateInfo;
  cashBoxId: string | null;
  categoryId: string | null;
  toCashBoxId: string | null;
  toAmount: string | null;
  toCurrency: string | null;
  toRate: RateInfo | null;
  direction: 'in' | 'out' | null;
  inventoryId: string | null;
  baseCurrency: string;
  /** A customer debt charged by a subscription: the customer owes it for a service, so it is income. */
  subscription?: boolean;
}

const DIM: Partial<Record<MoneyDocumentKind, string>> = {
  variable_expense: 'expense_category',
  income: 'income_type',
  general_payment: 'general_payment_category',
  loss: 'loss_type',
};

/** The journal lines of a money document: the posting rule of each kind, in one place. */
export function linesOf(d: PostingDocument): PostLine[] {
  const money = { amount: d.amount, currency: d.currency, rate: d.rate.rate, base: baseOf(d.amount, d.rate) };
  const box = { account: 'cash' as const, cashBoxId: d.cashBoxId, ...money };
  const dimId = d.categoryId;
  const dim = DIM[d.kind] && dimId ? { type: DIM[d.kind]!, id: dimId } : null;
  const shareholder = dimId ? { type: 'shareholder' as const, id: dimId } : undefined;
  const customer = dimId ? { type: 'customer' as const, id: dimId } : undefined;
  const supplier = dimId ? { type: 'supplier' as const, id: dimId } : undefined;
  const up = d.direction !== 'out';
  switch (d.kind) {
    case 'variable_expense':
      return [
        { account: 'expense', side: 'debit', dim, ...money },
        { ...box, side: 'credit' },
      ];
    case 'general_payment':
      return [
        { account: 'general_payment', side: 'debit', dim, ...money },
        { ...box, side: 'credit' },
      ];
    case 'loss':
      return [
        { account: 'loss', side: 'debit', dim, ...money },
        { ...box, side: 'credit' },
      ];
    case 'income':
      return [
        { ...box, side: 'debit' },
        { account: 'income', side: 'credit', dim, ...money },
      ];
    case 'capital':
      return [
        { ...box, side: 'debit' },
        { account: 'capital', side: 'credit', party: shareholder, ...money },
      ];
    case 'cashback_capital':
      return [
        { account: 'cashback_capital', side: 'debit', party: shareholder, ...money },
        { ...box, side: 'credit' },
      ];
    case 'cash_box_adjustment_entry':
      return d.direction === 'out'
        ? [
            { account: 'opening_balance', side: 'debit', ...money },
            { ...box, side: 'credit' },
          ]
        : [
            { ...box, side: 'debit' },
            { account: 'opening_balance', side: 'credit', ...money },
          ];
    case 'receipt':
      return [
        { ...box, side: 'debit' },
        { account: 'receivable', side: 'credit', party: customer, ...money },
      ];
    case 'customer_debt':
      return [
        { account: 'receivable', side: 'debit', party: customer, ...money },
        { account: d.subscription ? 'income' : 'opening_balance', side: 'credit', ...money },
      ];
    case 'customer_adjustment_entry':
      return [
        { account: 'receivable', side: up ? 'debit' : 'credit', party: customer, ...money },
        { account: 'opening_balance', side: up ? 'credit' : 'debit', ...money },
      ];
    case 'supplier_payment':
      return [
        { account: 'payable', side: 'debit', party: supplier, ...money },
        { ...box, side: 'credit' },
      ];
    case 'supplier_debt':
      return [
        { account: 'opening_balance', side: 'debit', ...money },
        { account: 'payable', side: 'credit', party: supplier, ...money },
      ];
    case 'supplier_adjustment_entry':
      return [
        { account: 'opening_balance', side: up ? 'debit' : 'credit', ...money },
        { account: 'payable', side: up ? 'credit' : 'debit', party: supplier, ...money },
      ];
    case 'cash_box_transfer':
      return [
        { ...box, cashBoxId: d.toCashBoxId, side: 'debit' },
        { ...box, side: 'credit' },
      ];
    case 'money_conversion':
      return conversionLines(d, money);
  }
}

const baseOf = (amount: string, rate: RateInfo) =>
  toText(
    rate.direction === 'multiply'
      ? dec(amount).times(rate.pairRate)
      : dec(amount).div(rate.pairRate).toDecimalPlaces(6),
  );

/**
 * A conversion goes through the exchange clearing account so each currency balances on its own:
 * out of the source box and into clearing in the source currency, out of clearing and into the
 * target box in the target currency. What the two sides are worth in base currency may differ (a
 * received amount other than amount x rate): that difference is an exchange gain or loss, carried by
 * a line with no currency amount.
 */
function conversionLines(
  d: PostingDocument,
  money: { amount: string; currency: string; rate: string; base: string },
): PostLine[] {
  const toRate = d.toRate!;
  const to = {
    amount: d.toAmount!,
    currency: d.toCurrency!,
    rate: toRate.rate,
    base: baseOf(d.toAmount!, toRate),
  };
  const lines: PostLine[] = [
    { account: 'cash', cashBoxId: d.cashBoxId, side: 'credit', ...money },
    { account: 'fx_clearing', side: 'debit', ...money },
    { account: 'fx_clearing', side: 'credit', ...to },
    { account: 'cash', cashBoxId: d.toCashBoxId, side: 'debit', ...to },
  ];
  // The clearing account is left holding (source value - target value) in base: move it to gain or loss.
  const diff = sub(to.base, money.base);
  if (!diff.isZero()) {
    const foreign = d.currency === d.baseCurrency ? d.toCurrency! : d.currency;
    const only = {
      amount: '0',
      currency: foreign,
      rate: foreign === d.currency ? money.rate : to.rate,
      base: toText(diff.abs()),
    };
    if (diff.isPos()) {
      lines.push(
        { account: 'fx_clearing', side: 'debit', ...only },
        { account: 'exchange_gain', side: 'credit', ...only },
      );
    } else {
      lines.push(
        { account: 'exchange_loss', side: 'debit', ...only },
        { account: 'fx_clearing', side: 'credit', ...only },
      );
    }
  }
  return lines;
}
