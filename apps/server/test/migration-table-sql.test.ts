import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as hr } from '../src/db/migrations/0050_hr.js';
import { documentRls, documentTable, tenantRls } from '../src/db/migrations/table-sql.js';

/**
 * The migration blocks helper writes what the applied migrations wrote by hand, byte for byte: 0050_hr
 * (applied before the helper existed) now builds its advance tables with it, and the SQL it sends must
 * still hold the text it was applied with.
 */
const APPLIED_ADVANCE_PAYMENTS = `    create table hr_advance_payments (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      employee_id bigint not null,
      cash_box_id bigint not null,
      amount numeric(24,6) not null check (amount > 0),
      currency_code text not null,
      exchange_rate numeric(18,8) not null default 1,
      months integer not null default 1 check (months between 1 and 120),
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by)
    );`;

/** The SQL a migration sends, without a database (a driver that only records). */
async function sentBy(up: (db: Kysely<unknown>) => Promise<void>): Promise<string> {
  const sent: string[] = [];
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (d) => new PostgresIntrospector(d),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (e) => void sent.push(e.query.sql),
  });
  await up(db);
  return sent.join('\n');
}

describe('migration table SQL', () => {
  it("writes a document header exactly as 0050_hr was applied with (the advance payments')", async () => {
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
    expect(`    ${create}`).toBe(APPLIED_ADVANCE_PAYMENTS);
    const sent = await sentBy(hr);
    expect(sent).toContain(APPLIED_ADVANCE_PAYMENTS);
    expect(sent).toContain(
      "    select bb_tenant_rls('hr_advance_payments'),\n      bb_audit('hr_advance_payments', 'hr_advance_payments', 'id', '{updated_at,journal_entry_id}');",
    );
    expect(documentRls('hr_advance_payments')).toBe(
      "select bb_tenant_rls('hr_advance_payments'),\n      bb_audit('hr_advance_payments', 'hr_advance_payments', 'id', '{updated_at,journal_entry_id}');",
    );
  });

  it('writes row-level security alone, and with the activity log of a parent record', () => {
    expect(tenantRls('hr_monthly_payroll_lines')).toBe("select bb_tenant_rls('hr_monthly_payroll_lines');");
    expect(
      tenantRls('hr_employee_contracts', {
        log: 'hr_employees',
        subject: 'employee_id',
        hidden: ['updated_at'],
      }),
    ).toBe(
      "select bb_tenant_rls('hr_employee_contracts'),\n      bb_audit('hr_employee_contracts', 'hr_employees', 'employee_id', '{updated_at}');",
    );
  });
});
