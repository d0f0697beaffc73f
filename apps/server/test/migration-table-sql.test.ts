import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentRls, documentTable, tenantRls } from '../src/db/migrations/table-sql.js';

/**
 * The migration blocks helper writes what the applied migrations wrote by hand, byte for byte, so a new
 * migration using it gets the same tables, keys, row-level security and activity log as the old ones.
 */
const hr = fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations/0050_hr.ts'), 'utf8');

describe('migration table SQL', () => {
  it("writes a document header exactly as 0050_hr wrote the advance payments'", () => {
    const create = documentTable({
      name: 'hr_advance_payments',
      columns: [
        'employee_id bigint not null',
        'cash_box_id bigint not null',
        'amount numeric(24,6) not null check (amount > 0)',
        'currency_code text not null',
        'exchange_rate numeric(18,8) not null default 1',
        'months integer not null default 1 check (months between 1 and 120)',
        'note text',
      ],
      references: [
        'foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id)',
        'foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id)',
      ],
    });
    expect(hr).toContain(`    ${create}\n`);
    expect(hr).toContain(`    ${documentRls('hr_advance_payments')}\n`);
  });

  it('writes row-level security alone, and with the activity log of a parent record', () => {
    expect(hr).toContain(`    ${tenantRls('hr_monthly_payroll_lines')}\n`);
    expect(
      tenantRls('hr_employee_contracts', {
        log: 'hr_employees',
        subject: 'employee_id',
        hidden: ['updated_at'],
      }),
    ).toBe(
      "select bb_tenant_rls('hr_employee_contracts'),\n      bb_audit('hr_employee_contracts', 'hr_employees', 'employee_id', '{updated_at}');",
    );
    expect(hr).toContain(
      tenantRls('hr_employee_contracts', {
        log: 'hr_employees',
        subject: 'employee_id',
        hidden: ['updated_at'],
      }),
    );
  });
});
