import {
  type PatientSummaryRow,
  patientDetailExport,
  patientStatementEndpoints,
  patientSummaryExport,
  xlsxAnswer,
} from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { invalid, notFound } from '../../platform/errors.js';
import { framedStatement, sendSheet, statementMoneyColumns } from '../../platform/table/statement-sheet.js';
import { likeEscape } from '../../platform/table/where.js';
import { detailStatement } from '../ledger/statements.js';

type Period = { start_date: string; end_date: string };
const checkRange = (q: Period) => {
  if (q.start_date > q.end_date)
    throw invalid({ end_date: ['The end date must not be before the start date.'] });
};

/** Per patient and currency: opening, debits and credits of the period, closing; patients with no line left out. */
async function patientSummary(
  tx: TenantTx,
  q: Period & { currency_code?: string },
): Promise<PatientSummaryRow[]> {
  checkRange(q);
  const r = await sql<PatientSummaryRow>`
    select p.id as patient_id, p.hospital_patient_id, p.fullname, l.currency_code,
      coalesce(sum(l.amount) filter (where l.entry_date < ${q.start_date}::date), 0)::text as opening_balance,
      coalesce(sum(greatest(l.amount, 0)) filter (where l.entry_date between ${q.start_date}::date and ${q.end_date}::date), 0)::text as debit,
      coalesce(sum(greatest(-l.amount, 0)) filter (where l.entry_date between ${q.start_date}::date and ${q.end_date}::date), 0)::text as credit,
      coalesce(sum(l.amount), 0)::text as closing_balance
    from patients p
    join journal_lines l on l.tenant_id = p.tenant_id and l.party_type = 'patient' and l.party_id = p.id
      and l.entry_date <= ${q.end_date}::date
    where ${q.currency_code ? sql`l.currency_code = ${q.currency_code}` : sql`true`}
    group by p.id, p.hospital_patient_id, p.fullname, l.currency_code
    order by l.currency_code, p.fullname, p.id`.execute(tx);
  return r.rows;
}

async function patientStatement(tx: TenantTx, q: Period & { party_id: string; currency_code: string }) {
  checkRange(q);
  const patient = await tx
    .selectFrom('patients')
    .select(['id', 'fullname', 'hospital_patient_id'])
    .where('id', '=', q.party_id)
    .executeTakeFirst();
  if (!patient) throw notFound();
  const st = await detailStatement(
    tx,
    { party: { type: 'patient', id: patient.id } },
    q.currency_code,
    q.start_date,
    q.end_date,
  );
  return { patient, ...st };
}

/** Patient account statements (detail and summary, each with its xlsx) and the patients' picker. */
export async function patientStatementRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const e = patientStatementEndpoints;
  handle(app, e.detail, (req) => tenantTx(db, req, (tx) => patientStatement(tx, req.query)));
  handle(app, e.summary, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await patientSummary(tx, req.query) })),
  );
  handle(app, e.search, (req) =>
    tenantTx(db, req, async (tx) => {
      const q = `%${likeEscape(req.query.q)}%`;
      const rows = await tx
        .selectFrom('patients')
        .select(['id', 'fullname', 'hospital_patient_id'])
        .where((eb) => eb.or([eb('fullname', 'ilike', q), eb('hospital_patient_id', 'ilike', q)]))
        .orderBy('fullname')
        .limit(500)
        .execute();
      return { data: rows.map((p) => ({ ...p, name: `${p.fullname} (${p.hospital_patient_id})` })) };
    }),
  );

  const tags = ['hospital'];
  app.post(
    '/api/hospital/patient/detail-account-statement/export',
    {
      schema: { tags, body: patientDetailExport, response: { 200: xlsxAnswer } },
      config: { access: e.detail.access },
    },
    async (req, reply) => {
      const s = await tenantTx(db, req, (tx) => patientStatement(tx, req.body));
      const columns = [
        { header: 'Date', key: 'date', kind: 'date' as const },
        { header: 'Document', key: 'document_type', kind: 'text' as const },
        { header: 'Description', key: 'description', kind: 'text' as const },
        ...statementMoneyColumns(s.currency_code),
      ];
      const title = req.body.title ?? `${s.patient.fullname} ${s.currency_code}`;
      return sendSheet(reply, title, req.body.localTime, columns, framedStatement(s, req.body));
    },
  );
  app.post(
    '/api/hospital/patient/summary-account-statement/export',
    {
      schema: { tags, body: patientSummaryExport, response: { 200: xlsxAnswer } },
      config: { access: e.summary.access },
    },
    async (req, reply) => {
      const rows = await tenantTx(db, req, (tx) => patientSummary(tx, req.body));
      const columns = [
        { header: 'Hospital patient id', key: 'hospital_patient_id', kind: 'text' as const },
        { header: 'Patient', key: 'fullname', kind: 'text' as const },
        { header: 'Currency', key: 'currency_code', kind: 'text' as const },
        { header: 'Opening balance', key: 'opening_balance', kind: 'number' as const },
        { header: 'Debit', key: 'debit', kind: 'number' as const },
        { header: 'Credit', key: 'credit', kind: 'number' as const },
        { header: 'Closing balance', key: 'closing_balance', kind: 'number' as const },
      ];
      async function* all() {
        yield* rows as unknown as Record<string, unknown>[];
      }
      return sendSheet(
        reply,
        req.body.title ?? 'Patient summary account statement',
        req.body.localTime,
        columns,
        all(),
      );
    },
  );
}
