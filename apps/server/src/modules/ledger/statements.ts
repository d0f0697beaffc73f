import {
  type CashBoxSummaryRow,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  MONEY_DOCUMENT_KIND_NAMES,
  sectionOf,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { PartyType } from './post.js';

export type Subject =
  | { cashBoxId: string }
  | { party: { type: PartyType; id: string } }
  | { accountId: string };

const whereSubject = (s: Subject) =>
  'cashBoxId' in s
    ? sql`l.cash_box_id = ${s.cashBoxId}`
    : 'party' in s
      ? sql`l.party_type = ${s.party.type} and l.party_id = ${s.party.id}`
      : sql`l.account_id = ${s.accountId}`;

/**
 * Document types grouped into the general ledger's sections (shared-screens.md section 9), from the one
 * catalogue in contracts. The values are our own constants, so they are written into the SQL as literals.
 */
export const SECTION_SQL = sql`case e.document_type ${sql.join(
  DOCUMENT_TYPE_IDS.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(DOCUMENT_TYPES[id].section)}`),
  sql` `,
)} else ${sql.lit(sectionOf(''))} end`;

export interface StatementRow {
  id: string;
  entry_id: string;
  date: string;
  document_type: string;
  document_id: string | null;
  invoice_id: string | null;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

/** A stored amount as PostgreSQL prints numeric(24,6): sign, digits, six decimals. */
const AMOUNT = /^-?\d+\.\d{6}$/;
/** An opening balance: `sum` of such amounts, or `0` over no rows. */
const SUM = /^-?\d+(\.\d{6})?$/;

/** The amount in millionths (BigInt: exact at any size). */
function units(v: string, pattern = AMOUNT): bigint {
  if (!pattern.test(v)) throw new Error(`unexpected amount ${v}`);
  return v.length > 7 && v.charCodeAt(v.length - 7) === 46
    ? BigInt(v.slice(0, -7) + v.slice(-6))
    : BigInt(v) * 1_000_000n;
}

/** Millionths as numeric(24,6) prints them. */
function plain(u: bigint): string {
  const neg = u < 0n;
  const digits = (neg ? -u : u).toString().padStart(7, '0');
  return `${neg ? '-' : ''}${digits.slice(0, -6)}.${digits.slice(-6)}`;
}

/**
 * A detail account statement in one currency: the opening balance before `start`, every movement in
 * [start, end] with its running balance, and the closing balance. Amounts are in the currency.
 *
 * The lines come from the subject's index (it carries `entry_id` and `amount`) with their entry; the
 * invoice number is looked up only for money documents (no other kind has one). Debit, credit, the
 * running balance and the totals are computed here as BigInt millionths, printed exactly as
 * PostgreSQL's `greatest(amount, 0)::text`, `greatest(-amount, 0)::text`, `(opening + running sum)::text`
 * and `sum(...)::text` would. Each row is the driver's own row object, completed in place (the amount
 * arrives as `debit`; `credit` and `balance` as nulls to fill): thousands of rows are mostly garbage
 * collection, so no second object per line (docs/performance.md, "Statement and export (session 3,
 * second pass)").
 */
export async function detailStatement(
  tx: TenantTx,
  subject: Subject,
  currency: string,
  start: string,
  end: string,
) {
  const who = whereSubject(subject);
  const opening = await sql<{ o: string }>`select coalesce(sum(l.amount), 0)::text as o from journal_lines l
    where ${who} and l.currency_code = ${currency} and l.entry_date < ${start}::date`.execute(tx);
  const open = opening.rows[0]!.o;
  const lines = await sql<StatementRow>`
    select l.id, l.entry_id, l.entry_date::text as date, e.document_type, e.document_id::text as document_id,
      case when e.document_type = any(${MONEY_DOCUMENT_KIND_NAMES}::text[]) then (select md.invoice_id
        from money_documents md where md.tenant_id = e.tenant_id and md.kind = e.document_type and md.id = e.document_id)
      end as invoice_id,
      e.description, l.amount::text as debit, null::text as credit, null::text as balance
    from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    where ${who} and l.currency_code = ${currency} and l.entry_date between ${start}::date and ${end}::date
    order by l.entry_date, l.id`.execute(tx);
  const data = lines.rows;
  let balance = units(open, SUM);
  let debits = 0n;
  let credits = 0n;
  for (const r of data) {
    const a = r.debit; // the signed amount
    const u = units(a);
    balance += u;
    if (u > 0n) {
      r.credit = '0';
      debits += u;
    } else if (u < 0n) {
      r.debit = '0';
      r.credit = a.slice(1);
      credits -= u;
    } else r.credit = a; // zero: both sides print 0.000000
    r.balance = plain(balance);
  }
  return {
    currency_code: currency,
    opening_balance: open,
    data,
    total_debit: data.length ? plain(debits) : '0',
    total_credit: data.length ? plain(credits) : '0',
    closing_balance: data.length ? data[data.length - 1]!.balance : open,
  };
}

/** A summary statement: per cash box and currency, the opening, debits, credits and closing of a period. */
export async function cashBoxSummary(tx: TenantTx, start: string, end: string, currency?: string) {
  const r = await sql<CashBoxSummaryRow>`
    select b.id as cash_box_id, b.code, b.name, b.currency_code,
      coalesce(sum(l.amount) filter (where l.entry_date < ${start}::date), 0)::text as opening_balance,
      coalesce(sum(greatest(l.amount, 0)) filter (where l.entry_date between ${start}::date and ${end}::date), 0)::text as debit,
      coalesce(sum(greatest(-l.amount, 0)) filter (where l.entry_date between ${start}::date and ${end}::date), 0)::text as credit,
      coalesce(sum(l.amount) filter (where l.entry_date <= ${end}::date), 0)::text as closing_balance
    from cash_boxes b
    left join journal_lines l on l.tenant_id = b.tenant_id and l.cash_box_id = b.id and l.currency_code = b.currency_code
    where ${currency ? sql`b.currency_code = ${currency}` : sql`true`}
    group by b.id, b.code, b.name, b.currency_code
    order by b.currency_code, b.code`.execute(tx);
  return r.rows;
}
