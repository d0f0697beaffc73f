import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The hospital module's tables (migration 0055_hospital), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    patients: PatientsTable;
    api_connection_item_codes: ApiConnectionItemCodesTable;
    api_connection_details: ApiConnectionDetailsTable;
    api_connection_detail_lines: ApiConnectionDetailLinesTable;
  }
}

export type PrescriptionStatus = 'received' | 'dispensed' | 'partly_dispensed' | 'rejected';

export interface PatientsTable {
  tenant_id: Id;
  id: GeneratedId;
  api_connection_id: Id;
  hospital_patient_id: string;
  fullname: string;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ApiConnectionItemCodesTable {
  tenant_id: Id;
  api_connection_id: Id;
  code: string;
  item_id: Id;
}

export interface ApiConnectionDetailsTable {
  tenant_id: Id;
  id: GeneratedId;
  api_connection_id: Id;
  inventory_id: Id;
  prescription_id: string;
  patient_id: Id;
  prescriber: string | null;
  authored_on: Date | null;
  note: string | null;
  status: Generated<PrescriptionStatus>;
  is_in_process: Generated<boolean>;
  problem_count: Generated<number>;
  sale_id: Id | null;
  received_at: CreatedAt;
  processed_at: Date | null;
  dispensed_at: Date | null;
  rejected_at: Date | null;
  rejected_by: Id | null;
  /** Dead-letter retries (migration 0060). */
  retry_count: Generated<number>;
  retried_at: Date | null;
}

export interface ApiConnectionDetailLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  detail_id: Id;
  line_no: number;
  drug_code: string;
  drug_name: string | null;
  item_id: Id | null;
  quantity: string;
  dosage: string | null;
  dispensed_quantity: Generated<string>;
  problem: string | null;
}
