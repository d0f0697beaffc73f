import {
  type EmployeeSummaryRow,
  employeeStatementEndpoints,
  employeeStatementQuery,
  employeeSummaryQuery,
  exportExtras,
  xlsxAnswer,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type RouteAccess, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { sendDetailSheet, sendSummarySheet } from '../../platform/table/statement-sheet.js';
import { partyDetailStatement, partySummary } from '../ledger/party-statements.js';

type Detail = z.infer<typeof employeeStatementQuery>;
type Summary = z.infer<typeof employeeSummaryQuery>;

/** One employee's journal lines in one currency over a period (salaries payable, advances, payments). */
export const employeeStatement = (tx: TenantTx, q: Detail) =>
  partyDetailStatement(
    tx,
    'employee',
    sql<{ id: string; code: string; name: string }>`select id, code, name from hr_employees`,
    q,
  );

/** Per employee and currency: balance before the period, debits and credits in it, balance at its end. */
export function employeeSummary(tx: TenantTx, q: Summary): Promise<EmployeeSummaryRow[]> {
  const spec = { table: 'hr_employees', type: 'employee', idAs: 'employee_id', orderBy: 'name' } as const;
  const where = q.inventory_id ? { where: sql`p.inventory_id = ${q.inventory_id}` } : {};
  return partySummary(tx, { ...spec, columns: ['code', 'name'], ...where }, q);
}

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
      schema: {
        tags: ['hr'],
        body: employeeStatementQuery.extend(exportExtras),
        response: { 200: xlsxAnswer },
      },
      config: { access: e.detail.access as RouteAccess },
    },
    async (req, reply) => {
      const s = await tenantTx(db, req, (tx) => employeeStatement(tx, req.body));
      return sendDetailSheet(reply, req.body, `${s.employee.name} ${s.currency_code}`, s);
    },
  );
  app.post(
    `/api/${e.summary.path}/export`,
    {
      schema: {
        tags: ['hr'],
        body: employeeSummaryQuery.extend(exportExtras),
        response: { 200: xlsxAnswer },
      },
      config: { access: e.summary.access as RouteAccess },
    },
    async (req, reply) => {
      const rows = await tenantTx(db, req, (tx) => employeeSummary(tx, req.body));
      const columns = [
        ['code', 'code'],
        ['employee', 'name'],
      ] as const;
      return sendSummarySheet(reply, req.body, 'employee_summary', columns, rows);
    },
  );
}
