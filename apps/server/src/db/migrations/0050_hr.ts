import { type Kysely, sql } from 'kysely';
import { documentRls, documentTable } from './table-sql.js';

/** What an advance payment and its return both carry (table-sql.ts writes the same text 0050 was applied with). */
const ADVANCE_COLUMNS = [
  'employee_id bigint not null',
  'cash_box_id bigint not null',
  'amount numeric(24,6) not null check (amount > 0)',
  'currency_code text not null',
  'exchange_rate numeric(18,8) not null default 1',
];
const ADVANCE_REFERENCES = [
  'foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id)',
  'foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id)',
];

/**
 * HR and payroll (issue 16): employees (ledger parties), effective-dated contracts, monthly payroll runs
 * with one line per employee, advance payments and their returns, letters. Runs and advances are documents on the
 * kernel; their entries go through the ledger's post(). Payroll lines are not audited row by row (a run
 * has thousands); the run's header is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hr_employees (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      code text not null,
      name text not null,
      type smallint not null default 1 check (type between 1 and 6),
      inventory_id bigint not null,
      hr_department_id bigint,
      hr_employee_position_id bigint,
      phone text,
      address text,
      identity_card text,
      hire_date date not null,
      leave_date date,
      currency_code text not null default 'IQD' check (currency_code in ('IQD', 'USD')),
      pay_method text not null default 'cash' check (pay_method in ('cash', 'bank')),
      bank_account text,
      status smallint not null default 1 check (status in (0, 1)),
      note text,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code),
      check (leave_date is null or leave_date >= hire_date),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, hr_department_id) references hr_departments(tenant_id, id),
      foreign key (tenant_id, hr_employee_position_id) references hr_employee_positions(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index hr_employees_branch on hr_employees (tenant_id, inventory_id, hire_date);
    select bb_tenant_rls('hr_employees'), bb_audit('hr_employees', 'hr_employees', 'id', '{updated_at}');

    create table hr_employee_contracts (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      employee_id bigint not null,
      start_date date not null,
      end_date date,
      salary_type smallint not null default 1 check (salary_type between 1 and 3),
      amount numeric(24,6) not null check (amount > 0),
      note text,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check (end_date is null or end_date >= start_date),
      foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index hr_employee_contracts_employee on hr_employee_contracts (tenant_id, employee_id, start_date);
    select bb_tenant_rls('hr_employee_contracts'),
      bb_audit('hr_employee_contracts', 'hr_employees', 'employee_id', '{updated_at}');

    create table hr_monthly_payrolls (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      month date not null check (extract(day from month) = 1),
      date date not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      cash_box_ids bigint[] not null,
      exchange_rate numeric(18,8),
      change_percent numeric(9,2) not null default 20,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      approved_by bigint,
      approved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, approved_by) references users(tenant_id, id) on delete set null (approved_by)
    );
    -- one live run per branch and month (a cancelled one may be run again)
    create unique index hr_monthly_payrolls_month on hr_monthly_payrolls (tenant_id, inventory_id, month)
      where status <> 2;
    create index hr_monthly_payrolls_list on hr_monthly_payrolls (tenant_id, date desc, id desc);
    select bb_tenant_rls('hr_monthly_payrolls'),
      bb_audit('hr_monthly_payrolls', 'hr_monthly_payrolls', 'id', '{updated_at,journal_entry_id}');

    create table hr_monthly_payroll_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      payroll_id bigint not null,
      employee_id bigint not null,
      salary_type smallint not null,
      currency_code text not null,
      rate numeric(24,6) not null,
      days integer not null,
      units numeric(18,4),
      gross numeric(24,6) not null check (gross >= 0),
      advance_deduction numeric(24,6) not null default 0 check (advance_deduction >= 0),
      net numeric(24,6) not null check (net >= 0),
      previous_net numeric(24,6),
      flagged boolean not null default false,
      primary key (tenant_id, id),
      unique (tenant_id, payroll_id, employee_id),
      foreign key (tenant_id, payroll_id) references hr_monthly_payrolls(tenant_id, id) on delete cascade,
      foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id)
    );
    create index hr_monthly_payroll_lines_employee on hr_monthly_payroll_lines (tenant_id, employee_id);
    select bb_tenant_rls('hr_monthly_payroll_lines');

    ${sql.raw(
      documentTable({
        name: 'hr_advance_payments',
        columns: [
          ...ADVANCE_COLUMNS,
          'months integer not null default 1 check (months between 1 and 120)',
          'note text',
        ],
        references: ADVANCE_REFERENCES,
      }),
    )}
    create index hr_advance_payments_employee on hr_advance_payments (tenant_id, employee_id, date);
    ${sql.raw(documentRls('hr_advance_payments'))}

    ${sql.raw(
      documentTable({
        name: 'hr_advance_payment_returns',
        columns: [...ADVANCE_COLUMNS, 'note text'],
        references: ADVANCE_REFERENCES,
      }),
    )}
    create table hr_letters (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      hr_letter_type_id bigint not null,
      employee_id bigint,
      date date not null,
      subject text not null,
      body text not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, hr_letter_type_id) references hr_letter_types(tenant_id, id),
      foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index hr_letters_list on hr_letters (tenant_id, date desc, id desc);
    select bb_tenant_rls('hr_letters'), bb_audit('hr_letters', 'hr_letters', 'id', '{updated_at}');

    create index hr_advance_payment_returns_employee on hr_advance_payment_returns (tenant_id, employee_id, date);
    ${sql.raw(documentRls('hr_advance_payment_returns'))}
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
