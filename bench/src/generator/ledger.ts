import { MONEY_DOCUMENT_KINDS, type MoneyDocumentKind } from '@bb/contracts';
import type { SystemAccount } from '../../../apps/server/src/modules/ledger/accounts.js';
import { rnd } from './sql.js';
import type { GenContext, GeneratorStep, Invariant } from './types.js';

/**
 * The journal (issue 5): two years of a shop's and pharmacy's daily business as balanced journal entries,
 * written with the same shape `post()` gives them (lines carry the entry date, the signed amount in their
 * currency, the base value, the rate, the branch, and the cash box, party or dimension they concern), plus
 * the money documents (expenses, income, transfers, conversions) behind a quarter of the entries, numbered
 * gaplessly per branch with their counters in document_sequences, so the real POST continues the numbering.
 *
 * Customers and suppliers are plain party ids for now (1..n per type); their modules will bring tables.
 */

/** Lines of the bench tenant's journal at scale 1 (`--ledger-lines` overrides it). */
export const JOURNAL_LINES_AT_SCALE_1 = 1_000_000;
/** Days of history, ending on the day the seed runs. */
export const JOURNAL_DAYS = 730;
/** Customers and suppliers per 1,000,000 lines; wholesale customers draw half of the customer lines. */
const CUSTOMERS_PER_MILLION = 2_000;
const SUPPLIERS_PER_MILLION = 200;
const WHOLESALE_CUSTOMERS = 50;
/** Each neighbour company gets this share of the bench tenant's volume, in the same table. */
const NEIGHBOUR_SHARE = 0.1;
/** Entries per insert statement (one statement per batch of days). */
const ENTRIES_PER_BATCH = 40_000;

type Money = 'iqd' | 'cost' | 'usd' | 'conv';
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

