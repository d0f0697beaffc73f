import {
  convert,
  DOCUMENT_MESSAGE_KEYS,
  KINDS_WITHOUT_BOX,
  MESSAGES,
  type MoneyDocumentInput,
  type MoneyDocumentKind,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { defineDocument, type HeaderRow, type NotifyEvent } from '../documents/define.js';
import { createDocument } from '../documents/lifecycle.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { usableBox } from './boxes.js';
import { linesOf } from './posting.js';
import { baseCurrency, type RateInfo, rateInfo } from './rates.js';

/** The category (or party) of a stored document under the input's name, `category_id`, so an edit form can send it back. */
export function categoryIdOf(kind: MoneyDocumentKind, row: Record<string, unknown>): string | null {
  const column = CATEGORY[kind]?.column;
  return column ? ((row[column] as string | null) ?? null) : null;
}

/** Where each kind keeps its category (or shareholder), and the table it must exist in. */
const CATEGORY: Partial<Record<MoneyDocumentKind, { column: string; table: string }>> = {
  variable_expense: { column: 'expense_category_id', table: 'expense_categories' },
  income: { column: 'income_type_id', table: 'income_types' },
  general_payment: { column: 'general_payment_category_id', table: 'general_payment_categories' },
  loss: { column: 'loss_type_id', table: 'loss_types' },
  capital: { column: 'shareholder_id', table: 'shareholders' },
  cashback_capital: { column: 'shareholder_id', table: 'shareholders' },
  receipt: { column: 'customer_id', table: 'customers' },
  customer_debt: { column: 'customer_id', table: 'customers' },
  customer_adjustment_entry: { column: 'customer_id', table: 'customers' },
  supplier_payment: { column: 'supplier_id', table: 'suppliers' },
  supplier_debt: { column: 'supplier_id', table: 'suppliers' },
  supplier_adjustment_entry: { column: 'supplier_id', table: 'suppliers' },
};

interface Prepared {
  row: Record<string, unknown>;
  rate: RateInfo;
  toRate: RateInfo | null;
  base: string;
}

async function prepare(
  tx: TenantTx,
  auth: AuthContext,
  kind: MoneyDocumentKind,
  input: MoneyDocumentInput,
): Promise<Prepared> {
  const errors: Record<string, string[]> = {};
  const category = CATEGORY[kind];
  if (category && !input.category_id) errors.category_id = ['The category id field is required.'];
  const moving = kind === 'cash_box_transfer' || kind === 'money_conversion';
  if (moving && !input.to_cash_box_id) errors.to_cash_box_id = ['The to cash box field is required.'];
  if (moving && input.to_cash_box_id === input.cash_box_id)
    errors.to_cash_box_id = ['Choose another cash box.'];
  const boxless = KINDS_WITHOUT_BOX.includes(kind);
  if (!boxless && !input.cash_box_id) errors.cash_box_id = ['The cash box field is required.'];
  if (kind.endsWith('adjustment_entry') && !input.direction)
    errors.direction = ['The direction field is required.'];
  if (Object.keys(errors).length) throw invalid(errors);

  const base = await baseCurrency(tx);
  const box = boxless
    ? null
    : await usableBox(tx, auth, input.cash_box_id!, 'cash_box_id', input.currency_code);
  if (category) {
    const found =
      await sql`select 1 from ${sql.table(category.table)} where id = ${input.category_id}`.execute(tx);
    if (found.rows.length === 0) throw invalid({ category_id: ['The selected category is invalid.'] });
  }
  let toRate: RateInfo | null = null;
  let toAmount: string | null = null;
  let toCurrency: string | null = null;
  let rate: RateInfo;
  if (moving) {
    const to = await usableBox(tx, auth, input.to_cash_box_id!, 'to_cash_box_id');
    toCurrency = to.currency_code;
    if (kind === 'cash_box_transfer') {
      if (toCurrency !== input.currency_code)
        throw invalid({ to_cash_box_id: [MESSAGES.transferOneCurrency] });
      rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
      toAmount = input.amount;
      toRate = rate;
    } else {
      if (toCurrency === input.currency_code)
        throw invalid({ to_cash_box_id: [MESSAGES.conversionTwoCurrencies] });
      if (input.currency_code !== base && toCurrency !== base)
        throw invalid({ to_cash_box_id: [MESSAGES.conversionBaseSide] });
      if (!input.exchange_rate) throw invalid({ exchange_rate: ['The exchange rate field is required.'] });
      rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
      toRate = await rateInfo(tx, toCurrency, input.exchange_rate, base);
      // from the base currency the amount divides by the pair rate (IQD -> USD); towards it, it multiplies
      const direction =
        input.currency_code === base
          ? toRate.direction === 'multiply'
            ? 'divide'
            : 'multiply'
          : rate.direction;
      toAmount = input.to_amount ?? toText(convert(input.amount, input.exchange_rate, direction));
    }
  } else {
    rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
  }
  const inventoryId = input.inventory_id ?? box?.inventory_id ?? null;
  const row: Record<string, unknown> = {
    date: input.date,
    inventory_id: inventoryId,
    cash_box_id: boxless ? null : input.cash_box_id,
    amount: input.amount,
    currency_code: input.currency_code,
    exchange_rate: rate.pairRate,
    to_cash_box_id: moving ? input.to_cash_box_id : null,
    to_amount: toAmount,
    to_currency_code: toCurrency,
    direction: kind.endsWith('adjustment_entry') ? input.direction : null,
    note: input.note ?? null,
    expense_category_id: null,
    income_type_id: null,
    general_payment_category_id: null,
    loss_type_id: null,
    shareholder_id: null,
    customer_id: null,
    supplier_id: null,
  };
  if (category) row[category.column] = input.category_id;
  return { row, rate, toRate, base };
}

interface MoneyPrepared extends Prepared {
  /** The subscription a customer debt charges (kept through edits), else null. */
  subscriptionId: string | null;
}

/** What the automation passes with a subscription's charge; never part of a request body. */
export type MoneyDocumentCall = MoneyDocumentInput & { origin?: { customerSubscriptionId?: string } };

/** Tells the holders of the type's list ability of a create, edit or delete (also HR's advances). */
export function announce(kind: MoneyDocumentKind | 'hr_advance_payment' | 'hr_advance_payment_return') {
  const types = { create: 'notify.create', edit: 'notify.edit', delete: 'notify.delete' } as const;
  return async (tx: TenantTx, auth: AuthContext, event: NotifyEvent, row: HeaderRow) => {
    if (event !== 'create' && event !== 'edit' && event !== 'delete') return;
    // a subscription's charges are announced once per run by the automation, not one by one
    if (event === 'create' && row.customer_subscription_id) return;
    const type = types[event];
    await notify(tx, {
      userIds: await usersWithAbility(tx, `${kind}_list`),
      type,
      message: {
        key: DOCUMENT_MESSAGE_KEYS[type],
        params: {
          document: kind,
          invoice: row.invoice_id,
          amount: toText(String(row.amount)),
          currency: String(row.currency_code),
          actor: auth.name,
        },
      },
      modelType: kind,
      modelId: row.id,
      modelDate: row.date,
    });
  };
}

function define(kind: MoneyDocumentKind) {
  return defineDocument<MoneyDocumentCall, MoneyPrepared>({
    type: kind,
    table: 'money_documents',
    discriminator: { column: 'kind', value: kind },
    branchColumn: 'inventory_id',
    branchOf: (input, p) => input.inventory_id ?? (p?.row.inventory_id as string | null) ?? null,
    // who may use which box is the cash module's rule (usableBox), checked in validate
    scope: 'custom',
    journalColumn: 'journal_entry_id',

    async validate(tx, auth, input, current) {
      const p = await prepare(tx, auth, kind, input);
      const charged =
        kind === 'customer_debt'
          ? ((current?.customer_subscription_id as string | null | undefined) ??
            input.origin?.customerSubscriptionId ??
            null)
          : null;
      return { ...p, subscriptionId: charged };
    },
    header: (_input, p) => ({ ...p.row, customer_subscription_id: p.subscriptionId }),
    async posting(_tx, { prepared: p }) {
      const r = p.row;
      const inventoryId = (r.inventory_id as string | null) ?? null;
      return {
        description: (r.note as string | null) ?? null,
        inventoryId,
        lines: linesOf({
          kind,
          amount: r.amount as string,
          currency: r.currency_code as string,
          rate: p.rate,
          cashBoxId: r.cash_box_id as string | null,
          categoryId: (CATEGORY[kind] ? r[CATEGORY[kind]!.column] : null) as string | null,
          toCashBoxId: r.to_cash_box_id as string | null,
          toAmount: r.to_amount as string | null,
          toCurrency: r.to_currency_code as string | null,
          toRate: p.toRate,
          direction: r.direction as 'in' | 'out' | null,
          inventoryId,
          baseCurrency: p.base,
          subscription: p.subscriptionId !== null,
        }),
      };
    },
    notify: announce(kind),
  });
}

const DEFINITIONS = new Map<MoneyDocumentKind, ReturnType<typeof define>>();

/** The kernel's declaration of one kind of money document (made once per kind). */
export function moneyDocument(kind: MoneyDocumentKind) {
  let def = DEFINITIONS.get(kind);
  if (!def) {
    def = define(kind);
    DEFINITIONS.set(kind, def);
  }
  return def;
}

/**
 * For other modules: a money document made in their transaction (a sale's receipt, a subscription's
 * charge, with `origin.customerSubscriptionId`; see migration 0023).
 */
export function createMoneyDocument(
  tx: TenantTx,
  auth: AuthContext,
  kind: MoneyDocumentKind,
  input: MoneyDocumentInput,
  origin: { customerSubscriptionId?: string } = {},
) {
  return createDocument(tx, auth, moneyDocument(kind), { ...input, origin });
}
