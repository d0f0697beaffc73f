import { type Kysely, sql } from 'kysely';

/**
 * Posting and sale commit speed (issues 5 and 8, docs/performance.md "Ledger posting and sale commit
 * (session 3)"):
 * (a) `journal_daily` slots are claimed, not hashed. A posting transaction takes the lowest free slot of its
 *     tenant with a transaction-scoped advisory try-lock (0..63) and keeps it until it ends, so two open
 *     transactions never add to the same per-day row: no writer waits on another's row until commit (with
 *     `pg_backend_pid() % 16`, 20 writers shared slots and queued), the deadlock of two transactions
 *     inserting lines in two statements on one slot cannot happen, and a quiet tenant keeps one row per
 *     account, currency and day (slot 0). Only past 64 concurrent posting transactions of one tenant does a
 *     transaction fall back to a shared slot (and may then wait, as before).
 * (b) The activity-log trigger of `products` no longer runs for an update that changes only `quantity` and
 *     `updated_at` (every stock movement): it already logged nothing for those (both columns are left out of
 *     the log); the on-hand change of a lot is recorded by its stock movement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bb_journal_daily() returns trigger language plpgsql security definer
      set search_path = public, pg_temp as $f$
    declare
      my_slot smallint := nullif(current_setting('bb.daily_slot', true), '')::smallint;
      tenant bigint;
    begin
      if my_slot is null then
        select min(tenant_id) into tenant from new_lines;
        -- the lowest slot no other open transaction of this tenant holds (released when this one ends)
        for k in 0..63 loop
          if pg_try_advisory_xact_lock(1785622881, ((tenant % 33554432) * 64 + k)::int) then
            my_slot := k;
            exit;
          end if;
        end loop;
        my_slot := coalesce(my_slot, (pg_backend_pid() % 64)::smallint);
        perform set_config('bb.daily_slot', my_slot::text, true);
      end if;
      insert into journal_daily as d (tenant_id, account_id, currency_code, entry_date, slot, amount, debit, credit)
      select tenant_id, account_id, currency_code, entry_date, my_slot, sum(amount), sum(debit), sum(credit)
      from new_lines group by tenant_id, account_id, currency_code, entry_date
      order by tenant_id, account_id, currency_code, entry_date
      on conflict (tenant_id, account_id, currency_code, entry_date, slot) do update
        set amount = d.amount + excluded.amount, debit = d.debit + excluded.debit, credit = d.credit + excluded.credit; -- money-safe: SQL numeric addition, not JS
      return null;
    end $f$;
    revoke all on function bb_journal_daily() from public;

    drop trigger audit on products;
    create trigger audit after insert or delete on products
      for each row execute function bb_audit_row('products', 'id', 'updated_at', 'quantity');
    create trigger audit_update after update on products for each row
      when ((to_jsonb(old) - '{updated_at,quantity}'::text[]) is distinct from (to_jsonb(new) - '{updated_at,quantity}'::text[]))
      execute function bb_audit_row('products', 'id', 'updated_at', 'quantity');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
