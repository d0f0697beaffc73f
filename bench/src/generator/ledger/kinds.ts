import type { MoneyDocumentKind } from '@bb/contracts';
import type { SystemAccount } from '../../../../apps/server/src/modules/ledger/accounts.js';

/** The kinds of journal entry the generator writes: their weights, amounts, money documents and lines. */
export type Money = 'iqd' | 'cost' | 'usd' | 'conv';
type Box = 'box' | 'box2';

interface LineSpec {
  account: SystemAccount;
  side: 'debit' | 'credit';
  /** iqd: the entry's IQD amount; cost: its cost of goods; usd: its USD amount at its rate; conv: the IQD side of a conversion. */
  money: Money;
  box?: Box;
  party?: 'customer' | 'supplier';
  dim?: 'expense_category' | 'income_type';
}

export interface KindSpec {
  kind: string;
  /** journal_entries.document_type */
  docType: string;
  /** Per 10,000 entries. */
  weight: number;
  /** The money-document kind when the entry has a money_documents row, else the shown number's prefix. */
  moneyDocument?: MoneyDocumentKind;
  prefix?: string;
  /** IQD amount of the entry, in multiples of 250 IQD (the smallest note): 250 x (min + rnd(spread)). */
  iqd?: { min: number; spread: number };
  lines: LineSpec[];
}

const L = (
  account: SystemAccount,
  side: LineSpec['side'],
  money: Money,
  extra: Omit<LineSpec, 'account' | 'side' | 'money'> = {},
): LineSpec => ({ account, side, money, ...extra });

/**
 * What a business day is made of (weights per 10,000 entries; 3.2 lines per entry on average). Amounts
 * are sized so the books look like a going concern: purchases about match the cost of what is sold,
 * receipts the credit sales, payments the purchases, and expenses take about half the gross margin, so
 * cash, stock and receivables stay positive and grow slowly. Cash sales go to a cashier's drawer or the
 * branch box; drawers are emptied into the branch box.
 */
export const KINDS: readonly KindSpec[] = [
  {
    kind: 'sale_cash',
    docType: 'sale',
    prefix: 'S-',
    weight: 3800,
    iqd: { min: 4, spread: 400 },
    lines: [
      L('cash', 'debit', 'iqd', { box: 'box' }),
      L('sales', 'credit', 'iqd'),
      L('cogs', 'debit', 'cost'),
      L('inventory', 'credit', 'cost'),
    ],
  },
  {
    kind: 'sale_usd',
    docType: 'sale',
    prefix: 'S-',
    weight: 500,
    lines: [
      L('cash', 'debit', 'usd', { box: 'box' }),
      L('sales', 'credit', 'usd'),
      L('cogs', 'debit', 'cost'),
      L('inventory', 'credit', 'cost'),
    ],
  },
  {
    kind: 'sale_credit',
    docType: 'sale',
    prefix: 'S-',
    weight: 1500,
    iqd: { min: 40, spread: 4000 },
    lines: [
      L('receivable', 'debit', 'iqd', { party: 'customer' }),
      L('sales', 'credit', 'iqd'),
      L('cogs', 'debit', 'cost'),
      L('inventory', 'credit', 'cost'),
    ],
  },
  {
    kind: 'sale_return',
    docType: 'sale_return',
    prefix: 'SR-',
    weight: 100,
    iqd: { min: 4, spread: 400 },
    lines: [
      L('sale_returns', 'debit', 'iqd'),
      L('cash', 'credit', 'iqd', { box: 'box' }),
      L('inventory', 'debit', 'cost'),
      L('cogs', 'credit', 'cost'),
    ],
  },
  {
    kind: 'customer_receipt',
    docType: 'customer_receipt',
    prefix: 'CR-',
    weight: 800,
    iqd: { min: 100, spread: 7450 },
    lines: [
      L('cash', 'debit', 'iqd', { box: 'box' }),
      L('receivable', 'credit', 'iqd', { party: 'customer' }),
    ],
  },
  {
    kind: 'purchase',
    docType: 'purchase',
    prefix: 'P-',
    weight: 600,
    iqd: { min: 400, spread: 8400 },
    lines: [L('inventory', 'debit', 'iqd'), L('payable', 'credit', 'iqd', { party: 'supplier' })],
  },
  {
    kind: 'supplier_payment',
    docType: 'supplier_payment',
    prefix: 'SP-',
    weight: 400,
    iqd: { min: 400, spread: 13000 },
    lines: [L('payable', 'debit', 'iqd', { party: 'supplier' }), L('cash', 'credit', 'iqd', { box: 'box' })],
  },
  {
    kind: 'variable_expense',
    docType: 'variable_expense',
    moneyDocument: 'variable_expense',
    weight: 1000,
    iqd: { min: 20, spread: 1160 },
    lines: [
      L('expense', 'debit', 'iqd', { dim: 'expense_category' }),
      L('cash', 'credit', 'iqd', { box: 'box' }),
    ],
  },
  {
    kind: 'income',
    docType: 'income',
    moneyDocument: 'income',
    weight: 200,
    iqd: { min: 20, spread: 800 },
    lines: [L('cash', 'debit', 'iqd', { box: 'box' }), L('income', 'credit', 'iqd', { dim: 'income_type' })],
  },
  {
    kind: 'cash_box_transfer',
    docType: 'cash_box_transfer',
    moneyDocument: 'cash_box_transfer',
    weight: 1000,
    iqd: { min: 400, spread: 4000 },
    lines: [L('cash', 'debit', 'iqd', { box: 'box2' }), L('cash', 'credit', 'iqd', { box: 'box' })],
  },
  {
    kind: 'money_conversion',
    docType: 'money_conversion',
    moneyDocument: 'money_conversion',
    weight: 100,
    lines: [
      L('cash', 'credit', 'conv', { box: 'box' }),
      L('fx_clearing', 'debit', 'conv'),
      L('fx_clearing', 'credit', 'usd'),
      L('cash', 'debit', 'usd', { box: 'box2' }),
    ],
  },
];

export const LINES_PER_ENTRY = KINDS.reduce((s, k) => s + k.weight * k.lines.length, 0) / 10_000;
export const ACCOUNT_KEYS = [...new Set(KINDS.flatMap((k) => k.lines.map((l) => l.account)))];
