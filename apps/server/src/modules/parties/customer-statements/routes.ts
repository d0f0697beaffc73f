import { PassThrough } from 'node:stream';
import { customerEndpoints, customerStatementExports, isoDate } from '@bb/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { tenantTx } from '../../../platform/access.js';
import type { App } from '../../../platform/app-types.js';
import type { TenantTx } from '../../../platform/db/tenant.js';
import { handle } from '../../../platform/endpoints.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from '../../../platform/table/xlsx.js';
import { detailStatement } from '../../ledger/statements.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const currency = z.string().regex(/^[A-Z]{3}$/);
const detailQuery = z.object({
  party_id: z.string().regex(/^\d{1,18}$/),
  currency_code: currency,
  start_date: isoDate,
  end_date: isoDate,
});
const summaryQuery = z.object({
  start_date: isoDate,
  end_date: isoDate,
  currency_code: currency.optional(),
  customer_type_id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
type Summary = z.infer<typeof summaryQuery>;

const checkRange = (q: { start_date: string; end_date: string }) => {
  if (q.start_date > q.end_date)
    throw invalid({ end_date: ['The end date must not be before the start date.'] });
};

/**
 * Per customer and currency: the balance before the period, debits and credits in it, and the balance at
 * its end; customers without any movement up to the end are left out.
 */
export async function customerSummary(tx: TenantTx, q: Summary) {
  const r = await sql<Record<string, string>>`
    select c.id as customer_id, c.code, c.name, c.phone, l.currency_code,
      coalesce(sum(l.amount) filter (where l.entry_date < ${q.start_date}::date), 0)::text as opening_balance,
      coalesce(sum(greatest(l.amount, 0)) filter (where l.entry_date between ${q.start_date}::date and ${q.end_date}::date), 0)::text as debit,
      coalesce(sum(greatest(-l.amount, 0)) filter (where l.entry_date between ${q.start_date}::date and ${q.end_date}::date), 0)::text as credit,
      coalesce(sum(l.amount), 0)::text as closing_balance
    from customers c
    join journal_lines l on l.tenant_id = c.tenant_id and l.party_type = 'customer' and l.party_id = c.id
      and l.entry_date <= ${q.end_date}::date
    where ${q.currency_code ? sql`l.currency_code = ${q.currency_code}` : sql`true`}
      ${q.customer_type_id ? sql`and c.customer_type_id = ${q.customer_type_id}` : sql``}
    group by c.id, c.code, c.name, c.phone, l.currency_code
    order by l.currency_code, c.name collate "und-x-icu", c.id`.execute(tx);
  return r.rows;
}

async function customerStatement(tx: TenantTx, q: z.infer<typeof detailQuery>) {
  checkRange(q);
  const customer = (
    await sql<{
      id: string;
      code: string;
      name: string;
    }>`select id, code, name from customers where id = ${q.party_id}`.execute(tx)
  ).rows[0];
  if (!customer) throw notFound();
  const st = await detailStatement(
    tx,
    { party: { type: 'customer', id: customer.id } },
    q.currency_code,
    q.start_date,
    q.end_date,
  );
  return { customer, ...st };
}

/** Customer account statements: the summary (with export) and the detail statement's export. */
export async function customerStatementRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  handle(app, customerStatementExports.detail, async (req, reply) => {
    const s = await tenantTx(db, req, (tx) => customerStatement(tx, req.body));
    const c = s.currency_code;
    async function* rows() {
      yield { date: req.body.start_date, description: 'Opening balance', balance: s.opening_balance };
      for (const r of s.data) yield { ...r };
      yield {
        date: req.body.end_date,
        description: 'Closing balance',
        debit: s.total_debit,
        credit: s.total_credit,
        balance: s.closing_balance,
      };
    }
    const columns: SheetColumn[] = [
      { header: 'Date', key: 'date', kind: 'date' },
      { header: 'Invoice', key: 'invoice_id', kind: 'text' },
      { header: 'Description', key: 'description', kind: 'text' },
      { header: `Debit (${c})`, key: 'debit', kind: 'number' },
      { header: `Credit (${c})`, key: 'credit', kind: 'number' },
      { header: `Balance (${c})`, key: 'balance', kind: 'number' },
    ];
    return send(reply, req.body.title ?? `${s.customer.name} ${c}`, req.body.localTime, columns, rows());
  });

  handle(app, customerEndpoints.summaryStatement, (req) =>
    tenantTx(db, req, async (tx) => {
      checkRange(req.query);
      return { data: (await customerSummary(tx, req.query)) as never };
    }),
  );
  handle(app, customerStatementExports.summary, async (req, reply) => {
    checkRange(req.body);
    const rows = await tenantTx(db, req, (tx) => customerSummary(tx, req.body));
    const columns: SheetColumn[] = [
      { header: 'Code', key: 'code', kind: 'text' },
      { header: 'Customer', key: 'name', kind: 'text' },
      { header: 'Phone', key: 'phone', kind: 'text' },
      { header: 'Currency', key: 'currency_code', kind: 'text' },
      { header: 'Opening balance', key: 'opening_balance', kind: 'number' },
      { header: 'Debit', key: 'debit', kind: 'number' },
      { header: 'Credit', key: 'credit', kind: 'number' },
      { header: 'Closing balance', key: 'closing_balance', kind: 'number' },
    ];
    async function* all() {
      yield* rows;
    }
    return send(
      reply,
      req.body.title ?? 'Customer summary account statement',
      req.body.localTime,
      columns,
      all(),
    );
  });
}

async function send(
  reply: import('fastify').FastifyReply,
  title: string,
  localTime: string | undefined,
  columns: SheetColumn[],
  rows: AsyncGenerator<Record<string, unknown>>,
) {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX)
    .header('content-disposition', attachmentHeader(title, localTime))
    .send(out);
  await writeXlsx(out, title, columns, rows);
  return reply;
}
