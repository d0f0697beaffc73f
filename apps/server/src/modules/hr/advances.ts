import {
  type AdvanceKind,
  type advanceEndpoints,
  type advanceInput,
  dec,
  type EndpointResult,
  formatMessage,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { announce } from '../cash/documents.js';
import { baseCurrency, rateInfo } from '../cash/rates.js';
import { assertConnected } from '../documents/branch-scope.js';
import { defineDocument } from '../documents/define.js';

type Input = z.output<typeof advanceInput>;
interface Prepared {
  currency: string;
  rate: string;
  input: Input;
}

const TABLES: Record<AdvanceKind, string> = {
  hr_advance_payment: 'hr_advance_payments',
  hr_advance_payment_return: 'hr_advance_payment_returns',
};

/** What the employee still owes on advances in a currency (their employee_advances lines). */
async function owed(tx: TenantTx, employeeId: string, currency: string): Promise<string> {
  const r = await sql<{ owed: string }>`select coalesce(sum(l.amount), 0)::text as owed from journal_lines l
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.system_key = 'employee_advances'
    where l.party_type = 'employee' and l.party_id = ${employeeId} and l.currency_code = ${currency}`.execute(
    tx,
  );
  return r.rows[0]!.owed;
}

/**
 * The checks both kinds share: the branch, the employee (locked, so two returns at once are checked one
 * after the other), a cash box in the employee's pay currency, the rate; a return may not exceed what is
 * still owed (an edit is checked after its old entry is reversed).
 */
async function validate(tx: TenantTx, kind: AdvanceKind, input: Input): Promise<Prepared> {
  const branch = await sql`select id from inventories where id = ${input.inventory_id}`.execute(tx);
  if (branch.rows.length === 0) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  const employee = (
    await sql<{
      currency_code: string;
    }>`select currency_code from hr_employees where id = ${input.employee_id}
      for update`.execute(tx)
  ).rows[0];
  if (!employee) throw invalid({ employee_id: ['The selected employee is invalid.'] });
  const box = (
    await sql<{ currency_code: string }>`select currency_code from cash_boxes where id = ${input.cash_box_id}
      and status = 1`.execute(tx)
  ).rows[0];
  if (!box) throw invalid({ cash_box_id: ['The selected cash box is invalid.'] });
  const currency = employee.currency_code;
  if (box.currency_code !== currency)
    throw invalid({ cash_box_id: [`The cash box must be in the employee's pay currency (${currency}).`] });
  const { rate } = await rateInfo(tx, currency, input.exchange_rate ?? undefined, await baseCurrency(tx));
  if (kind === 'hr_advance_payment_return') {
    const still = await owed(tx, input.employee_id, currency);
    if (dec(input.amount).gt(still))
      throw conflict(formatMessage('advanceOwedOnly', { amount: dec(still).toFixed(), currency }));
  }
  return { currency, rate, input };
}

/** An advance (money out to the employee) or its return (money back into the box), on the kernel. */
export function advanceDocument(kind: AdvanceKind) {
  const out = kind === 'hr_advance_payment';
  return defineDocument<Input, Prepared>({
    type: kind,
    table: TABLES[kind],
    branchColumn: 'inventory_id',
    branchOf: (input) => input.inventory_id,
    scope: 'connected',
    branchFixed: true,
    journalColumn: 'journal_entry_id',
    tracksUpdater: true,
    validate: (tx, _auth, input) => validate(tx, kind, input),
    notify: announce(kind),
    header: (input, p) => ({
      date: input.date,
      employee_id: input.employee_id,
      cash_box_id: input.cash_box_id,
      amount: input.amount,
      currency_code: p.currency,
      exchange_rate: p.rate,
      note: input.note,
      ...(out ? { months: input.months } : {}),
    }),
    // an advance: advances (the employee's debt) debited, the box credited; a return the other way round
    posting: async (_tx, { prepared: { input, currency, rate } }) => {
      const party = { type: 'employee' as const, id: input.employee_id };
      return {
        inventoryId: input.inventory_id,
        description: input.note,
        lines: [
          {
            account: 'employee_advances',
            side: out ? 'debit' : 'credit',
            amount: input.amount,
            currency,
            rate,
            party,
          },
          {
            account: 'cash',
            side: out ? 'credit' : 'debit',
            amount: input.amount,
            currency,
            rate,
            cashBoxId: input.cash_box_id,
          },
        ],
      };
    },
  });
}

/** The list of one kind: number, date, branch, employee, box, amount and currency. */
export function advancesTable(kind: AdvanceKind): TableSpec {
  const t = sql.table(TABLES[kind]);
  const scope = (ctx: TableContext) =>
    ctx.auth.isSuperuser
      ? sql``
      : sql`where d.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
  return {
    source: (
      _tx,
      _q,
      ctx,
    ) => sql`(select d.id, d.invoice_id, d.date, d.inventory_id, i.name as inventory_name,
        d.employee_id, e.name as employee_name, e.code as employee_code, d.cash_box_id, b.name as cash_box_name,
        d.amount, d.currency_code, ${kind === 'hr_advance_payment' ? sql`d.months` : sql`null::int`} as months,
        d.note, u.name as created_by_name, d.created_at
      from ${t} d
      join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
      join hr_employees e on e.tenant_id = d.tenant_id and e.id = d.employee_id
      join cash_boxes b on b.tenant_id = d.tenant_id and b.id = d.cash_box_id
      left join users u on u.tenant_id = d.tenant_id and u.id = d.created_by
      ${scope(ctx)})`,
    columns: {
      id: { kind: 'id' },
      invoice_id: { kind: 'text', search: true },
      date: { kind: 'date' },
      inventory_id: { kind: 'id' },
      inventory_name: { kind: 'text' },
      employee_id: { kind: 'id' },
      employee_name: { kind: 'text', search: true },
      employee_code: { kind: 'text', search: true },
      cash_box_id: { kind: 'id' },
      cash_box_name: { kind: 'text' },
      amount: { kind: 'number' },
      currency_code: { kind: 'text' },
      months: { kind: 'number' },
      note: { kind: 'text', search: true },
      created_by_name: { kind: 'text' },
      created_at: { kind: 'datetime' },
    },
    dateColumn: 'date',
    currencyColumn: 'currency_code',
    footer: ['amount'],
  };
}

type AdvanceRecord = EndpointResult<(typeof advanceEndpoints)['hr_advance_payment']['get']>;

/** One advance or return. */
export function getAdvance(kind: AdvanceKind) {
  return async (tx: TenantTx, auth: AuthContext, id: string): Promise<AdvanceRecord> => {
    const row = (
      await sql<AdvanceRecord>`select d.id, d.invoice_id, d.inventory_id, i.name as inventory_name, d.date::text as date,
        d.employee_id, e.name as employee_name, d.cash_box_id, b.name as cash_box_name, d.amount::text as amount,
        d.currency_code, d.exchange_rate::text as exchange_rate,
        ${kind === 'hr_advance_payment' ? sql`d.months` : sql`null::int`} as months, d.note,
        u.name as created_by_name, d.created_at, d.updated_at
      from ${sql.table(TABLES[kind])} d
      join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
      join hr_employees e on e.tenant_id = d.tenant_id and e.id = d.employee_id
      join cash_boxes b on b.tenant_id = d.tenant_id and b.id = d.cash_box_id
      left join users u on u.tenant_id = d.tenant_id and u.id = d.created_by
      where d.id = ${id}`.execute(tx)
    ).rows[0];
    if (!row) throw notFound();
    await assertConnected(tx, auth, row.inventory_id);
    return row;
  };
}
