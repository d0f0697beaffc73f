import { MONEY_DOCUMENT_KINDS } from '@bb/contracts';
import type { SystemAccount } from '../../../../apps/server/src/modules/ledger/accounts.js';
import { rnd } from '../sql.js';
import { ACCOUNT_KEYS, KINDS, type KindSpec, type Money } from './kinds.js';

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
