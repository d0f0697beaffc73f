import { add, dec, sub, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { SECTION_SQL } from './statements.js';

/** The general ledger: every journal line with its account, document, section and dimensions. */
export const generalLedgerTable: TableSpec = {
  source:
    () => sql`(select l.id, l.entry_id, l.entry_date as date, a.code as account_code, a.name as account_name,
      a.system_key as account_key,      a.id as account_id, a.type as account_type, l.debit, l.credit, l.amount, l.currency_code, l.rate,
      e.document_type, e.document_id, e.description, ${SECTION_SQL} as section, l.inventory_id, i.name as inventory_name,
      l.cash_box_id, b.name as cash_box_name, l.party_type, l.party_id, u.name as user_name,
      e.reverses_entry_id is not null as is_reversal, t.base_currency_code
    from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    join tenants t on t.id = l.tenant_id
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    left join inventories i on i.tenant_id = l.tenant_id and i.id = l.inventory_id
    left join cash_boxes b on b.tenant_id = l.tenant_id and b.id = l.cash_box_id
    left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id)`,
  columns: {
    id: { kind: 'id' },
    entry_id: { kind: 'id' },
    date: { kind: 'date' },
    account_id: { kind: 'id' },
    account_code: { kind: 'text', search: true },
    account_name: { kind: 'text', search: true },
    // the system account's key (cash, sales, ...) for the web to name it in the user's language; null for others
    account_key: { kind: 'text' },
    account_type: { kind: 'text' },
    debit: { kind: 'number' },
    credit: { kind: 'number' },
    amount: { kind: 'number' },
    currency_code: { kind: 'text' },
    rate: { kind: 'number' },
    document_type: { kind: 'text' },
    document_id: { kind: 'id' },
    description: { kind: 'text', search: true },
    section: { kind: 'text' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    cash_box_id: { kind: 'id' },
    cash_box_name: { kind: 'text' },
    party_type: { kind: 'text' },
    party_id: { kind: 'id' },
    user_name: { kind: 'text' },
    is_reversal: { kind: 'bool' },
    // debit and credit are base-currency values; `amount` is in the line's own currency
    base_currency_code: { kind: 'text' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['debit', 'credit'],
};

/**
 * Trial balance over a period (or everything up to `end`): per account, debits, credits and the balance in
 * base. Reads the per-day sums (`journal_daily`, kept by a trigger on the lines), not the lines.
 */
export async function trialBalance(tx: TenantTx, end: string, start?: string) {
  const r = await sql<{
    account_id: string;
    code: string;
    name: string;
    key: string | null;
    type: string;
    debit: string;
    credit: string;
  }>`
    select a.id as account_id, a.code, a.name, a.system_key as key, a.type,
      coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
    from accounts a
    join journal_daily l on l.tenant_id = a.tenant_id and l.account_id = a.id
      and l.entry_date <= ${end}::date ${start ? sql`and l.entry_date >= ${start}::date` : sql``}
    group by a.id, a.code, a.name, a.system_key, a.type
    order by a.code`.execute(tx);
  const data = r.rows.map((row) => ({ ...row, balance: toText(sub(row.debit, row.credit)) }));
  const debit = toText(add(...data.map((d) => d.debit)));
  const credit = toText(add(...data.map((d) => d.credit)));
  return { data, footer: { debit, credit, difference: toText(sub(debit, credit)) } };
}

type Side = 'asset' | 'liability' | 'equity';

/**
 * The balance sheet at the end of `asOf`: assets, liabilities and equity per account, in base currency
 * and per currency; the period's result (income less expenses) shows as current earnings in equity,
 * so assets always equal liabilities plus equity. Reads the per-day sums (`journal_daily`), not the lines.
 */
export async function balanceSheet(tx: TenantTx, asOf: string) {
  const rows = await sql<{
    account_id: string;
    code: string;
    name: string;
    key: string | null;
    type: string;
    currency_code: string;
    amount: string;
    base: string;
  }>`
    select a.id as account_id, a.code, a.name, a.system_key as key, a.type, l.currency_code,
      sum(l.amount)::text as amount, sum(l.debit - l.credit)::text as base
    from journal_daily l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where l.entry_date <= ${asOf}::date
    group by a.id, a.code, a.name, a.system_key, a.type, l.currency_code
    order by a.code, l.currency_code`.execute(tx);
  const sections: Record<
    Side,
    {
      account_id: string;
      code: string;
      name: string;
      /** The system account's key, or 'current_earnings'; null for an account the tenant added. */
      key: string | null;
      base: string;
      currencies: { currency_code: string; amount: string }[];
    }[]
  > = {
    asset: [],
    liability: [],
    equity: [],
  };
  let earnings = dec(0);
  for (const r of rows.rows) {
    if (r.type === 'income' || r.type === 'expense') {
      earnings = earnings.minus(r.base); // credit-natured: income raises equity, expenses lower it
      continue;
    }
    const side = r.type as Side;
    // assets read debit-positive; liabilities and equity credit-positive
    const sign = side === 'asset' ? 1 : -1;
    const amount = toText(dec(r.amount).times(sign));
    const base = dec(r.base).times(sign);
    const list = sections[side];
    let acc = list.find((a) => a.account_id === r.account_id);
    if (!acc) {
      acc = { account_id: r.account_id, code: r.code, name: r.name, key: r.key, base: '0', currencies: [] };
      list.push(acc);
    }
    acc.base = toText(add(acc.base, base));
    acc.currencies.push({ currency_code: r.currency_code, amount });
  }
  sections.equity.push({
    account_id: 'earnings',
    code: '',
    name: 'Current earnings',
    key: 'current_earnings',
    base: toText(earnings),
    currencies: [],
  });
  const total = (side: Side) => toText(add(...sections[side].map((a) => a.base)));
  const assets = total('asset');
  const liabilities = total('liability');
  const equity = total('equity');
  const liabilitiesAndEquity = toText(add(liabilities, equity));
  return {
    as_of: asOf,
    assets: sections.asset,
    liabilities: sections.liability,
    equity: sections.equity,
    totals: { assets, liabilities, equity, liabilities_and_equity: liabilitiesAndEquity },
    balanced: dec(assets).eq(liabilitiesAndEquity),
  };
}
