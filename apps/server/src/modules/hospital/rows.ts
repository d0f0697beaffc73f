import type { IncomingPrescription } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { PrescriptionStatus } from './schema.js';

export const API_CONNECTION_EVENT = 'ApiConnectionEvent';

interface Raw {
  id: string;
  prescription_id: string;
  inventory_id: string;
  is_in_process: boolean;
  status: PrescriptionStatus;
  received_at: Date;
  problem_count: number;
  line_count: number;
  connection_id: string;
  connection_name: string;
  patient_id: string;
  fullname: string;
  hospital_patient_id: string;
  prescriber: string | null;
}

const shape = (r: Raw): IncomingPrescription => ({
  id: r.id,
  prescription_id: r.prescription_id,
  inventory_id: r.inventory_id,
  is_in_process: r.is_in_process,
  status: r.status,
  received_at: new Date(r.received_at),
  problem_count: r.problem_count,
  line_count: Number(r.line_count),
  api_connection: { id: r.connection_id, name: r.connection_name },
  meta: {
    patient: { id: r.patient_id, fullname: r.fullname, hospital_patient_id: r.hospital_patient_id },
    prescriber: r.prescriber,
  },
});

/** Incoming prescriptions as the list and the realtime event show them, filtered by `where`. */
export async function prescriptionRows(
  tx: TenantTx,
  where: ReturnType<typeof sql>,
  limit = 500,
): Promise<IncomingPrescription[]> {
  const r = await sql<Raw>`
    select d.id, d.prescription_id, d.inventory_id, d.is_in_process, d.status, d.received_at, d.problem_count,
      (select count(*) from api_connection_detail_lines l where l.tenant_id = d.tenant_id and l.detail_id = d.id)::int
        as line_count,
      c.id as connection_id, c.name as connection_name, p.id as patient_id, p.fullname, p.hospital_patient_id,
      d.prescriber
    from api_connection_details d
    join api_connections c on c.tenant_id = d.tenant_id and c.id = d.api_connection_id
    join patients p on p.tenant_id = d.tenant_id and p.id = d.patient_id
    where ${where}
    order by d.id
    limit ${limit}`.execute(tx);
  return r.rows.map(shape);
}
