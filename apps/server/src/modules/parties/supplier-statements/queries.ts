import { add, formatMessage, toAmount } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../../platform/errors.js';
import { baseCurrency } from '../../cash/rates.js';
import {
  checkRange,
  type Period,
  partyDetailStatement,
  partySummary,
} from '../../ledger/party-statements.js';

/** The supplier's id, name and phone (404 for an unknown supplier). */
const SUPPLIER = sql<{
  id: string;
  name: string;
  phone: string | null;
}>`select id, name, phone from suppliers`;

/** The supplier's id, name and phone (404 for an unknown supplier). */
export async function supplierOf(tx: TenantTx, id: string) {
  const s = (
    await sql<{ id: string; name: string; phone: string | null }>`${SUPPLIER} where id = ${id}`.execute(tx)
  ).rows[0];
  if (!s) throw notFound();
  return s;
}

/** A supplier's detail statement in one currency, as `{ supplier, ...statement }`. */
export const supplierStatement = (tx: TenantTx, q: Period & { party_id: string; currency_code: string }) =>
  partyDetailStatement(tx, 'supplier', SUPPLIER, q);

/**
 * Per supplier and currency: the balance before the period, debits and credits in it, and the balance at
 * its end (signed like the ledger: a negative balance is what we owe). Suppliers without any movement up to
 * the end are left out.
 */
export function supplierSummary(tx: TenantTx, q: Period & { currency_code?: string | undefined }) {
  const spec = { table: 'suppliers', type: 'supplier', idAs: 'supplier_id', orderBy: 'name' } as const;
  return partySummary<Record<string, string>>(tx, { ...spec, columns: ['name', 'phone'] }, q);
}

export interface OneCurrencyRow {
  id: string;
  entry_id: string;
  date: string;
  document_type: string;
  document_id: string | null;
  invoice_id: string | null;
  description: string;
  /** The line as posted: its currency, signed amount and base value. */
  currency_code: string;
  amount: string;
  base_amount: string;
  /** The line's own rate: base units per one unit of its currency. */
  line_rate: string;
  /** Base units per one unit of the chosen currency used for the conversion; null when none was needed. */
  rate: string | null;
  debit: string;
  credit: string;
  balance: string;
}

/**
 * Each journal line's signed value in `target`: a line in the target currency keeps its amount; otherwise
 * its base value is used as is (target = base) or divided by the target currency's rate at that document:
 * the rate of the entry's own lines in the target currency when it has some (a conversion at the
 * document's rate), else the tenant's rate for the pair in force on the entry date (the first known one
 * when the entry is older than every rate).
 */
const converted = (target: string, base: string) => sql`
  select l.tenant_id, l.id, l.entry_id, l.entry_date, l.currency_code, l.amount, (l.debit - l.credit) as base_amount,
    l.rate as line_rate,
    r.rate,
    (case when l.currency_code = ${target} then l.amount
      when ${target} = ${base} then l.debit - l.credit
      else round((l.debit - l.credit) / r.rate, 6) end)::numeric(24,6) as value
  from journal_lines l
  left join lateral (
    select coalesce(
      (select sum(abs(x.debit - x.credit)) / sum(abs(x.amount)) from journal_lines x
        where x.tenant_id = l.tenant_id and x.entry_id = l.entry_id and x.currency_code = ${target}
          and x.amount <> 0
        having count(*) > 0),
      (select case when x.currency_code_from = ${target} then x.exchange_rate else 1 / x.exchange_rate end
        from exchange_rates x
        where (x.currency_code_from = ${target} and x.currency_code_to = ${base})
          or (x.currency_code_from = ${base} and x.currency_code_to = ${target})
        order by x.valid_from < l.entry_date + 1 desc,
          abs(extract(epoch from x.valid_from - (l.entry_date + 1)::timestamptz)), x.type desc, x.id desc
        limit 1)) as rate
    where l.currency_code <> ${target} and ${target} <> ${base}
  ) r on true`;

/** Whether the chosen currency is the tenant's and, when it is not the base, has a rate to the base. */
async function checkTarget(tx: TenantTx, target: string, base: string) {
  const known = await sql`select 1 from currencies where code = ${target}`.execute(tx);
  if (!known.rows.length) throw invalid({ currency_code: ['The selected currency code is invalid.'] });
  if (target === base) return;
  const rate = await sql`select 1 from exchange_rates
    where (currency_code_from = ${target} and currency_code_to = ${base})
      or (currency_code_from = ${base} and currency_code_to = ${target}) limit 1`.execute(tx);
  if (!rate.rows.length) throw conflict(formatMessage('noExchangeRate', { from: target, to: base }));
}

/**
 * The supplier's statement in every currency converted into `target` at each document's own rate: the
 * opening balance before the period, each line of the period with its original currency and amount, its
 * converted debit or credit and the running balance, and the closing balance.
 */
export async function oneCurrencyStatement(
  tx: TenantTx,
  q: Period & { party_id: string; currency_code: string },
) {
  checkRange(q);
  const supplier = await supplierOf(tx, q.party_id);
  const base = await baseCurrency(tx);
  const target = q.currency_code;
  await checkTarget(tx, target, base);
  const c = converted(target, base);
  const opening = await sql<{ o: string }>`
    with v as (${c} where l.party_type = 'supplier' and l.party_id = ${supplier.id}
      and l.entry_date < ${q.start_date}::date)
    select coalesce(sum(v.value), 0)::text as o from v`.execute(tx);
  const open = opening.rows[0]!.o;
  const rows = await sql<OneCurrencyRow>`
    with v as (${c} where l.party_type = 'supplier' and l.party_id = ${supplier.id}
      and l.entry_date between ${q.start_date}::date and ${q.end_date}::date)
    select v.id, v.entry_id, v.entry_date::text as date, e.document_type, e.document_id::text as document_id,
      md.invoice_id, e.description, v.currency_code, v.amount::text as amount, v.base_amount::text as base_amount,
      round(v.rate, 8)::text as rate, v.line_rate::text as line_rate,
      greatest(v.value, 0)::numeric(24,6)::text as debit, greatest(-v.value, 0)::numeric(24,6)::text as credit,
      (${open}::numeric + sum(v.value) over (order by v.entry_date, v.id))::text as balance
    from v
    join journal_entries e on e.tenant_id = v.tenant_id and e.id = v.entry_id
    left join money_documents md on md.tenant_id = e.tenant_id and md.kind = e.document_type and md.id = e.document_id
    order by v.entry_date, v.id`.execute(tx);
  const data = rows.rows;
  const total = (vs: string[]) => (vs.length ? toAmount(add(...vs)) : '0');
  return {
    supplier,
    currency_code: target,
    base_currency_code: base,
    opening_balance: open,
    data,
    total_debit: total(data.map((r) => r.debit)),
    total_credit: total(data.map((r) => r.credit)),
    closing_balance: data.length ? data[data.length - 1]!.balance : open,
  };
}
