import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint, exportExtras } from '../endpoints/define.js';

/** Patients are ledger parties: their detail and summary account statements (`/report/patient-*`). */
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const currency = z.string().regex(/^[A-Z]{3}$/);

const statementLine = z.object({
  id: z.string(),
  entry_id: z.string(),
  date: z.string(),
  document_type: z.string(),
  document_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  description: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});

export const patientSummaryRow = z.object({
  patient_id: z.string(),
  hospital_patient_id: z.string(),
  fullname: z.string(),
  currency_code: z.string(),
  opening_balance: z.string(),
  debit: z.string(),
  credit: z.string(),
  closing_balance: z.string(),
});
export type PatientSummaryRow = z.output<typeof patientSummaryRow>;

export const patientDetailQuery = z.object({
  party_id: id,
  currency_code: currency,
  start_date: isoDate,
  end_date: isoDate,
});
export const patientSummaryQuery = z.object({
  start_date: isoDate,
  end_date: isoDate,
  currency_code: currency.optional(),
});
/** The xlsx exports (POST, streamed): the same filters, and the title and local time of the file. */
export const patientDetailExport = patientDetailQuery.extend(exportExtras);
export const patientSummaryExport = patientSummaryQuery.extend(exportExtras);

export const patientStatementEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: 'hospital/patient/detail-account-statement',
    query: patientDetailQuery,
    response: z.object({
      patient: z.object({ id: z.string(), fullname: z.string(), hospital_patient_id: z.string() }),
      currency_code: z.string(),
      opening_balance: z.string(),
      data: z.array(statementLine),
      total_debit: z.string(),
      total_credit: z.string(),
      closing_balance: z.string(),
    }),
    access: ['report_patient_account_statement'],
    tag: 'hospital',
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: 'hospital/patient/summary-account-statement',
    query: patientSummaryQuery,
    response: z.object({ data: z.array(patientSummaryRow) }),
    access: ['report_patient_account_statement_summary'],
    tag: 'hospital',
  }),
  /** Patients for the statement's picker (name or hospital patient id). */
  search: defineEndpoint({
    method: 'GET',
    path: 'hospital/patient/search',
    query: z.object({ q: z.string().trim().max(60).default('') }),
    response: z.object({
      data: z.array(
        z.object({ id: z.string(), name: z.string(), fullname: z.string(), hospital_patient_id: z.string() }),
      ),
    }),
    access: ['report_patient_account_statement', 'report_patient_account_statement_summary'],
    tag: 'hospital',
  }),
};
