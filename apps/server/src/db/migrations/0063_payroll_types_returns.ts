import { type Kysely, sql } from 'kysely';

/**
 * Issues 16 and 17, the remainder.
 *
 * Payroll types: a type is an allowance (1) or a deduction (2); a contract carries its types with a fixed
 * monthly amount or a percent of the base pay (hr_contract_payroll_types). A run keeps every amount it
 * applied per employee and type (hr_monthly_payroll_items, for the payslip) and per line its base,
 * allowances and deductions (gross = base + allowances; net = gross - deductions - advance repaid).
 * Deductions withheld are owed to whoever they are for: the system account `payroll_deductions`.
 *
 * Employees take custom fields (base_custom_fields model 'Employee').
 *
 * Residence sale returns: one per sale (unique), with what was paid, the forfeit kept and the refund paid
 * out. A returned sale is marked (`residence_sales.returned`) and its unit lines too, and the unit index that makes a unit sell once
 * covers only lines not returned, so a returned unit can be sold again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table hr_payroll_types add column kind smallint not null default 1 check (kind in (1, 2));

    create table hr_contract_payroll_types (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      hr_employee_contract_id bigint not null,
      hr_payroll_type_id bigint not null,
      method text not null default 'fixed' check (method in ('fixed', 'percent')),
      value numeric(24,6) not null check (value > 0 and (method = 'fixed' or value <= 100)),
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, hr_employee_contract_id, hr_payroll_type_id),
      foreign key (tenant_id, hr_employee_contract_id) references hr_employee_contracts(tenant_id, id) on delete cascade,
      foreign key (tenant_id, hr_payroll_type_id) references hr_payroll_types(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index hr_contract_payroll_types_type on hr_contract_payroll_types (tenant_id, hr_payroll_type_id);
    select bb_tenant_rls('hr_contract_payroll_types'),
      bb_audit('hr_contract_payroll_types', 'hr_employee_contracts', 'hr_employee_contract_id', '{updated_at}');

    alter table hr_monthly_payroll_lines
      add column base numeric(24,6) not null default 0,
      add column allowances numeric(24,6) not null default 0,
      add column deductions numeric(24,6) not null default 0;
    update hr_monthly_payroll_lines set base = gross;

    create table hr_monthly_payroll_items (
      tenant_id bigint not null,
      id bigint generated always as identity,
      payroll_id bigint not null,
      employee_id bigint not null,
      hr_payroll_type_id bigint not null,
      kind smallint not null check (kind in (1, 2)),
      amount numeric(24,6) not null check (amount >= 0),
      primary key (tenant_id, id),
      foreign key (tenant_id, payroll_id) references hr_monthly_payrolls(tenant_id, id) on delete cascade,
      foreign key (tenant_id, employee_id) references hr_employees(tenant_id, id),
      foreign key (tenant_id, hr_payroll_type_id) references hr_payroll_types(tenant_id, id)
    );
    create index hr_monthly_payroll_items_run on hr_monthly_payroll_items (tenant_id, payroll_id, employee_id);
    select bb_tenant_rls('hr_monthly_payroll_items');

    create function bb_seed_hr_residence_accounts(t bigint) returns void language sql as $f$
      insert into accounts (tenant_id, code, name, type, system_key) values
        (t, '2150', 'Payroll deductions payable', 'liability', 'payroll_deductions'),
        (t, '4700', 'Forfeited residence payments', 'income', 'residence_forfeits')
      on conflict do nothing
    $f$;
    create function bb_tenant_hr_residence_accounts() returns trigger language plpgsql as $f$
    begin
      perform bb_seed_hr_residence_accounts(new.id);
      return null;
    end $f$;
    create trigger seed_hr_residence_accounts after insert on tenants
      for each row execute function bb_tenant_hr_residence_accounts();
    select bb_seed_hr_residence_accounts(id) from tenants;

    alter table base_custom_fields drop constraint base_custom_fields_model_name_check;
    alter table base_custom_fields add constraint base_custom_fields_model_name_check
      check (model_name in ('Customer', 'Supplier', 'Item', 'Employee'));

    alter table residence_sales add column returned boolean not null default false;
    alter table residence_sale_units add column returned boolean not null default false;
    alter table residence_sale_units drop constraint residence_sale_units_tenant_id_residence_unit_id_key;
    create unique index residence_sale_units_unit_sold on residence_sale_units (tenant_id, residence_unit_id)
      where not returned;

    create table residence_sale_returns (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      residence_sale_id bigint not null,
      customer_id bigint not null,
      date date not null,
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      total numeric(24,6) not null check (total > 0),
      paid numeric(24,6) not null check (paid >= 0),
      unpaid numeric(24,6) not null check (unpaid >= 0),
      forfeit_percent numeric(9,4) check (forfeit_percent between 0 and 100),
      forfeit numeric(24,6) not null check (forfeit >= 0),
      refund numeric(24,6) not null check (refund >= 0),
      cash_box_id bigint,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      unique (tenant_id, residence_sale_id),
      check (forfeit + refund = paid),
      check (refund = 0 or cash_box_id is not null),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, residence_sale_id) references residence_sales(tenant_id, id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index residence_sale_returns_list on residence_sale_returns (tenant_id, date desc, id desc);
    select bb_tenant_rls('residence_sale_returns'),
      bb_audit('residence_sale_returns', 'residence_sale_returns', 'id', '{updated_at,journal_entry_id}');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
