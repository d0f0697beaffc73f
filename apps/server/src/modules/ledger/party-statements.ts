import { MESSAGES } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { PartyType } from './post.js';
import { detailStatement } from './statements.js';

/** A statement's period, YYYY-MM-DD both ends. */
export interface Period {
  start_date: string;
  end_date: string;
}

/** Refuses a period that ends before it starts (422 on end_date). */
export const checkRange = (q: Period) => {
  if (q.start_date > q.end_date)
    throw invalid({ end_date: [MESSAGES.endBeforeStart] }, MESSAGES.endBeforeStart);
};

/**
 * A party's detail statement, answered as `{ [type]: the party's record, ...statement }`: the period is
 * checked, the party is read by `select` (its columns from its table) with its id, a party that is not
 * found is a 404, and the lines are the party's journal lines in one currency (ledger/statements.ts).
 */
export async function partyDetailStatement<T extends PartyType, P extends { id: string }>(
  tx: TenantTx,
  type: T,
  select: RawBuilder<P>,
  q: Period & { party_id: string; currency_code: string },
) {
  checkRange(q);
  const party = (await sql<P>`${select} where id = ${q.party_id}`.execute(tx)).rows[0];
  if (!party) throw notFound();
  const st = await detailStatement(
    tx,
    { party: { type, id: party.id } },
    q.currency_code,
    q.start_date,
    q.end_date,
  );
  return { [type]: party, ...st } as { [K in T]: P } & typeof st;
}

/** Which parties a summary statement lists and how. */
export interface PartySummarySpec {
  /** The party table (aliased `p`) and the journal's party type for it. */
  table: string;
  type: PartyType;
  /** The answer's id column (`customer_id`). */
  idAs: string;
  /** The party's columns shown, in order; `share_percentage::text` casts a number to text. */
  columns: string[];
  /** The column ordered by (after the currency), compared by the ICU collation unless `plainOrder`. */
  orderBy: string;
  plainOrder?: boolean;
  /** A further condition on the party (`p.customer_type_id = …`). */
  where?: ReturnType<typeof sql>;
}

/**
 * Per party and currency: the balance before the period, the debits and credits in it and the balance at
 * its end (signed like the ledger), from the journal lines up to the period's end; parties without any
 * movement up to then are left out.
 */
export async function partySummary<R>(
  tx: TenantTx,
  spec: PartySummarySpec,
  q: Period & { currency_code?: string | undefined },
): Promise<R[]> {
  checkRange(q);
  const columns = spec.columns.map((c) => {
    const [name, cast] = c.split('::');
    return { select: cast ? `p.${name}::${cast} as ${name}` : `p.${name}`, group: `p.${name}` };
  });
  const select = sql.raw([`p.id as ${spec.idAs}`, ...columns.map((c) => c.select)].join(', '));
  const group = sql.raw(['p.id', ...columns.map((c) => c.group)].join(', '));
  const order = sql.raw(`p.${spec.orderBy}${spec.plainOrder ? '' : ' collate "und-x-icu"'}`);
  const start = q.start_date;
  const r = await sql<R>`
    select ${select}, l.currency_code,
      coalesce(sum(l.amount) filter (where l.entry_date < ${start}::date), 0)::text as opening_balance,
      coalesce(sum(greatest(l.amount, 0)) filter (where l.entry_date >= ${start}::date), 0)::text as debit,
      coalesce(sum(greatest(-l.amount, 0)) filter (where l.entry_date >= ${start}::date), 0)::text as credit,
      coalesce(sum(l.amount), 0)::text as closing_balance
    from ${sql.table(spec.table)} p
    join journal_lines l on l.tenant_id = p.tenant_id and l.party_type = ${spec.type} and l.party_id = p.id
      and l.entry_date <= ${q.end_date}::date
    where ${q.currency_code ? sql`l.currency_code = ${q.currency_code}` : sql`true`}
      ${spec.where ? sql`and ${spec.where}` : sql``}
    group by ${group}, l.currency_code
    order by l.currency_code, ${order}, p.id`.execute(tx);
  return r.rows;
}
