import { PassThrough } from 'node:stream';
import {
  type EmployeeSummaryRow,
  employeeStatementEndpoints,
  employeeStatementQuery,
  employeeSummaryQuery,
  xlsxAnswer,
} from '@bb/contracts';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { type RouteAccess, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { invalid, notFound } from '../../platform/errors.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from '../../platform/table/xlsx.js';
import { detailStatement } from '../ledger/statements.js';

type Detail = z.infer<typeof employeeStatementQuery>;
type Summary = z.infer<typeof employeeSummaryQuery>;

const checkRange = (q: { start_date: string; end_date: string }) => {
  if (q.start_date > q.end_date)
    throw invalid({ end_date: ['The end date must not be before the start date.'] });
};

/** One employee's journal lines in one currency over a period (salaries payable, advances, payments). */
export async function employeeStatement(tx: TenantTx, q: Detail) {
  checkRange(q);
  const employee = (
    await sql<{ id: string; code: string; name: string }>`select id, code, name from hr_employees
      where id = ${q.party_id}`.execute(tx)
  ).rows[0];
  if (!employee) throw notFound();
  const st = await detailStatement(
    tx,
    { party: { type: 'employee', id: employee.id } },
    q.currency_code,
    q.start_date,
    q.end_date,
  );
  return { employee, ...st };
}

/** Per employee and currency: balance before the period, debits and credits in it, balance at its end. */
export async function employeeSummary(tx: TenantTx, q: Summary): Promise<EmployeeSummaryRow[]> {
  checkRange(q);
  const r = await sql<EmployeeSummaryRow>`
    select e.id as employee_id, e.code, e.name, l.currency_code,
      coalesce(sum(l.amount) filter (where l.entry_date < ${q.start_date}::date), 0)::text as opening_balance,
      coalesce(sum(greatest(l.amount, 0)) filter (where l.entry_date >= ${q.start_date}::date), 0)::text as debit,
      coalesce(sum(greatest(-l.amount, 0)) filter (where l.entry_date >= ${q.start_date}::date), 0)::text as credit,
      coalesce(sum(l.amount), 0)::text as closing_balance
    from hr_employees e
    join journal_lines l on l.tenant_id = e.tenant_id and l.party_type = 'employee' and l.party_id = e.id
      and l.entry_date <= ${q.end_date}::date
    where ${q.currency_code ? sql`l.currency_code = ${q.currency_code}` : sql`true`}
      ${q.inventory_id ? sql`and e.inventory_id = ${q.inventory_id}` : sql``}
    group by e.id, e.code, e.name, l.currency_code
    order by l.currency_code, e.name collate "und-x-icu", e.id`.execute(tx);
  return r.rows;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const extras = { localTime: z.string().max(40).optional(), title: z.string().max(120).optional() };

async function sendSheet(
  reply: FastifyReply,
  title: string,
  localTime: string | undefined,
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
) {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX)
    .header('content-disposition', attachmentHeader(title, localTime))
    .send(out);
  async function* all() {
    yield* rows;
  }
  await writeXlsx(out, title, columns, all());
  return reply;
}

const money = (key: string, header: string): SheetColumn => ({ header, key, kind: 'number' });

/** The statements, their exports (xlsx) and nothing else: reads over the journal. */
export function statementRoutes(app: App): void {
  const { db } = app.deps;
  const e = employeeStatementEndpoints;
  handle(app, e.detail, (req) => tenantTx(db, req, (tx) => employeeStatement(tx, req.query)));
  handle(app, e.summary, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await employeeSummary(tx, req.query) })),
  );
  app.post(
    `/api/${e.detail.path}/export`,
    {
      schema: { tags: ['hr'], body: employeeStatementQuery.extend(extras), response: { 200: xlsxAnswer } },
      config: { access: e.detail.access as RouteAccess },
    },
    async (req, reply) => {
      const s = await tenantTx(db, req, (tx) => employeeStatement(tx, req.body));
      const c = s.currency_code;
      const rows: Record<string, unknown>[] = [
        { date: req.body.start_date, description: 'Opening balance', balance: s.opening_balance },
        ...s.data.map((r) => ({ ...r })),
        {
          date: req.body.end_date,
          description: 'Closing balance',
          debit: s.total_debit,
          credit: s.total_credit,
          balance: s.closing_balance,
        },
      ];
      return sendSheet(
        reply,
        req.body.title ?? `${s.employee.name} ${c}`,
        req.body.localTime,
        [
          { header: 'Date', key: 'date', kind: 'date' },
          { header: 'Invoice', key: 'invoice_id', kind: 'text' },
          { header: 'Description', key: 'description', kind: 'text' },
          money('debit', `Debit (${c})`),
          money('credit', `Credit (${c})`),
          money('balance', `Balance (${c})`),
        ],
        rows,
      );
    },
  );
  app.post(
    `/api/${e.summary.path}/export`,
    {
      schema: { tags: ['hr'], body: employeeSummaryQuery.extend(extras), response: { 200: xlsxAnswer } },
      config: { access: e.summary.access as RouteAccess },
    },
    async (req, reply) => {
      const rows = await tenantTx(db, req, (tx) => employeeSummary(tx, req.body));
      return sendSheet(
        reply,
        req.body.title ?? 'Employee summary account statement',
        req.body.localTime,
        [
          { header: 'Code', key: 'code', kind: 'text' },
          { header: 'Employee', key: 'name', kind: 'text' },
          { header: 'Currency', key: 'currency_code', kind: 'text' },
          money('opening_balance', 'Opening balance'),
          money('debit', 'Debit'),
          money('credit', 'Credit'),
          money('closing_balance', 'Closing balance'),
        ],
        rows,
      );
    },
  );
}
