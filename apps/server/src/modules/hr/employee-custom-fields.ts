import { employeeCustomFieldEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { customFieldsOf, writeCustomFields } from '../parties/custom-fields.js';

async function employeeExists(tx: TenantTx, id: string, lock: boolean) {
  const r = await sql`select id from hr_employees where id = ${id} ${lock ? sql`for update` : sql``}`.execute(
    tx,
  );
  if (r.rows.length === 0) throw notFound();
}

/** GET and PUT hr/employee/{id}/custom-fields: the customers' custom-field machinery for model Employee. */
export function employeeCustomFieldRoutes(app: App): void {
  const { db } = app.deps;
  handle(app, employeeCustomFieldEndpoints.get, (req) =>
    tenantTx(db, req, async (tx) => {
      await employeeExists(tx, req.params.id, false);
      return { data: await customFieldsOf(tx, 'Employee', req.params.id) };
    }),
  );
  handle(app, employeeCustomFieldEndpoints.put, (req) =>
    tenantTx(db, req, async (tx) => {
      await employeeExists(tx, req.params.id, true);
      await writeCustomFields(tx, 'Employee', req.params.id, req.body.custom_fields);
      return { data: await customFieldsOf(tx, 'Employee', req.params.id) };
    }),
  );
}
