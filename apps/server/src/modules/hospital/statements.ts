import {
  type PatientSummaryRow,
  patientDetailExport,
  patientStatementEndpoints,
  patientSummaryExport,
  type SheetWords,
  xlsxAnswer,
} from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { detailColumns, sendDetailSheet, sendSummarySheet } from '../../platform/table/statement-sheet.js';
import { likeEscape } from '../../platform/table/where.js';
import { type Period, partyDetailStatement, partySummary } from '../ledger/party-statements.js';

const PATIENT = sql<{ id: string; fullname: string; hospital_patient_id: string }>`
  select id, fullname, hospital_patient_id from patients`;

/** Per patient and currency: opening, debits and credits of the period, closing; patients with no line left out. */
function patientSummary(tx: TenantTx, q: Period & { currency_code?: string }) {
  return partySummary<PatientSummaryRow>(
    tx,
    {
      table: 'patients',
      type: 'patient',
      idAs: 'patient_id',
      columns: ['hospital_patient_id', 'fullname'],
      orderBy: 'fullname',
      plainOrder: true,
    },
    q,
  );
}

const patientStatement = (tx: TenantTx, q: Period & { party_id: string; currency_code: string }) =>
  partyDetailStatement(tx, 'patient', PATIENT, q);

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
      const columns = (w: SheetWords) => detailColumns(s.currency_code, w, [['document', 'document_type']]);
      return sendDetailSheet(reply, req.body, `${s.patient.fullname} ${s.currency_code}`, s, columns);
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
        ['hospital_patient_id', 'hospital_patient_id'],
        ['patient', 'fullname'],
      ] as const;
      return sendSummarySheet(reply, req.body, 'patient_summary', columns, rows);
    },
  );
}
