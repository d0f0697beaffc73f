import { add, D, type Dec, dec, mul, round, toAmount } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { tenantSettings } from '../settings/queries.js';
import { type SystemAccount, systemAccountIds } from './accounts.js';

export type PartyType = 'customer' | 'supplier' | 'employee' | 'shareholder';

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
  if (lockDate && date <= lockDate)
    throw conflict(`The books are closed up to ${lockDate}; nothing can be posted on ${date}.`);
}

/**
 * Posts one journal entry: the only writer of journal lines. Lines must balance per currency; their base
 * values must balance too, a rounding remainder of at most half a step per line going to the rounding
 * account as its own visible line. The database checks the balance again at commit.
 */
export async function post(tx: TenantTx, input: PostInput): Promise<string> {
  if (input.lines.length < 2) throw new Error('a journal entry needs at least two lines');
  await assertOpenPeriod(tx, input.date);
  const base = (await tx.selectFrom('tenants').select('base_currency_code').executeTakeFirstOrThrow())
    .base_currency_code;

  const perCurrency = new Map<string, Dec>();
  let baseDiff = new D(0);
  const lines = input.lines.map((l) => {
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
      currency: base,
      rate: '1',
      value: baseDiff.abs(),
      signed: new D(0),
    });
  }

  const keys = lines.flatMap((l) => (typeof l.account === 'string' ? [l.account] : []));
  const ids = await systemAccountIds(tx, keys);
  const entry = await tx
    .insertInto('journal_entries')
    .values({
      tenant_id: tx.tenantId,
      entry_date: input.date,
      document_type: input.documentType,
      document_id: input.documentId ?? null,
      inventory_id: input.inventoryId ?? null,
      description: input.description ?? '',
      user_id: tx.userId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('journal_lines')
    .values(
      lines.map((l) => ({
        tenant_id: tx.tenantId,
        entry_id: entry.id,
        entry_date: input.date,
        account_id: typeof l.account === 'string' ? ids.get(l.account)! : l.account.id,
        debit: l.side === 'debit' ? toAmount(l.value) : '0',
        credit: l.side === 'credit' ? toAmount(l.value) : '0',
        currency_code: l.currency,
        amount: toAmount(l.signed),
        rate: round(l.rate, 8, 'halfUp').toFixed(8),
        party_type: l.party?.type ?? null,
        party_id: l.party?.id ?? null,
        cash_box_id: l.cashBoxId ?? null,
        inventory_id: l.inventoryId ?? input.inventoryId ?? null,
        dim_type: l.dim?.type ?? null,
        dim_id: l.dim?.id ?? null,
      })),
    )
    .execute();
  return entry.id;
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
      description: opts.description ?? `Reversal of entry ${entryId}`,
      user_id: tx.userId ?? null,
      reverses_entry_id: entryId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e: { code?: string }) => {
      if (e.code === '23505') throw conflict('This entry has already been reversed.');
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