interface KindSpec {
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

const LINES_PER_ENTRY = KINDS.reduce((s, k) => s + k.weight * k.lines.length, 0) / 10_000;
const ACCOUNT_KEYS = [...new Set(KINDS.flatMap((k) => k.lines.map((l) => l.account)))];

const EXPENSE_CATEGORIES = [
  'Rent',
  'Electricity',
  'Generator fuel',
  'Water',
  'Internet',
  'Cleaning',
  'Transport',
  'Packaging',
  'Repairs',
  'کرێی خانوو',
  'کارەبا',
  'سووتەمەنی مۆلیدە',
  'نقل',
  'صيانة',
  'ضيافة',
];
const INCOME_TYPES = ['Delivery fees', 'Rebates', 'Rental of shelf space', 'داهاتی تر', 'إيرادات أخرى'];

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

/** The kind of an entry from its draw `r` in [0, 10000): a CASE over the cumulative weights. */
const kindOf = (r: string) => {
  let acc = 0;
  const arms = KINDS.map((k) => {
    acc += k.weight;
    return `when ${r} < ${acc} then '${k.kind}'`;
  });
  if (acc !== 10_000) throw new Error(`entry kinds weigh ${acc}, not 10,000`);
  return `case ${arms.join(' ')} end`;
};

const money = (m: Money) =>
  ({
    iqd: { currency: `'IQD'`, amount: 's.a', base: 's.a', rate: '1' },
    cost: { currency: `'IQD'`, amount: 's.c', base: 's.c', rate: '1' },
    usd: { currency: `'USD'`, amount: 's.u', base: 's.ub', rate: 's.r' },
    conv: { currency: `'IQD'`, amount: 's.ub', base: 's.ub', rate: '1' },
  })[m];

/** The journal lines of every kind, as one `union all` over the batch's entries (`src s`). */
function linesSql(): string {
  const acc = (key: SystemAccount) => `($5::bigint[])[${ACCOUNT_KEYS.indexOf(key) + 1}]`;
  return KINDS.map((k) => {
    const rows = k.lines.map((l, i) => {
      const m = money(l.money);
      const debit = l.side === 'debit';
      return `(${i + 1}, ${acc(l.account)}::bigint, ${debit ? m.base : '0'}::numeric, ${debit ? '0' : m.base}::numeric,
        ${m.currency}::text, ${debit ? m.amount : `-${m.amount}`}::numeric, ${m.rate}::numeric,
        ${l.party ? `'${l.party}'` : 'null'}::text, ${l.party ? `s.${l.party}` : 'null'}::bigint,
        ${l.box ? `s.${l.box}` : 'null'}::bigint,
        ${l.dim ? `'${l.dim}'` : 'null'}::text, ${l.dim ? (l.dim === 'expense_category' ? 's.category' : 's.income_type') : 'null'}::bigint)`;
    });
    return `select s.eid, s.day, s.inventory_id, v.* from src s cross join lateral (values ${rows.join(', ')})
      v(n, account_id, debit, credit, currency_code, amount, rate, party_type, party_id, cash_box_id, dim_type, dim_id)
      where s.kind = '${k.kind}'`;
  }).join('\n      union all\n      ');
}

/** A CASE over the entry kind in column `col`: each kind's value, or `otherwise`. */
const caseOfKind = (col: string, value: (k: KindSpec) => string | undefined, otherwise = 'null') =>
  `case ${col} ${KINDS.flatMap((k) => {
    const v = value(k);
    return v === undefined ? [] : [`when '${k.kind}' then ${v}`];
  }).join(' ')} else ${otherwise} end`;

/**
 * One batch: the entries of some days with their lines and money documents, in one statement. Entry and
 * document ids are drawn from their identity sequences up front so that entries, documents and lines can
 * point at each other in one pass. Parameters: $1 tenant, $2-$4 the days (date, entries, first entry
 * number), $5 account ids (ACCOUNT_KEYS order), $6 staff, $7 expense categories, $8 income types,
 * $9 customers, $10 suppliers, $11 wholesale customers, $12 branches, $13-$14 the identity sequences of
 * journal_entries and money_documents.
 */
function batchSql(): string {
  const g = 'q.g';
  const iqd = caseOfKind('q.kind', (k) =>
    k.iqd ? `250::numeric * (${k.iqd.min} + ${rnd(g, 102, k.iqd.spread)})` : undefined,
  );
  const docKind = caseOfKind('x.kind', (k) => (k.moneyDocument ? `'${k.moneyDocument}'` : undefined));
  const prefix = caseOfKind(
    's.kind',
    (k) => `'${k.moneyDocument ? MONEY_DOCUMENT_KINDS[k.moneyDocument].prefix : k.prefix}'`,
  );
  const docType = caseOfKind('s.kind', (k) => `'${k.docType}'`);
  // the box a kind takes money from or puts it into (box), and the other side of a transfer or conversion (box2)
  const box = `case q.kind
      when 'sale_cash' then case when dr.box_id is not null and ${rnd(g, 113, 2)} = 0 then dr.box_id else b.iqd_box end
      when 'sale_return' then coalesce(dr.box_id, b.iqd_box)
      when 'sale_usd' then b.usd_box
      when 'cash_box_transfer' then coalesce(dr.box_id, b.iqd_box)
      else b.iqd_box end`;
  const box2 = `case q.kind
      when 'cash_box_transfer' then case when dr.box_id is null then b.next_iqd_box else b.iqd_box end
      when 'money_conversion' then b.usd_box end`;
  const unit = (salt: number) => `(${rnd(g, salt, 1_000_000)}::float8 / 1000000)`;
  return `
    with plan as (
      select d.day, d.g0 + k as g
      from unnest($2::date[], $3::int[], $4::bigint[]) d(day, n, g0)
      cross join generate_series(0, d.n - 1) k
    ),
    picked as (
      select p.g, p.day, ${kindOf('r.r')} as kind, ${rnd('p.g', 103, '$12::int')} as bk
      from plan p cross join lateral (select ${rnd('p.g', 101, 10_000)} as r) r
    ),
    src as materialized (
      select x.*, dk.doc_kind, nextval($13::regclass) as eid,
        case when dk.doc_kind is not null then nextval($14::regclass) end as doc_id
      from (
        select s.*, coalesce(s.a0, round(s.ub)) as a,
          round(coalesce(s.a0, s.ub) * (60 + ${rnd('s.g', 110, 25)}) / 100) as c
        from (
          select q.g, q.day, q.kind, b.inventory_id,
            ${iqd} as a0,
            u.u, u.r, u.u * u.r as ub,
            ${box} as box, ${box2} as box2,
            case when ${rnd(g, 115, 2)} = 0 then 1 + floor($11::int * power(${unit(116)}, 2))::bigint
              else 1 + ${rnd(g, 117, '$9::int')} end as customer,
            1 + floor($10::int * power(${unit(118)}, 2))::bigint as supplier,
            ($7::bigint[])[1 + ${rnd(g, 119, 'cardinality($7::bigint[])')}] as category,
            ($8::bigint[])[1 + ${rnd(g, 120, 'cardinality($8::bigint[])')}] as income_type,
            ($6::bigint[])[1 + ${rnd(g, 121, 'cardinality($6::bigint[])')}] as user_id,
            (q.day + time '08:00' + make_interval(secs => ${rnd(g, 122, 43_200)}))::timestamptz as at
          from picked q
          join gen_branch b on b.k = q.bk
          cross join lateral (select b.drawers[1 + ${rnd(g, 114, 'greatest(cardinality(b.drawers), 1)')}] as box_id) dr
          cross join lateral (select (500 + ${rnd(g, 111, 30_000)})::numeric / 100 as u,
            1300 + (${rnd(g, 112, 4001)})::numeric / 100 as r) u
        ) s
        order by s.g
      ) x
      cross join lateral (select ${docKind} as doc_kind) dk
    ),
    numbered as (
      select s.eid, s.doc_id, s.doc_kind,
        row_number() over (partition by s.doc_kind, s.inventory_id order by s.g)
          + coalesce((select max(m.number) from money_documents m
              where m.tenant_id = $1 and m.kind = s.doc_kind and m.inventory_id = s.inventory_id), 0) as number
      from src s where s.doc_kind is not null
    ),
    entries as (
      insert into journal_entries (id, tenant_id, entry_date, document_type, document_id, inventory_id, description,
        user_id, created_at)
      overriding system value
      select s.eid, $1, s.day, ${docType}, coalesce(s.doc_id, s.g), s.inventory_id,
        ${prefix} || coalesce(n.number, s.g), s.user_id, s.at
      from src s left join numbered n on n.eid = s.eid
      returning 1
    ),
    documents as (
      insert into money_documents (id, tenant_id, kind, number, invoice_id, date, inventory_id, cash_box_id, amount,
        currency_code, exchange_rate, expense_category_id, income_type_id, to_cash_box_id, to_amount, to_currency_code,
        journal_entry_id, created_by, created_at, updated_at)
      overriding system value
      select n.doc_id, $1, n.doc_kind, n.number, ${prefix} || n.number, s.day, s.inventory_id, s.box,
        case when s.kind = 'money_conversion' then s.ub else s.a end, 'IQD',
        case when s.kind = 'money_conversion' then s.r else 1 end,
        case when s.kind = 'variable_expense' then s.category end,
        case when s.kind = 'income' then s.income_type end,
        s.box2,
        case s.kind when 'cash_box_transfer' then s.a when 'money_conversion' then s.u end,
        case s.kind when 'cash_box_transfer' then 'IQD' when 'money_conversion' then 'USD' end,
        s.eid, s.user_id, s.at, s.at
      from numbered n join src s on s.eid = n.eid
      returning 1
    ),
    lines as (
      insert into journal_lines (tenant_id, entry_id, entry_date, account_id, debit, credit, currency_code, amount,
        rate, party_type, party_id, cash_box_id, inventory_id, dim_type, dim_id)
      select $1, l.eid, l.day, l.account_id, l.debit, l.credit, l.currency_code, l.amount, l.rate,
        l.party_type, l.party_id, l.cash_box_id, l.inventory_id, l.dim_type, l.dim_id
      from (
      ${linesSql()}
      ) l
      order by l.eid, l.n
      returning 1
    )
    select (select count(*) from entries)::int as entries, (select count(*) from documents)::int as documents,
      (select count(*) from lines)::int as lines`;
}

export const BATCH_SQL = batchSql();

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

/** Expense categories and income types (the dimensions of expense and income lines) of a tenant. */
async function insertMoneyCategories(ctx: GenContext, tenantId: string) {
  const categories = await ctx.sql(
    `insert into expense_categories (tenant_id, name, type) select $1, n, 1 from unnest($2::text[]) n
     on conflict do nothing returning id`,
    [tenantId, EXPENSE_CATEGORIES],
  );
  const types = await ctx.sql(
    `insert into income_types (tenant_id, name) select $1, n from unnest($2::text[]) n
     on conflict do nothing returning id`,
    [tenantId, INCOME_TYPES],
  );
  return { expense_categories: categories.length, income_types: types.length };
}

/**
 * The journal is loaded like a data import, with the same guarantees checked in bulk instead of per row:
 * inside the step's transaction the foreign keys of the journal tables are dropped and added back at the
 * end (PostgreSQL validates each over the whole table in one pass, and the step fails if one row is
 * wrong), and the deferred `balanced` trigger (two queries per line at commit: minutes at 10,000,000
 * lines) is disabled while one grouped query checks every new entry, in base and per currency.
 * Nothing is left changed: the trigger is enabled and the constraints exist again before the commit.
 */
async function bulkJournal<T>(ctx: GenContext, tenantIds: string[], fn: () => Promise<T>): Promise<T> {
  const fks = await ctx.sql<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, quote_ident(conname) as name, pg_get_constraintdef(oid) as def
     from pg_constraint
     where contype = 'f' and conrelid = any(array['journal_lines', 'journal_entries', 'money_documents']::regclass[])
     order by conrelid::regclass::text, conname`,
  );
  // Identifiers come from the catalogue (regclass text and quote_ident), never from input.
  for (const fk of fks) await ctx.sql(`alter table ${fk.tbl} drop constraint ${fk.name}`);
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
  for (const fk of fks) await ctx.sql(`alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`);
  ctx.log(`${fks.length} foreign keys added back and validated in ${secs(t0)}`);
  return result;
}

/** Lines of the bench tenant's journal for this seed (scale x 1,000,000, or --ledger-lines). */
const journalLines = (ctx: GenContext) => ctx.journalLines ?? ctx.count(JOURNAL_LINES_AT_SCALE_1, 1000);

export const ledgerSteps: GeneratorStep[] = [
  {
    name: 'money-categories',
    describe: 'expense categories and income types (the dimensions of expense and income lines)',
    run: (ctx) => insertMoneyCategories(ctx, ctx.tenantId),
  },
  {
    name: 'journal',
    describe:
      'two years of daily business as balanced entries: 1,000,000 lines per scale unit (--ledger-lines), 3.2 per entry; money documents behind a quarter of them',
    work: () => JOURNAL_DAYS,
    async run(ctx) {
      const target = journalLines(ctx);
      const r = await bulkJournal(ctx, [ctx.tenantId], () => generateJournal(ctx, ctx.tenantId, target));
      return {
        journal_entries: r.entries,
        journal_lines: r.lines,
        money_documents: r.documents,
        customers: r.customers,
        suppliers: r.suppliers,
        target_lines: target,
      };
    },
  },
  {
    name: 'neighbour-journals',
    describe: 'the two neighbour companies: cash boxes, categories and a journal of 10% of the volume each',
    work: () => 2 * JOURNAL_DAYS,
    async run(ctx) {
      const neighbours = await ctx.sql<{ id: string }>(
        `select id from tenants where id <> $1 and name like 'Neighbour company %' order by id`,
        [ctx.tenantId],
      );
      if (neighbours.length === 0) throw new Error('the neighbour tenants are missing');
      const counts: Record<string, number> = {
        cash_boxes: 0,
        journal_entries: 0,
        journal_lines: 0,
        money_documents: 0,
      };
      await bulkJournal(
        ctx,
        neighbours.map((n) => n.id),
        async () => {
          for (const { id } of neighbours) {
            const boxes = await ctx.sql(
              `insert into cash_boxes (tenant_id, code, name, currency_code, inventory_id, is_default)
             select i.tenant_id, 'CB-' || i.id || '-' || c, i.name || ' ' || c, c, i.id, true
             from inventories i cross join unnest(array['IQD', 'USD']) c where i.tenant_id = $1
             on conflict do nothing returning id`,
              [id],
            );
            counts.cash_boxes! += boxes.length;
            await insertMoneyCategories(ctx, id);
            const r = await generateJournal(ctx, id, Math.round(journalLines(ctx) * NEIGHBOUR_SHARE));
            counts.journal_entries! += r.entries;
            counts.journal_lines! += r.lines;
            counts.money_documents! += r.documents;
          }
        },
      );
      return counts;
    },
  },
];

export const ledgerInvariants: Invariant[] = [
  {
    // One pass over the lines: per entry and currency, then per entry, then per tenant.
    name: 'every journal entry balances, in base currency and per currency; total debit = total credit per tenant',
    sql: `with per_currency as (
            select tenant_id, entry_id, sum(amount) as amount, sum(debit) as debit, sum(credit) as credit
            from journal_lines group by tenant_id, entry_id, currency_code
          ), per_entry as (
            select tenant_id, entry_id, sum(debit) as debit, sum(credit) as credit, bool_or(amount <> 0) as bad_currency
            from per_currency group by tenant_id, entry_id
          )
          select (select count(*) from per_entry where debit <> credit or bad_currency)
               + (select count(*) from (select tenant_id from per_entry group by tenant_id
                   having sum(debit) <> sum(credit)) t) as bad`,
  },
  {
    name: 'every money document points at an entry of its own kind that points back at it',
    sql: `select count(*) as bad from money_documents m left join journal_entries e
            on e.tenant_id = m.tenant_id and e.id = m.journal_entry_id
          where e.id is null or e.document_type <> m.kind or e.document_id <> m.id`,
  },
  {
    name: 'the journal keeps its balance and immutability triggers and its foreign keys',
    sql: `select ((select count(*) from pg_trigger where tgrelid = 'journal_lines'::regclass
                   and tgname in ('balanced', 'immutable') and tgenabled = 'O') <> 2
               or (select count(*) from pg_constraint where contype = 'f' and not convalidated
                   and conrelid = any(array['journal_lines', 'journal_entries', 'money_documents']::regclass[])) > 0
               or (select count(*) from pg_constraint where contype = 'f' and conrelid = 'journal_lines'::regclass) < 5
             )::int as bad`,
  },
  {
    // Migration 0011: the per-day balances the balance sheet reads hold exactly the sums of the lines.
    name: 'journal_daily (summed over its slots) equals the lines per tenant, account, currency and day',
    sql: `select count(*) as bad from (
              select tenant_id, account_id, currency_code, entry_date, sum(amount) as a, sum(debit) as d, sum(credit) as c
              from journal_daily group by 1, 2, 3, 4) dd
            full join (
              select tenant_id, account_id, currency_code, entry_date, sum(amount) as a, sum(debit) as d, sum(credit) as c
              from journal_lines group by 1, 2, 3, 4) ll using (tenant_id, account_id, currency_code, entry_date)
            where dd.a is distinct from ll.a or dd.d is distinct from ll.d or dd.c is distinct from ll.c`,
  },
  {
    name: 'document counters are at or past every generated number',
    sql: `select count(*) as bad from (select tenant_id, coalesce(inventory_id, 0) as inv, kind, max(number) as n
            from money_documents group by 1, 2, 3) m
          left join document_sequences s on s.tenant_id = m.tenant_id and s.inventory_id = m.inv and s.doc_type = m.kind
          where s.last_number is null or s.last_number < m.n`,
  },
];
