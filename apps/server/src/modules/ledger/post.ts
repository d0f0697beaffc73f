import {
  add,
  D,
  type Dec,
  dec,
  formatMessage,
  journalText,
  MESSAGES,
  mul,
  round,
  toAmount,
} from '@bb/contracts';
import { sql } from 'kysely';
import { executeNamed } from '../../platform/db/prepared.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { tenantSettings } from '../settings/queries.js';
import type { SystemAccount } from './accounts.js';
import { assertCashCovers, cashOutflows } from './cash-guard.js';

export type PartyType = 'customer' | 'supplier' | 'employee' | 'shareholder' | 'patient' | 'collector';

export interface PostLine {
  /** A system account by key, or an account by id. */
  account: SystemAccount | { id: string };
  side: 'debit' | 'credit';
  /** Positive, in `currency`. Zero only for a line that carries a base value alone (exchange differences). */
  amount: string;
  currency: string;
  /** Base-currency units per one unit of `currency` (1 for the base currency). */
  rate: string;
  /** The base value when it is not amount x rate (a currency converted by division, an exchange difference). */
  base?: string;
  party?: { type: PartyType; id: string };
  cashBoxId?: string | null;
  inventoryId?: string | null;
  dim?: { type: string; id: string } | null;
}

export interface PostInput {
  date: string;
  documentType: string;
  documentId?: string | null;
  inventoryId?: string | null;
  description?: string;
  lines: PostLine[];
}

/** Rounding each line's base value to 6 decimals can leave at most half a step per line. */
const ROUNDING_STEP = new D('0.0000005');

export async function assertOpenPeriod(tx: TenantTx, date: string): Promise<void> {
  const { lockDate } = await tenantSettings(tx);
  if (lockDate && date <= lockDate) throw conflict(formatMessage('booksClosed', { lockDate, date }));
}

/**
 * The posting statement: the lock date, the entry and its lines in one round trip, prepared once per
 * connection. The entry is written only when its date is after the lock date; system accounts are resolved
 * by key and a line without a currency (the rounding line) takes the tenant's base currency.
 */
const POST_SQL = `with lock as (
  select (select s.value #>> '{}' from settings s where s.tenant_id = $1::bigint and s.key = 'lockDate') as lock_date
), e as (
  insert into journal_entries (tenant_id, entry_date, document_type, document_id, inventory_id, description, user_id)
  select $1::bigint, $2::date, $3::text, $4::bigint, $5::bigint, $6::text, $7::bigint
  from lock where lock.lock_date is null or $2::date > lock.lock_date::date
  returning id
), x as (
  select x.*, coalesce(x.account_id, a.id) as account,
    coalesce(x.currency_code, (select t.base_currency_code from tenants t where t.id = $1::bigint)) as currency
  from unnest($8::text[], $9::bigint[], $10::numeric[], $11::numeric[], $12::text[], $13::numeric[],
      $14::numeric[], $15::text[], $16::bigint[], $17::bigint[], $18::bigint[], $19::text[], $20::bigint[])
    with ordinality x(system_key, account_id, debit, credit, currency_code, amount, rate, party_type, party_id,
      cash_box_id, inventory_id, dim_type, dim_id, n)
  left join accounts a on a.tenant_id = $1::bigint and a.system_key = x.system_key
), l as (
  insert into journal_lines (tenant_id, entry_id, entry_date, account_id, debit, credit, currency_code, amount,
    rate, party_type, party_id, cash_box_id, inventory_id, dim_type, dim_id)
  select $1::bigint, e.id, $2::date, x.account, x.debit, x.credit, x.currency, x.amount, x.rate,
    x.party_type, x.party_id, x.cash_box_id, x.inventory_id, x.dim_type, x.dim_id
  from e cross join x order by x.n
)
select (select id from e) as id, (select lock_date from lock) as lock_date`;

/**
 * Posts one journal entry: the only writer of journal lines. Lines must balance per currency; their base
 * values must balance too, a rounding remainder of at most half a step per line going to the rounding
 * account as its own visible line. The database checks the balance again at commit. An entry that takes
 * money out of a cash box is refused when the box would go below zero (cash-guard.ts).
 */
