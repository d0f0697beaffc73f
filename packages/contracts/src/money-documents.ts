import { z } from 'zod';
import { isoDate } from './dates.js';
import { decimalString, rateString } from './money.js';
import { rules } from './resources/define.js';

/**
 * Money documents (issue 5): each kind is a list + dialog + posting rule, declared here once for the
 * server (routes, validation, numbering) and the web (screens, dialogs).
 */
export const MONEY_DOCUMENT_KINDS = {
  variable_expense: {
    path: 'accounting/variable-expense',
    prefix: 'VE-',
    route: 'accounting.expense.variable_expense',
    category: 'expense_category',
  },
  income: {
    path: 'accounting/income',
    prefix: 'IN-',
    route: 'accounting.income.income',
    category: 'income_type',
  },
  general_payment: {
    path: 'accounting/general-payment',
    prefix: 'GP-',
    route: 'accounting.general_payment.general_payment',
    category: 'general_payment_category',
  },
  loss: { path: 'accounting/loss', prefix: 'LS-', route: 'accounting.loss.loss', category: 'loss_type' },
  capital: {
    path: 'accounting/capital',
    prefix: 'CP-',
    route: 'accounting.capital',
    category: 'shareholder',
  },
  cashback_capital: {
    path: 'accounting/cashback-capital',
    prefix: 'CC-',
    route: 'accounting.cashback_capital',
    category: 'shareholder',
  },
  cash_box_transfer: {
    path: 'accounting/cash-box/transfer',
    prefix: 'CT-',
    route: 'accounting.cash_box.transfer',
    category: null,
  },
  money_conversion: {
    path: 'accounting/cash-box/money-conversion',
    prefix: 'MC-',
    route: 'accounting.cash_box.money_conversion',
    category: null,
  },
  cash_box_adjustment_entry: {
    path: 'accounting/cash-box/adjustment-entry',
    prefix: 'CA-',
    route: 'accounting.cash_box.adjustment_entry',
    category: null,
  },
  receipt: { path: 'customer/receipt', prefix: 'RC-', route: 'customer.receipt', category: 'customer' },
  customer_debt: { path: 'customer/debt', prefix: 'CD-', route: 'customer.debt', category: 'customer' },
  customer_adjustment_entry: {
    path: 'customer/adjustment-entry',
    prefix: 'CAE-',
    route: 'customer.adjustment_entry',
    category: 'customer',
  },
  supplier_payment: {
    path: 'supplier/payment',
    prefix: 'SP-',
    route: 'supplier.payment',
    category: 'supplier',
  },
  supplier_debt: { path: 'supplier/debt', prefix: 'SD-', route: 'supplier.debt', category: 'supplier' },
  supplier_adjustment_entry: {
    path: 'supplier/adjustment-entry',
    prefix: 'SAE-',
    route: 'supplier.adjustment_entry',
    category: 'supplier',
  },
} as const;
export type MoneyDocumentKind = keyof typeof MONEY_DOCUMENT_KINDS;
export const MONEY_DOCUMENT_KIND_NAMES = Object.keys(MONEY_DOCUMENT_KINDS) as MoneyDocumentKind[];

/** Kinds that move no cash (no box): recorded debts and adjustment entries of parties. */
export const KINDS_WITHOUT_BOX: readonly MoneyDocumentKind[] = [
  'customer_debt',
  'customer_adjustment_entry',
  'supplier_debt',
  'supplier_adjustment_entry',
];

/** The body of every money document; which of the optional parts are required depends on the kind. */
export const moneyDocumentInput = z.object({
  date: isoDate,
  inventory_id: rules.optionalId,
  /** Required except for the kinds without a box (debts and party adjustment entries). */
  cash_box_id: rules.optionalId,
  amount: decimalString({ positive: true }),
  currency_code: rules.currency,
  /** Units of the rate pair's second currency per unit of the first (1 USD = 1310 IQD); required off the base currency. */
  exchange_rate: rateString({ positive: true }).optional(),
  /** The category, type or shareholder the kind needs. */
  category_id: rules.optionalId,
  /** Transfers and conversions: the receiving box. */
  to_cash_box_id: rules.optionalId,
  /** Conversions: the amount received, when it differs from amount x rate (the difference is an exchange gain or loss). */
  to_amount: decimalString({ positive: true }).optional(),
  /** Adjustments: money found (in) or missing (out); for parties, what they owe (or we owe) goes up (in) or down (out). */
  direction: z.enum(['in', 'out']).optional(),
  note: rules.optionalText(2000),
});
export type MoneyDocumentInput = z.infer<typeof moneyDocumentInput>;
