import { type Kysely, sql } from 'kysely';

/**
 * Ledger speed (issue 5, docs/performance.md "The ledger"):
 * (a) the deferred balance check runs once per entry instead of twice per line;
 * (b) per-day balances per account and currency (`journal_daily`), kept by a statement-level trigger in the
 *     posting transaction, which the balance sheet and the trial balance read instead of the lines;
 * (c) the party and cash-box indexes carry `entry_id` and `amount`, so an opening balance or a statement's
 *     totals read the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- (a) Lines fire one after another at commit: the first line of an entry checks the whole entry (base
    -- currency and per currency) and remembers the entry with the last line id the check saw; a later line
    -- of that entry the check covered returns at once. A line inserted after the check (a higher id) is
    -- checked again, so the guarantee is the same as before.
    create or replace function bb_journal_balanced() returns trigger language plpgsql as $f$
    declare
      checked text := current_setting('bb.balanced_checked', true);
      base_diff numeric;
      bad_currency text;
      last_line bigint;
    begin
      if checked like new.entry_id || ':%' and new.id <= split_part(checked, ':', 2)::bigint then
        return null;
      end if;
      select sum(d), max(last_id), min(cur) filter (where a <> 0) into base_diff, last_line, bad_currency
      from (select currency_code as cur, sum(amount) as a, sum(debit) - sum(credit) as d, max(id) as last_id
            from journal_lines where tenant_id = new.tenant_id and entry_id = new.entry_id
            group by currency_code) per_currency;
      if base_diff <> 0 then
        raise exception 'unbalanced journal entry % (debit - credit = %)', new.entry_id, base_diff using errcode = '23514';
      end if;
      if bad_currency is not null then
        raise exception 'unbalanced journal entry % in %', new.entry_id, bad_currency using errcode = '23514';
      end if;
      perform set_config('bb.balanced_checked', new.entry_id || ':' || last_line, true);
      return null;
    end $f$;

    -- (b) Sums of the lines per tenant, account, currency and day. Concurrent writers of a tenant add to one
    -- of 16 slots (by backend), so they seldom wait on each other's row until commit; readers sum the slots.
    create table journal_daily (
      tenant_id bigint not null references tenants(id),
      account_id bigint not null,
      currency_code text not null,
      entry_date date not null,
      slot smallint not null,
      amount numeric(24,6) not null,
      debit numeric(24,6) not null,
      credit numeric(24,6) not null,
      primary key (tenant_id, account_id, currency_code, entry_date, slot),
      foreign key (tenant_id, account_id) references accounts(tenant_id, id)
    );
    select bb_tenant_rls('journal_daily');
    -- Only the trigger writes it (as the owner); the application role reads.
    revoke insert, update, delete on journal_daily from erp_app;

    create function bb_journal_daily() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    begin
      insert into journal_daily as d (tenant_id, account_id, currency_code, entry_date, slot, amount, debit, credit)
      select tenant_id, account_id, currency_code, entry_date, (pg_backend_pid() % 16)::smallint,
        sum(amount), sum(debit), sum(credit)
      from new_lines group by tenant_id, account_id, currency_code, entry_date
      order by tenant_id, account_id, currency_code, entry_date
      on conflict (tenant_id, account_id, currency_code, entry_date, slot) do update
        set amount = d.amount + excluded.amount, debit = d.debit + excluded.debit, credit = d.credit + excluded.credit; -- money-safe: SQL numeric addition, not JS
      return null;
    end $f$;
    revoke all on function bb_journal_daily() from public;

    insert into journal_daily (tenant_id, account_id, currency_code, entry_date, slot, amount, debit, credit)
    select tenant_id, account_id, currency_code, entry_date, 0, sum(amount), sum(debit), sum(credit)
    from journal_lines group by tenant_id, account_id, currency_code, entry_date;
    create trigger daily after insert on journal_lines referencing new table as new_lines
      for each statement execute function bb_journal_daily();

    -- (c) index-only opening balances and totals for the statements
    drop index journal_lines_party;
    create index journal_lines_party on journal_lines (tenant_id, party_type, party_id, currency_code, entry_date, id)
      include (entry_id, amount) where party_id is not null;
    drop index journal_lines_cash_box;
    create index journal_lines_cash_box on journal_lines (tenant_id, cash_box_id, currency_code, entry_date, id)
      include (entry_id, amount) where cash_box_id is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
