import { type Kysely, sql } from 'kysely';

/**
 * The activity log as a platform mechanism: a row trigger on every audited table writes who, when, what,
 * old and new values in the same transaction as the change. The causer is `app.user_id`, set by every
 * tenant transaction. Also: notifications (written in the same transaction as the change that causes
 * them, pushed after commit) and the Socket.IO PostgreSQL adapter's attachment table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table activity_log (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      log_name text not null,
      event text not null check (event in ('created', 'updated', 'deleted')),
      subject_table text not null,
      subject_id text,
      causer_id bigint,
      old_values jsonb,
      new_values jsonb,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create index activity_log_subject on activity_log (tenant_id, log_name, subject_id, id desc);
    create index activity_log_created on activity_log (tenant_id, created_at desc);
    select bb_tenant_rls('activity_log');
    revoke update, delete on activity_log from erp_app;

    -- Trigger arguments: log name, subject column, then columns left out of the log: a name starting
    -- with ! is a secret whose change is logged as "[changed]"; any other is noise and ignored.
    create function bb_audit_row() returns trigger language plpgsql as $f$
    declare
      log_name text := tg_argv[0];
      subject_col text := tg_argv[1];
      skipped text[] := coalesce(tg_argv[2:], '{}');
      hidden text[] := array(select ltrim(x, '!') from unnest(skipped) x);
      secrets text[] := array(select ltrim(x, '!') from unnest(skipped) x where x like '!%');
      o jsonb;
      n jsonb;
      rec jsonb;
      col text;
      old_changed jsonb;
      new_changed jsonb;
    begin
      if tg_op = 'DELETE' then rec := to_jsonb(old); else rec := to_jsonb(new); end if;
      if tg_op in ('UPDATE', 'DELETE') then o := to_jsonb(old) - hidden; end if;
      if tg_op in ('INSERT', 'UPDATE') then n := to_jsonb(new) - hidden; end if;
      if tg_op = 'UPDATE' then
        select jsonb_object_agg(key, value) into old_changed from jsonb_each(o) where (n -> key) is distinct from value;
        select jsonb_object_agg(key, value) into new_changed from jsonb_each(n) where (o -> key) is distinct from value;
        foreach col in array secrets loop
          if (to_jsonb(old) -> col) is distinct from (to_jsonb(new) -> col) then
            new_changed := coalesce(new_changed, '{}') || jsonb_build_object(col, '[changed]');
          end if;
        end loop;
        if new_changed is null then return null; end if;
        o := coalesce(old_changed, '{}');
        n := new_changed;
      end if;
      insert into activity_log (tenant_id, log_name, event, subject_table, subject_id, causer_id, old_values, new_values)
      values (
        (rec ->> 'tenant_id')::bigint,
        log_name,
        case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
        tg_table_name,
        rec ->> subject_col,
        nullif(current_setting('app.user_id', true), '')::bigint,
        o,
        n
      );
      return null;
    end $f$;

    create function bb_audit(tbl regclass, log_name text, subject_col text, hidden text[] default '{}') returns void
    language plpgsql as $f$
    begin
      execute format(
        'create trigger audit after insert or update or delete on %s for each row execute function bb_audit_row(%L, %L%s)',
        tbl, log_name, subject_col,
        (select coalesce(string_agg(format(', %L', h), ''), '') from unnest(hidden) h)
      );
    end $f$;

    select bb_audit('inventories', 'inventories', 'id', '{updated_at}');
    select bb_audit('users', 'users', 'id', '{!password_hash,last_login_at,updated_at}');
    select bb_audit('user_inventories', 'users', 'user_id');
    select bb_audit('user_roles', 'users', 'user_id');
    select bb_audit('roles', 'roles', 'id');
    select bb_audit('role_abilities', 'roles', 'role_id');
    select bb_audit('currencies', 'currencies', 'code');
    select bb_audit('exchange_rates', 'exchange_rates', 'id');
    select bb_audit('cash_boxes', 'cash_boxes', 'id');
    select bb_audit('settings', 'settings', 'key');
    select bb_audit('inventory_settings', 'inventories', 'inventory_id');
    select bb_audit('print_settings', 'print_settings', 'id');
    select bb_audit('api_connections', 'api_connections', 'id');
    select bb_audit('items', 'items', 'id', '{updated_at}');

    create table notifications (
      tenant_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      causer_id bigint,
      type text not null check (type in ('notify.create', 'notify.edit', 'notify.delete')),
      title text not null,
      description text not null default '',
      model_type text,
      model_id text,
      model_date date,
      is_seen boolean not null default false,
      seen_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id) on delete cascade,
      foreign key (tenant_id, causer_id) references users(tenant_id, id) on delete set null (causer_id)
    );
    create index notifications_user on notifications (tenant_id, user_id, id desc);
    create index notifications_unseen on notifications (tenant_id, user_id) where not is_seen;
    select bb_tenant_rls('notifications');

    -- used by @socket.io/postgres-adapter for payloads too big for NOTIFY
    create table if not exists socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
