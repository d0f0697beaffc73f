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

type Iqd = KindSpec['iqd'];

/** A document kind whose shown number has its own prefix (its document type is its kind unless given). */
const numbered = (
  kind: string,
  prefix: string,
  weight: number,
  iqd: Iqd,
  lines: LineSpec[],
  docType = kind,
): KindSpec => ({ kind, docType, prefix, weight, ...(iqd ? { iqd } : {}), lines });

/** A money document (its number from the money document kind). */
const money = (kind: MoneyDocumentKind, weight: number, iqd: Iqd, lines: LineSpec[]): KindSpec => ({
  kind,
  docType: kind,
  moneyDocument: kind,
  weight,
  ...(iqd ? { iqd } : {}),
  lines,
});

/** A sale: what was received (or is owed) against sales, and the cost of what left the stock. */
const sale = (kind: string, weight: number, iqd: Iqd, received: LineSpec): KindSpec =>
  numbered(
    kind,
    'S-',
    weight,
    iqd,
    [
      received,
      L('sales', 'credit', received.money),
      L('cogs', 'debit', 'cost'),
      L('inventory', 'credit', 'cost'),
    ],
    'sale',
  );

/**
 * What a business day is made of (weights per 10,000 entries; 3.2 lines per entry on average). Amounts
 * are sized so the books look like a going concern: purchases about match the cost of what is sold,
 * receipts the credit sales, payments the purchases, and expenses take about half the gross margin, so
 * cash, stock and receivables stay positive and grow slowly. Cash sales go to a cashier's drawer or the
 * branch box; drawers are emptied into the branch box.
 */
export const KINDS: readonly KindSpec[] = [
  sale('sale_cash', 3800, { min: 4, spread: 400 }, L('cash', 'debit', 'iqd', { box: 'box' })),
  sale('sale_usd', 500, undefined, L('cash', 'debit', 'usd', { box: 'box' })),
  sale(
    'sale_credit',
    1500,
    { min: 40, spread: 4000 },
    L('receivable', 'debit', 'iqd', { party: 'customer' }),
  ),
  numbered('sale_return', 'SR-', 100, { min: 4, spread: 400 }, [
    L('sale_returns', 'debit', 'iqd'),
    L('cash', 'credit', 'iqd', { box: 'box' }),
    L('inventory', 'debit', 'cost'),
    L('cogs', 'credit', 'cost'),
  ]),
  numbered('customer_receipt', 'CR-', 800, { min: 100, spread: 7450 }, [
    L('cash', 'debit', 'iqd', { box: 'box' }),
    L('receivable', 'credit', 'iqd', { party: 'customer' }),
  ]),
  numbered('purchase', 'P-', 600, { min: 400, spread: 8400 }, [
    L('inventory', 'debit', 'iqd'),
    L('payable', 'credit', 'iqd', { party: 'supplier' }),
  ]),
  numbered('supplier_payment', 'SP-', 400, { min: 400, spread: 13000 }, [
    L('payable', 'debit', 'iqd', { party: 'supplier' }),
    L('cash', 'credit', 'iqd', { box: 'box' }),
  ]),
  money('variable_expense', 1000, { min: 20, spread: 1160 }, [
    L('expense', 'debit', 'iqd', { dim: 'expense_category' }),
    L('cash', 'credit', 'iqd', { box: 'box' }),
  ]),
  money('income', 200, { min: 20, spread: 800 }, [
    L('cash', 'debit', 'iqd', { box: 'box' }),
    L('income', 'credit', 'iqd', { dim: 'income_type' }),
  ]),
  money('cash_box_transfer', 1000, { min: 400, spread: 4000 }, [
    L('cash', 'debit', 'iqd', { box: 'box2' }),
    L('cash', 'credit', 'iqd', { box: 'box' }),
  ]),
  money('money_conversion', 100, undefined, [
    L('cash', 'credit', 'conv', { box: 'box' }),
    L('fx_clearing', 'debit', 'conv'),
    L('fx_clearing', 'credit', 'usd'),
    L('cash', 'debit', 'usd', { box: 'box2' }),
  ]),
];

export const LINES_PER_ENTRY = KINDS.reduce((s, k) => s + k.weight * k.lines.length, 0) / 10_000;
export const ACCOUNT_KEYS = [...new Set(KINDS.flatMap((k) => k.lines.map((l) => l.account)))];
