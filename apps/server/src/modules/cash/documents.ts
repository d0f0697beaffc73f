import {
  convert,
  DOCUMENT_MESSAGE_KEYS,
  KINDS_WITHOUT_BOX,
  MESSAGES,
  MONEY_DOCUMENT_KINDS,
  type MoneyDocumentInput,
  type MoneyDocumentKind,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { post, reverseDocument } from '../ledger/post.js';
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
        throw invalid({ to_cash_box_id: ['A transfer stays in one currency: use a money conversion.'] });
      rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
      toAmount = input.amount;
      toRate = rate;
    } else {
      if (toCurrency === input.currency_code)
        throw invalid({ to_cash_box_id: ['A conversion goes between two currencies.'] });
      if (input.currency_code !== base && toCurrency !== base)
        throw invalid({ to_cash_box_id: ['One side of a conversion must be the base currency.'] });
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

async function postDocument(
  tx: TenantTx,
  kind: MoneyDocumentKind,
  id: string,
  p: Prepared,
  invoice: string,
  subscription: boolean,
): Promise<string> {
  const r = p.row;
  return post(tx, {
    date: r.date as string,
    documentType: kind,
    documentId: id,
    inventoryId: (r.inventory_id as string | null) ?? null,
    description: `${invoice}${r.note ? ` — ${String(r.note).slice(0, 200)}` : ''}`,
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
      inventoryId: (r.inventory_id as string | null) ?? null,
      baseCurrency: p.base,
      subscription,
    }),
  });
}

async function announce(
  tx: TenantTx,
  kind: MoneyDocumentKind,
  type: 'notify.create' | 'notify.edit' | 'notify.delete',
  doc: { id: string; invoice_id: string; date: string; amount: string; currency_code: string },
  actor: string,
) {
  await notify(tx, {
    userIds: await usersWithAbility(tx, `${kind}_list`),
    type,
    message: {
      key: DOCUMENT_MESSAGE_KEYS[type],
      params: {
        document: kind,
        invoice: doc.invoice_id,
        amount: toText(doc.amount),
        currency: doc.currency_code,
        actor,
      },
    },
    modelType: kind,
    modelId: doc.id,
    modelDate: doc.date,
  });
}

/**
 * `origin.customerSubscriptionId`: a customer debt the subscription automation charges (it credits
 * income and keeps the link; see migration 0023; the automation notifies once for all its charges).
 * Documents entered by hand have no origin.
 */
export async function createMoneyDocument(
  tx: TenantTx,
  auth: AuthContext,
  kind: MoneyDocumentKind,
  input: MoneyDocumentInput,
  origin: { customerSubscriptionId?: string } = {},
) {
  const subscriptionId = kind === 'customer_debt' ? (origin.customerSubscriptionId ?? null) : null;
  const p = await prepare(tx, auth, kind, input);
  const inventoryId = (p.row.inventory_id as string | null) ?? null;
  const number = await nextNumber(tx, kind, inventoryId);
  const invoice = await invoiceId(tx, MONEY_DOCUMENT_KINDS[kind].prefix, number, inventoryId);
  const doc = await tx
    .insertInto('money_documents')
    .values({
      ...(p.row as object),
      tenant_id: tx.tenantId,
      kind,
      number: String(number),
      invoice_id: invoice,
      created_by: auth.userId,
      customer_subscription_id: subscriptionId,
    } as never)
    .returning(['id', 'invoice_id', 'date', 'amount', 'currency_code'])
    .executeTakeFirstOrThrow();
  const entryId = await postDocument(tx, kind, doc.id, p, invoice, subscriptionId !== null);
  await tx
    .updateTable('money_documents')
    .set({ journal_entry_id: entryId })
    .where('id', '=', doc.id)
    .execute();
  // a subscription's charges are announced once per run by the automation, not one by one
  if (subscriptionId === null) await announce(tx, kind, 'notify.create', doc, auth.name);
  return { id: doc.id, invoice_id: doc.invoice_id };
}

async function loadForChange(
  tx: TenantTx,
  auth: AuthContext,
  kind: MoneyDocumentKind,
  id: string,
  change: 'edit' | 'delete',
) {
  const doc = await tx
    .selectFrom('money_documents')
    .select([
      'id',
      'invoice_id',
      'date',
      'amount',
      'currency_code',
      'customer_subscription_id',
      sql<boolean>`created_at::date = current_date`.as('today'),
    ])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!doc) throw notFound();
  await assertNotAudited(tx, kind, id);
  const restriction = change === 'edit' ? 'edit_only_today' : 'delete_only_today';
  if (!auth.isSuperuser && auth.abilities.has(restriction) && !doc.today) {
    throw conflict(change === 'edit' ? MESSAGES.updateNotAllowed : MESSAGES.deleteNotAllowed);
  }
  return doc;
}

/** Edit = reverse the posted entry, change the document, post it again (the number stays). */
export async function updateMoneyDocument(
  tx: TenantTx,
  auth: AuthContext,
  kind: MoneyDocumentKind,
  id: string,
  input: MoneyDocumentInput,
) {
  const old = await loadForChange(tx, auth, kind, id, 'edit');
  const p = await prepare(tx, auth, kind, input);
  await reverseDocument(tx, kind, id);
  await tx
    .updateTable('money_documents')
    .set({ ...(p.row as object), updated_at: sql`now()` } as never)
    .where('id', '=', id)
    .execute();
  // a subscription's charge stays its charge (and income) through an edit
  const entryId = await postDocument(tx, kind, id, p, old.invoice_id, old.customer_subscription_id !== null);
  await tx.updateTable('money_documents').set({ journal_entry_id: entryId }).where('id', '=', id).execute();
  await announce(
    tx,
    kind,
    'notify.edit',
    { ...old, ...(p.row as { date: string; amount: string; currency_code: string }) },
    auth.name,
  );
  return { id, invoice_id: old.invoice_id };
}

/** Delete = reverse the posted entry and remove the document (the activity log keeps what it was). */
export async function deleteMoneyDocument(
  tx: TenantTx,
  auth: AuthContext,
  kind: MoneyDocumentKind,
  id: string,
) {
  const old = await loadForChange(tx, auth, kind, id, 'delete');
  await reverseDocument(tx, kind, id);
  await tx.deleteFrom('money_documents').where('id', '=', id).execute();
  await announce(tx, kind, 'notify.delete', old, auth.name);
}
