import { dropForeignKeys } from '../foreign-keys.js';
import type { GenContext } from '../types.js';
import { BATCH_SQL } from './batch-sql.js';
import { ACCOUNT_KEYS, LINES_PER_ENTRY } from './kinds.js';

/** Lines of the bench tenant's journal at scale 1 (`--ledger-lines` overrides it). */
export const JOURNAL_LINES_AT_SCALE_1 = 1_000_000;
/** Days of history, ending on the day the seed runs. */
export const JOURNAL_DAYS = 730;
/** Customers and suppliers per 1,000,000 lines; wholesale customers draw half of the customer lines. */
const CUSTOMERS_PER_MILLION = 2_000;
const SUPPLIERS_PER_MILLION = 200;
const WHOLESALE_CUSTOMERS = 50;
/** Entries per insert statement (one statement per batch of days). */
const ENTRIES_PER_BATCH = 40_000;

/** A stable 0..1 value of a day number (noise of the daily volume), without PostgreSQL. */
const noise = (n: number) => {
  let x = (n + 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
};

/**
 * Entries per day over `days` days ending on `last` (YYYY-MM-DD), `total` in all: a weekly rhythm (Friday
 * is the weekend, Thursday and Saturday are the busy days), the end-of-month salary bump, business growing
 * by half over the period, and ±10% noise. Cumulative rounding keeps the total exact.
 */
export function dayPlan(last: string, days: number, total: number): { day: string; n: number; g0: number }[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  const weights = Array.from({ length: days }, (_, d) => {
    const date = new Date(end - (days - 1 - d) * 86_400_000);
    const weekday = date.getUTCDay(); // 0 Sunday .. 6 Saturday
    const week = weekday === 5 ? 0.45 : weekday === 4 ? 1.25 : weekday === 6 ? 1.15 : 1;
    const month = date.getUTCDate() >= 25 ? 1.1 : 1;
    return week * month * (0.8 + (0.4 * d) / Math.max(1, days - 1)) * (0.9 + 0.2 * noise(d));
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const plan: { day: string; n: number; g0: number }[] = [];
  let acc = 0;
  let given = 0;
  for (const [d, w] of weights.entries()) {
    acc += w;
    const upTo = Math.round((acc / sum) * total);
    plan.push({
      day: new Date(end - (days - 1 - d) * 86_400_000).toISOString().slice(0, 10),
      n: upTo - given,
      g0: given + 1,
    });
    given = upTo;
  }
  return plan;
}

/** The tenant's branches and boxes as the batches draw them (temporary tables, dropped at commit). */
export async function prepareTenant(ctx: GenContext, tenantId: string) {
  const [tenant] = await ctx.sql<{ base: string }>(
    'select base_currency_code as base from tenants where id = $1',
    [tenantId],
  );
  if (tenant?.base !== 'IQD')
    throw new Error(`tenant ${tenantId} has base currency ${tenant?.base}, not IQD`);
  await ctx.sql('drop table if exists gen_branch');
  await ctx.sql(
    `create temp table gen_branch on commit drop as
     with b as (
       select (row_number() over (order by i.id) - 1)::int as k, i.id as inventory_id,
         (select c.id from cash_boxes c where c.tenant_id = i.tenant_id and c.inventory_id = i.id
            and c.currency_code = 'IQD' and c.for_user_id is null and c.status = 1
            order by c.is_default desc, c.id limit 1) as iqd_box,
         (select c.id from cash_boxes c where c.tenant_id = i.tenant_id and c.inventory_id = i.id
            and c.currency_code = 'USD' and c.for_user_id is null and c.status = 1
            order by c.is_default desc, c.id limit 1) as usd_box,
         array(select c.id from cash_boxes c where c.tenant_id = i.tenant_id and c.inventory_id = i.id
            and c.for_user_id is not null and c.currency_code = 'IQD' and c.status = 1 order by c.id) as drawers
       from inventories i where i.tenant_id = $1 and i.status = 1
     )
     select b.*, (select n.iqd_box from b n where n.k = (b.k + 1) % (select count(*) from b)) as next_iqd_box from b`,
    [tenantId],
  );
  await ctx.sql('create unique index on gen_branch (k)');
  const [check] = await ctx.sql<{ branches: number; missing: number }>(
    `select count(*)::int as branches, count(*) filter (where iqd_box is null or usd_box is null)::int as missing
     from gen_branch`,
  );
  if (!check?.branches || check.missing > 0)
    throw new Error(`tenant ${tenantId} needs active branches with an IQD and a USD cash box each`);

  const accounts = await ctx.sql<{ system_key: string; id: string }>(
    'select system_key, id from accounts where tenant_id = $1 and system_key = any($2::text[])',
    [tenantId, ACCOUNT_KEYS],
  );
  const byKey = new Map(accounts.map((a) => [a.system_key, a.id]));
  const accountIds = ACCOUNT_KEYS.map((k) => {
    const id = byKey.get(k);
    if (!id) throw new Error(`tenant ${tenantId} has no system account ${k}`);
    return id;
  });
  const ids = async (text: string) =>
    (await ctx.sql<{ ids: string[] | null }>(text, [tenantId]))[0]?.ids ?? [];
  const staff = await ids(
    'select array_agg(id order by id)::text[] as ids from users where tenant_id = $1 and status = 1',
  );
  const categories = await ids(
    'select array_agg(id order by id)::text[] as ids from expense_categories where tenant_id = $1',
  );
  const incomeTypes = await ids(
    'select array_agg(id order by id)::text[] as ids from income_types where tenant_id = $1',
  );
  if (staff.length === 0 || categories.length === 0 || incomeTypes.length === 0)
    throw new Error(`tenant ${tenantId} needs staff, expense categories and income types first`);
  const [seqs] = await ctx.sql<{ entries: string; documents: string }>(
    `select pg_get_serial_sequence('journal_entries', 'id') as entries,
       pg_get_serial_sequence('money_documents', 'id') as documents`,
  );
  return {
    accountIds,
    staff,
    categories,
    incomeTypes,
    branches: check.branches,
    entrySequence: seqs!.entries,
    documentSequence: seqs!.documents,
  };
}

/**
 * Writes `lines` journal lines (about; entries = lines / 3.2) for a tenant over the JOURNAL_DAYS days
 * ending today, in batches of days. Answers what it wrote.
 */
export async function generateJournal(
  ctx: GenContext,
  tenantId: string,
  lines: number,
): Promise<{ entries: number; lines: number; documents: number; customers: number; suppliers: number }> {
  const t = await prepareTenant(ctx, tenantId);
  const [today] = await ctx.sql<{ d: string }>('select current_date::text as d');
  const entries = Math.max(1, Math.ceil(lines / LINES_PER_ENTRY));
  const customers = Math.max(3, Math.round((CUSTOMERS_PER_MILLION * lines) / 1_000_000));
  const suppliers = Math.max(2, Math.round((SUPPLIERS_PER_MILLION * lines) / 1_000_000));
  const plan = dayPlan(today!.d, JOURNAL_DAYS, entries);
  const daysPerBatch = Math.max(
    1,
    Math.min(JOURNAL_DAYS, Math.floor(ENTRIES_PER_BATCH / (entries / JOURNAL_DAYS))),
  );
  const out = { entries: 0, lines: 0, documents: 0, customers, suppliers };
  await ctx.batches(plan.length, daysPerBatch, async (from, to) => {
    const days = plan.slice(from - 1, to);
    const [r] = await ctx.sql<{ entries: number; documents: number; lines: number }>(BATCH_SQL, [
      tenantId,
      days.map((d) => d.day),
      days.map((d) => d.n),
      days.map((d) => d.g0),
      t.accountIds,
      t.staff,
      t.categories,
      t.incomeTypes,
      customers,
      suppliers,
      Math.min(WHOLESALE_CUSTOMERS, customers),
      t.branches,
      t.entrySequence,
      t.documentSequence,
    ]);
    out.entries += r?.entries ?? 0;
    out.documents += r?.documents ?? 0;
    out.lines += r?.lines ?? 0;
  });
  // The next document the real server numbers continues after the generated ones (nextNumber's counter).
  await ctx.sql(
    `insert into document_sequences (tenant_id, inventory_id, doc_type, last_number)
     select tenant_id, coalesce(inventory_id, 0), kind, max(number) from money_documents where tenant_id = $1
     group by tenant_id, coalesce(inventory_id, 0), kind
     on conflict (tenant_id, inventory_id, doc_type)
       do update set last_number = greatest(document_sequences.last_number, excluded.last_number)`,
    [tenantId],
  );
  return out;
}

/**
 * The journal is loaded like a data import, with the same guarantees checked in bulk instead of per row:
 * inside the step's transaction the foreign keys of the journal tables are dropped and added back at the
 * end (PostgreSQL validates each over the whole table in one pass, and the step fails if one row is
 * wrong), and the deferred `balanced` trigger (two queries per line at commit: minutes at 10,000,000
 * lines) is disabled while one grouped query checks every new entry, in base and per currency.
 * Nothing is left changed: the trigger is enabled and the constraints exist again before the commit.
 */
export async function bulkJournal<T>(ctx: GenContext, tenantIds: string[], fn: () => Promise<T>): Promise<T> {
  const fks = await dropForeignKeys(ctx, ['journal_lines', 'journal_entries', 'money_documents']);
  await ctx.sql('alter table journal_lines disable trigger balanced');
  const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)}s`;
  // the grouped check and the validation of the foreign keys hash millions of rows
  await ctx.sql(`set local work_mem = '256MB'`);
  const [mark] = await ctx.sql<{ last: string }>(
    `select coalesce(pg_sequence_last_value(pg_get_serial_sequence('journal_lines', 'id')), 0)::text as last`,
  );
  let t0 = performance.now();
  const result = await fn();
  ctx.log(`entries, lines and documents written in ${secs(t0)}`);
  t0 = performance.now();
  const [bad] = await ctx.sql<{ entries: number }>(
    `select count(*)::int as entries from (
       select tenant_id, entry_id from (
         select tenant_id, entry_id, currency_code, sum(amount) as amount, sum(debit) - sum(credit) as base
         from journal_lines where tenant_id = any($1::bigint[]) and id > $2
         group by tenant_id, entry_id, currency_code
       ) per_currency
       group by tenant_id, entry_id having sum(base) <> 0 or bool_or(amount <> 0)
     ) unbalanced`,
    [tenantIds, mark!.last],
  );
  if ((bad?.entries ?? 0) > 0) throw new Error(`${bad?.entries} generated journal entries do not balance`);
  ctx.log(`every new entry balances, in base and per currency (checked in ${secs(t0)})`);
  await ctx.sql('alter table journal_lines enable trigger balanced');
  t0 = performance.now();
  await fks.restore();
  ctx.log(`${fks.count} foreign keys added back and validated in ${secs(t0)}`);
  return result;
}
