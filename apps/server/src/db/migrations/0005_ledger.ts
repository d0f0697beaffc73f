import { type Kysely, sql } from 'kysely';

/**
 * The double-entry journal (DESIGN.md section 2, "Ledger"): accounts per tenant (system accounts seeded
 * for every tenant by trigger), entries and lines that are never updated or deleted, a deferred
 * constraint trigger that refuses an unbalanced entry at commit (base currency, and per currency), and
 * gapless document numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table accounts (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      code text not null,
      name text not null,
      type text not null check (type in ('asset', 'liability', 'equity', 'income', 'expense')),
      system_key text,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code),
      unique (tenant_id, system_key)
    );
    select bb_tenant_rls('accounts'), bb_audit('accounts', 'accounts', 'id');

    create function bb_seed_accounts(t bigint) returns void language sql as $f$
      insert into accounts (tenant_id, code, name, type, system_key) values
        (t, '1000', 'Cash', 'asset', 'cash'),
        (t, '1100', 'Accounts receivable', 'asset', 'receivable'),
        (t, '1200', 'Inventory', 'asset', 'inventory'),
        (t, '1300', 'Employee advances', 'asset', 'employee_advances'),
        (t, '1400', 'Fixed assets', 'asset', 'fixed_assets'),
        (t, '1900', 'Currency exchange clearing', 'asset', 'fx_clearing'),
        (t, '2000', 'Accounts payable', 'liability', 'payable'),
        (t, '2100', 'Salaries payable', 'liability', 'salaries_payable'),
        (t, '3000', 'Capital', 'equity', 'capital'),
        (t, '3100', 'Cashback capital', 'equity', 'cashback_capital'),
        (t, '3200', 'Opening balances and adjustments', 'equity', 'opening_balance'),
        (t, '3900', 'Retained earnings', 'equity', 'retained_earnings'),
        (t, '4000', 'Sales', 'income', 'sales'),
        (t, '4100', 'Sale returns', 'income', 'sale_returns'),
        (t, '4200', 'Other income', 'income', 'income'),
        (t, '4300', 'Exchange gain', 'income', 'exchange_gain'),
        (t, '4400', 'Discounts received', 'income', 'discount_received'),
        (t, '5000', 'Cost of goods sold', 'expense', 'cogs'),
        (t, '5100', 'Discounts given', 'expense', 'discount_given'),
        (t, '6000', 'Expenses', 'expense', 'expense'),
        (t, '6100', 'General payments', 'expense', 'general_payment'),
        (t, '6200', 'Losses', 'expense', 'loss'),
        (t, '6300', 'Salaries', 'expense', 'salaries'),
        (t, '6400', 'Exchange loss', 'expense', 'exchange_loss'),
        (t, '6500', 'Rounding differences', 'expense', 'rounding'),
        (t, '6600', 'Stock adjustments', 'expense', 'stock_adjustment')
      on conflict do nothing
    $f$;
    create function bb_tenant_accounts() returns trigger language plpgsql as $f$
    begin
      perform bb_seed_accounts(new.id);
      return null;
    end $f$;
    create trigger seed_accounts after insert on tenants for each row execute function bb_tenant_accounts();
    select bb_seed_accounts(id) from tenants;

    create table journal_entries (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      entry_date date not null,
      document_type text not null,
      document_id bigint,
      inventory_id bigint,
      description text not null default '',
      user_id bigint,
      reverses_entry_id bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id),
      foreign key (tenant_id, reverses_entry_id) references journal_entries(tenant_id, id)
    );
    create index journal_entries_document on journal_entries (tenant_id, document_type, document_id);
    create unique index journal_entries_reversed_once on journal_entries (tenant_id, reverses_entry_id)
      where reverses_entry_id is not null;

    create table journal_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      entry_id bigint not null,
      entry_date date not null,
      account_id bigint not null,
      debit numeric(24,6) not null default 0 check (debit >= 0),
      credit numeric(24,6) not null default 0 check (credit >= 0),
      currency_code text not null,
      -- signed amount in the line's currency: positive on the debit side, negative on the credit side
      amount numeric(24,6) not null,
      rate numeric(18,8) not null check (rate > 0),
      party_type text check (party_type in ('customer', 'supplier', 'employee', 'shareholder')),
      party_id bigint,
      cash_box_id bigint,
      inventory_id bigint,
      dim_type text,
      dim_id bigint,
      primary key (tenant_id, id),
      check (not (debit > 0 and credit > 0)),
      check ((party_type is null) = (party_id is null)),
      foreign key (tenant_id, entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, account_id) references accounts(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );
    create index journal_lines_entry on journal_lines (tenant_id, entry_id);
    create index journal_lines_account on journal_lines (tenant_id, account_id, entry_date, id);
    create index journal_lines_party on journal_lines (tenant_id, party_type, party_id, currency_code, entry_date, id)
      where party_id is not null;
    create index journal_lines_cash_box on journal_lines (tenant_id, cash_box_id, currency_code, entry_date, id)
      where cash_box_id is not null;
    create index journal_lines_dim on journal_lines (tenant_id, dim_type, dim_id, entry_date) where dim_id is not null;

    select bb_tenant_rls('journal_entries'), bb_tenant_rls('journal_lines');
    revoke update, delete on journal_entries, journal_lines from erp_app;

    -- Posted lines are never changed: not by the application role (no privilege), not by the owner (this trigger).
    create function bb_journal_immutable() returns trigger language plpgsql as $f$
    begin
      raise exception 'posted journal entries and lines are never updated or deleted' using errcode = '55000';
    end $f$;
    create trigger immutable before update or delete on journal_entries for each row execute function bb_journal_immutable();
    create trigger immutable before update or delete on journal_lines for each row execute function bb_journal_immutable();

    -- At commit: every entry that received lines balances in base currency and per currency.
    create function bb_journal_balanced() returns trigger language plpgsql as $f$
    declare
      base_diff numeric;
      bad_currency text;
    begin
      select coalesce(sum(debit), 0) - coalesce(sum(credit), 0) into base_diff
        from journal_lines where tenant_id = new.tenant_id and entry_id = new.entry_id;
      if base_diff <> 0 then
        raise exception 'unbalanced journal entry % (debit - credit = %)', new.entry_id, base_diff using errcode = '23514';
      end if;
      select currency_code into bad_currency from journal_lines
        where tenant_id = new.tenant_id and entry_id = new.entry_id
        group by currency_code having sum(amount) <> 0 limit 1;
      if bad_currency is not null then
        raise exception 'unbalanced journal entry % in %', new.entry_id, bad_currency using errcode = '23514';
      end if;
      return null;
    end $f$;
    create constraint trigger balanced after insert on journal_lines deferrable initially deferred
      for each row execute function bb_journal_balanced();

    -- the current rate of a pair is one probe of this index (GET user, every session start)
    create index exchange_rates_latest on exchange_rates (tenant_id, currency_code_from, currency_code_to, type, valid_from desc, id desc);

    create table document_sequences (
      tenant_id bigint not null references tenants(id),
      inventory_id bigint not null default 0,
      doc_type text not null,
      last_number bigint not null default 0,
      primary key (tenant_id, inventory_id, doc_type)
    );
    select bb_tenant_rls('document_sequences');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
