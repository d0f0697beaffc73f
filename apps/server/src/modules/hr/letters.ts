import { type LetterView, letterEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';

/** GET hr/letter/{id}/view: the letter with its type, employee and creator by name, to show and print. */
export function letterRoutes(app: App): void {
  const { db } = app.deps;
  handle(app, letterEndpoints.view, (req) =>
    tenantTx(db, req, async (tx) => {
      const row = (
        await sql<LetterView>`select l.id, l.date::text as date, l.subject, l.body, t.name as letter_type_name,
          e.name as employee_name, e.code as employee_code, e.inventory_id, u.name as created_by_name,
          l.body_html, l.language, l.hr_letter_template_id
        from hr_letters l
        join hr_letter_types t on t.tenant_id = l.tenant_id and t.id = l.hr_letter_type_id
        left join hr_employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
        left join users u on u.tenant_id = l.tenant_id and u.id = l.created_by
        where l.id = ${req.params.id}`.execute(tx)
      ).rows[0];
      if (!row) throw notFound();
      return row;
    }),
  );
}
