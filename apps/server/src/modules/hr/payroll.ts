import {
  add,
  dec,
  formatMessage,
  type JournalDescription,
  MESSAGES,
  type monthlyPayrollInput,
  PAYROLL_STATUS,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { baseCurrency, rateInfo } from '../cash/rates.js';
import { defineDocument, type HeaderRow } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';
import { tenantSettings } from '../settings/queries.js';
import { type ComputedLine, computeLine, daysIn, lastDayOf } from './payroll-compute.js';
import { monthOfBranch } from './payroll-month.js';
import { announcePayroll } from './payroll-notify.js';

type Input = z.output<typeof monthlyPayrollInput>;

interface Prepared {
  lines: ComputedLine[];
  inventoryId: string;
  date: string;
  /** Per currency paid: the cash box and the journal rate (base units per unit). */
  pay: Map<string, { box: string; rate: string }>;
}

type Saved = { id: string; invoice_id: string; employees: number; flagged: number };

/** The cash box per currency and the rate of each currency the lines pay in. */
async function payment(tx: TenantTx, lines: ComputedLine[], boxIds: string[], exchangeRate: string | null) {
  const boxes = await sql<{ id: string; currency_code: string }>`select id, currency_code from cash_boxes
    where id = any(${boxIds}::bigint[]) and status = 1`.execute(tx);
  if (boxes.rows.length !== new Set(boxIds).size)
    throw invalid({ cash_box_ids: ['The selected cash box is invalid.'] });
  const byCurrency = new Map<string, string>();
  for (const b of boxes.rows) {
    if (byCurrency.has(b.currency_code)) throw invalid({ cash_box_ids: [MESSAGES.oneCashBoxPerCurrency] });
    byCurrency.set(b.currency_code, b.id);
  }
  const base = await baseCurrency(tx);
  const pay = new Map<string, { box: string; rate: string }>();
  for (const currency of new Set(lines.filter((l) => !dec(l.gross).isZero()).map((l) => l.currency_code))) {
    const box = byCurrency.get(currency);
    if (!box)
      throw invalid({
        cash_box_ids: [formatMessage('payrollCashBox', { currency })],
      });
    const info = await rateInfo(tx, currency, exchangeRate ?? undefined, base);
    pay.set(currency, { box, rate: info.rate });
  }
  return pay;
}

/** Computes the run's lines: the branch's employees for the month, with the units given. */
async function prepare(tx: TenantTx, input: Input, current: HeaderRow | null): Promise<Prepared> {
  const branch = await sql`select id from inventories where id = ${input.inventory_id}`.execute(tx);
  if (branch.rows.length === 0) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  const date = input.date ?? lastDayOf(input.month);
  if (!date.startsWith(input.month)) throw invalid({ date: [MESSAGES.payrollDateInMonth] });
  const other = await sql<{ invoice_id: string }>`select invoice_id from hr_monthly_payrolls
    where inventory_id = ${input.inventory_id} and month = ${`${input.month}-01`}::date and status <> ${PAYROLL_STATUS.cancelled}
      and id <> ${current?.id ?? '0'} limit 1`.execute(tx);
  if (other.rows[0])
    throw invalid({
      month: [`This branch already has a payroll for ${input.month} (${other.rows[0].invoice_id}).`],
    });
  const { payrollIqdRounding } = await tenantSettings(tx);
  const month = await monthOfBranch(tx, input.inventory_id, input.month, date, payrollIqdRounding);
  const units = new Map<string, string>();
  const known = new Set(month.map((e) => e.employee_id));
  input.units.forEach((u, i) => {
    if (!known.has(u.employee_id))
      throw invalid({ [`units.${i}.employee_id`]: [MESSAGES.employeeNotInPayroll] });
    units.set(u.employee_id, u.units);
  });
  const days = daysIn(input.month);
  const lines = month.map((e) =>
    computeLine({ ...e, units: units.get(e.employee_id) ?? null }, days, input.change_percent),
  );
  if (lines.length === 0) throw invalid({ month: [MESSAGES.noContractsInMonth] });
  const pay = await payment(tx, lines, input.cash_box_ids, input.exchange_rate ?? null);
  return { lines, inventoryId: input.inventory_id, date, pay };
}

/**
 * Writes the lines and their payroll types in two statements (arrays, so thousands of employees stay two
 * round trips).
 */
async function writeLines(tx: TenantTx, payrollId: string, lines: ComputedLine[]) {
  const col = <T>(f: (l: ComputedLine) => T) => lines.map(f);
  await sql`insert into hr_monthly_payroll_lines (tenant_id, payroll_id, employee_id, salary_type, currency_code,
      rate, days, units, base, allowances, deductions, gross, advance_deduction, net, previous_net, flagged)
    select ${tx.tenantId}, ${payrollId}, x.* from unnest(${col((l) => l.employee_id)}::bigint[],
      ${col((l) => l.salary_type)}::smallint[], ${col((l) => l.currency_code)}::text[], ${col((l) => l.rate)}::numeric[],
      ${col((l) => l.days)}::int[], ${col((l) => l.units)}::numeric[], ${col((l) => l.base)}::numeric[],
      ${col((l) => l.allowances)}::numeric[], ${col((l) => l.deductions)}::numeric[], ${col((l) => l.gross)}::numeric[],
      ${col((l) => l.advance_deduction)}::numeric[], ${col((l) => l.net)}::numeric[],
      ${col((l) => l.previous_net)}::numeric[], ${col((l) => l.flagged)}::boolean[]) as x`.execute(tx);
  const items = lines.flatMap((l) => l.items.map((i) => ({ ...i, employee_id: l.employee_id })));
  if (items.length === 0) return;
  const icol = <T>(f: (i: (typeof items)[number]) => T) => items.map(f);
  await sql`insert into hr_monthly_payroll_items (tenant_id, payroll_id, employee_id, hr_payroll_type_id, kind, amount)
    select ${tx.tenantId}, ${payrollId}, x.* from unnest(${icol((i) => i.employee_id)}::bigint[],
      ${icol((i) => i.hr_payroll_type_id)}::bigint[], ${icol((i) => i.kind)}::smallint[],
      ${icol((i) => i.amount)}::numeric[]) as x`.execute(tx);
}

/**
 * The entry of an approved run: per employee, salaries payable credited with the gross, debited with the
 * deductions withheld (payroll deductions payable credited), the advance repaid (advances credited) and
 * the net paid; per currency, the salaries expense debited with the gross and the cash box credited with
 * the net.
 */
function postingLines(p: Prepared): PostLine[] {
  const out: PostLine[] = [];
  const totals = new Map<string, { gross: string[]; net: string[] }>();
  for (const l of p.lines) {
    if (dec(l.gross).isZero()) continue;
    const { rate } = p.pay.get(l.currency_code)!;
    const party = { type: 'employee' as const, id: l.employee_id };
    const line = (account: PostLine['account'], side: 'debit' | 'credit', amount: string): PostLine => ({
      account,
      side,
      amount,
      currency: l.currency_code,
      rate,
      party,
    });
    out.push(line('salaries_payable', 'credit', l.gross));
    if (!dec(l.deductions).isZero()) {
      out.push(line('salaries_payable', 'debit', l.deductions));
      out.push({
        account: 'payroll_deductions',
        side: 'credit',
        amount: l.deductions,
        currency: l.currency_code,
        rate,
      });
    }
    if (!dec(l.advance_deduction).isZero()) {
      out.push(line('salaries_payable', 'debit', l.advance_deduction));
      out.push(line('employee_advances', 'credit', l.advance_deduction));
    }
    if (!dec(l.net).isZero()) out.push(line('salaries_payable', 'debit', l.net));
    const t = totals.get(l.currency_code) ?? { gross: [], net: [] };
    t.gross.push(l.gross);
    t.net.push(l.net);
    totals.set(l.currency_code, t);
  }
  for (const [currency, t] of totals) {
    const { box, rate } = p.pay.get(currency)!;
    out.push({ account: 'salaries', side: 'debit', amount: add(...t.gross).toFixed(), currency, rate });
    const net = add(...t.net);
    if (!net.isZero())
      out.push({ account: 'cash', side: 'credit', amount: net.toFixed(), currency, rate, cashBoxId: box });
  }
  return out;
}

/**
 * The monthly payroll run, declared on the document kernel: created pending with its computed lines (the
 * preview), edited by computing again, approved (the entry posts then) or cancelled. PAY- numbers per
 * branch; users work in their connected branches.
 */
export const monthlyPayrollDocument = defineDocument<Input, Prepared, Saved>({
  type: 'hr_monthly_payroll',
  table: 'hr_monthly_payrolls',
  lines: { table: 'hr_monthly_payroll_lines', parent: 'payroll_id' },
  moreLines: [{ table: 'hr_monthly_payroll_items', parent: 'payroll_id' }],
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,
  applyOn: 'approve',
  onlyToday: { edit: 'edit_only_today', delete: 'delete_only_today' },
  status: {
    column: 'status',
    pending: PAYROLL_STATUS.pending,
    approved: PAYROLL_STATUS.approved,
    cancelled: PAYROLL_STATUS.cancelled,
  },

  validate: (tx, _auth, input, current) => prepare(tx, input, current),
  notify: announcePayroll,
  header: () => ({}),
  async write(tx, { auth, input, prepared, invoiceId, number, current }) {
    const values = {
      month: `${input.month}-01`,
      date: prepared.date,
      cash_box_ids: sql`${input.cash_box_ids}::bigint[]`,
      exchange_rate: input.exchange_rate ?? null,
      change_percent: input.change_percent,
      note: input.note,
    };
    const row = current
      ? await tx
          .updateTable('hr_monthly_payrolls')
          .set({ ...values, updated_by: auth.userId, updated_at: sql`now()` } as never)
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await tx
          .insertInto('hr_monthly_payrolls')
          .values({
            ...values,
            tenant_id: tx.tenantId,
            number: String(number),
            invoice_id: invoiceId,
            inventory_id: input.inventory_id,
            created_by: auth.userId,
          } as never)
          .returningAll()
          .executeTakeFirstOrThrow();
    await writeLines(tx, row.id, prepared.lines);
    return { ...row, date: prepared.date, created_today: true } as unknown as HeaderRow;
  },
  async prepareStored(tx, row) {
    const lines = await sql<ComputedLine>`select employee_id, salary_type, currency_code, rate::text, days,
        units::text, base::text, allowances::text, deductions::text, '{}'::text[] as items, gross::text, advance_deduction::text, net::text, previous_net::text, flagged
      from hr_monthly_payroll_lines where payroll_id = ${row.id} order by id`.execute(tx);
    const boxes = (row.cash_box_ids as string[]).map(String);
    const rate = row.exchange_rate === null ? null : String(row.exchange_rate);
    const pay = await payment(tx, lines.rows, boxes, rate);
    return { lines: lines.rows, inventoryId: String(row.inventory_id), date: row.date, pay };
  },
  posting: async (_tx, { prepared }) => {
    const lines = postingLines(prepared);
    return lines.length < 2
      ? null
      : { lines, inventoryId: prepared.inventoryId, description: 'salaries' satisfies JournalDescription };
  },
  result: (row, p) => ({
    id: row.id,
    invoice_id: row.invoice_id,
    employees: p.lines.length,
    flagged: p.lines.filter((l) => l.flagged).length,
  }),
});