export async function post(tx: TenantTx, input: PostInput): Promise<string> {
  if (input.lines.length < 2) throw new Error('a journal entry needs at least two lines');

  const perCurrency = new Map<string, Dec>();
  let baseDiff = new D(0);
  const lines: (Omit<PostLine, 'currency'> & { currency: string | null; value: Dec; signed: Dec })[] =
    input.lines.map((l) => {
      const amount = dec(l.amount);
      if (amount.isNeg()) throw new Error('journal line amounts are positive; the side gives the sign');
      if (dec(l.rate).lte(0)) throw new Error('journal line rates are above zero');
      const value = round(l.base ?? mul(amount, l.rate), 6, 'halfUp');
      const signed = l.side === 'debit' ? amount : amount.neg();
      perCurrency.set(l.currency, add(perCurrency.get(l.currency) ?? '0', signed));
      baseDiff = l.side === 'debit' ? baseDiff.plus(value) : baseDiff.minus(value);
      return { ...l, value, signed };
    });
  for (const [currency, sum] of perCurrency) {
    if (!sum.isZero())
      throw new Error(`unbalanced ${currency} amounts in ${input.documentType}: ${sum.toFixed()}`);
  }
  if (!baseDiff.isZero()) {
    if (baseDiff.abs().gt(ROUNDING_STEP.times(lines.length))) {
      throw new Error(`unbalanced base values in ${input.documentType}: ${baseDiff.toFixed()}`);
    }
    lines.push({
      account: 'rounding',
      side: baseDiff.isPos() ? 'credit' : 'debit',
      amount: '0',
      currency: null, // the base currency, resolved by the statement
      rate: '1',
      value: baseDiff.abs(),
      signed: new D(0),
    });
  }

  const col = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
  const params = [
    tx.tenantId,
    input.date,
    input.documentType,
    input.documentId ?? null,
    input.inventoryId ?? null,
    input.description ?? '',
    tx.userId ?? null,
    col((l) => (typeof l.account === 'string' ? l.account : null)),
    col((l) => (typeof l.account === 'string' ? null : l.account.id)),
    col((l) => (l.side === 'debit' ? toAmount(l.value) : '0')),
    col((l) => (l.side === 'credit' ? toAmount(l.value) : '0')),
    col((l) => l.currency),
    col((l) => toAmount(l.signed)),
    col((l) => round(l.rate, 8, 'halfUp').toFixed(8)),
    col((l) => l.party?.type ?? null),
    col((l) => l.party?.id ?? null),
    col((l) => l.cashBoxId ?? null),
    col((l) => l.inventoryId ?? input.inventoryId ?? null),
    col((l) => l.dim?.type ?? null),
    col((l) => l.dim?.id ?? null),
  ];
  const [row] = await executeNamed<{ id: string | null; lock_date: string | null }>(
    tx,
    'bb_ledger_post',
    POST_SQL,
    params,
  ).catch((e: { code?: string; column?: string }) => {
    if (e.code === '23502' && e.column === 'account_id') {
      const keys = lines.flatMap((l) => (typeof l.account === 'string' ? [l.account] : []));
      throw new Error(`a system account of ${keys.join(', ')} is missing for tenant ${tx.tenantId}`);
    }
    throw e;
  });
  if (!row?.id)
    throw conflict(formatMessage('booksClosed', { lockDate: String(row?.lock_date), date: input.date }));
  // money out of a cash box: refused when it would leave the box below zero (no query when none goes out)
  await assertCashCovers(tx, cashOutflows(lines));
  return row.id;
}

/**
 * Reverses an entry with its mirror (debits become credits), dated `date` (default: the entry's own
 * date). An entry is reversed at most once; posted lines are never touched.
 */
export async function reverse(
  tx: TenantTx,
  entryId: string,
  opts: { date?: string; description?: string } = {},
): Promise<string> {
  const entry = await tx
    .selectFrom('journal_entries')
    .selectAll()
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!entry) throw new Error(`journal entry ${entryId} not found`);
  const date = opts.date ?? entry.entry_date;
  await assertOpenPeriod(tx, date);
  const lines = await tx
    .selectFrom('journal_lines')
    .selectAll()
    .where('entry_id', '=', entryId)
    .orderBy('id')
    .execute();
  const mirror = await tx
    .insertInto('journal_entries')
    .values({
      tenant_id: tx.tenantId,
      entry_date: date,
      document_type: entry.document_type,
      document_id: entry.document_id,
      inventory_id: entry.inventory_id,
      description: opts.description ?? journalText('reversal', entryId),
      user_id: tx.userId ?? null,
      reverses_entry_id: entryId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e: { code?: string }) => {
      if (e.code === '23505') throw conflict(MESSAGES.entryReversed);
      throw e;
    });
  await tx
    .insertInto('journal_lines')
    .values(
      lines.map((l) => ({
        tenant_id: tx.tenantId,
        entry_id: mirror.id,
        entry_date: date,
        account_id: l.account_id,
        debit: l.credit,
        credit: l.debit,
        currency_code: l.currency_code,
        amount: toAmount(dec(l.amount).neg()),
        rate: l.rate,
        party_type: l.party_type,
        party_id: l.party_id,
        cash_box_id: l.cash_box_id,
        inventory_id: l.inventory_id,
        dim_type: l.dim_type,
        dim_id: l.dim_id,
      })),
    )
    .execute();
  return mirror.id;
}

/** Reverses every entry of a document that is not reversed yet (edit = this, then post again; delete = this). */
export async function reverseDocument(
  tx: TenantTx,
  documentType: string,
  documentId: string,
  date?: string,
): Promise<void> {
  const open = await sql<{ id: string }>`
    select e.id from journal_entries e
    where e.document_type = ${documentType} and e.document_id = ${documentId} and e.reverses_entry_id is null
      and not exists (select 1 from journal_entries r where r.tenant_id = e.tenant_id and r.reverses_entry_id = e.id)
    order by e.id`.execute(tx);
  for (const e of open.rows) await reverse(tx, e.id, date ? { date } : {});
}
