import { type Kysely, sql } from 'kysely';

/**
 * Foundation schema: tenants, branches ("inventories"), identity, currencies, cash boxes, settings.
 * Every tenant table has a `(tenant_id, id)` key, foreign keys that carry `tenant_id`, and row-level
 * security bound to `app.tenant_id` (see platform/db/tenant.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = 'erp_app') then
        create role erp_app nologin noinherit nobypassrls;
      end if;
    end $$;
    do $$ begin
      if not pg_has_role(current_user, 'erp_app', 'member') then
        execute format('grant erp_app to %I', current_user);
      end if;
    end $$;

    -- Enables and forces row-level security on a tenant table: the application role sees only rows of
    -- the tenant in app.tenant_id; the owner (migrations, sign-in lookups) keeps full access.
    create function bb_tenant_rls(tbl regclass) returns void language plpgsql as $f$
    begin
      execute format('alter table %s enable row level security', tbl);
      execute format('alter table %s force row level security', tbl);
      execute format($p$create policy tenant_isolation on %s to erp_app
        using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)
        with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)$p$, tbl);
      execute format('create policy owner_access on %s to %I using (true) with check (true)', tbl, current_user);
      execute format('grant select, insert, update, delete on %s to erp_app', tbl);
    end $f$;

    create table system_state (key text primary key, value jsonb not null);
    grant select on system_state to erp_app;

    create table tenants (
      id bigint generated always as identity primary key,
      name text not null,
      base_currency_code text not null default 'IQD',
      features jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    alter table tenants enable row level security;
    alter table tenants force row level security;
    create policy tenant_isolation on tenants to erp_app
      using (id = nullif(current_setting('app.tenant_id', true), '')::bigint);
    do $$ begin execute format('create policy owner_access on tenants to %I using (true) with check (true)', current_user); end $$;
    grant select, update on tenants to erp_app;

    create table inventories (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      code text,
      type smallint not null default 0,
      address text,
      phone text,
      status smallint not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name)
    );

    create table users (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      username text not null,
      password_hash text not null,
      name text not null,
      language text not null default 'en',
      default_branch_id bigint,
      is_superuser boolean not null default false,
      status smallint not null default 1,
      last_login_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, default_branch_id) references inventories(tenant_id, id)
    );
    -- Sign-in asks only for a username, so usernames are unique across the installation.
    create unique index users_username_key on users (lower(username));

    create table user_inventories (
      tenant_id bigint not null,
      user_id bigint not null,
      inventory_id bigint not null,
      primary key (tenant_id, user_id, inventory_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id) on delete cascade,
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id) on delete cascade
    );

    create table roles (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name)
    );

    create table role_abilities (
      tenant_id bigint not null,
      role_id bigint not null,
      ability text not null,
      primary key (tenant_id, role_id, ability),
      foreign key (tenant_id, role_id) references roles(tenant_id, id) on delete cascade
    );

    create table user_roles (
      tenant_id bigint not null,
      user_id bigint not null,
      role_id bigint not null,
      primary key (tenant_id, user_id, role_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id) on delete cascade,
      foreign key (tenant_id, role_id) references roles(tenant_id, id) on delete cascade
    );

    create table auth_tokens (
      tenant_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_activity_at timestamptz not null default now(),
      revoked_at timestamptz,
      ip text,
      user_agent text,
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id) on delete cascade
    );

    create table currencies (
      tenant_id bigint not null references tenants(id),
      code text not null check (code ~ '^[A-Z]{3}$'),
      name text not null,
      symbol text not null,
      decimals smallint not null default 2 check (decimals between 0 and 6),
      primary key (tenant_id, code)
    );

    create table exchange_rates (
      tenant_id bigint not null,
      id bigint generated always as identity,
      currency_code_from text not null,
      currency_code_to text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      type smallint not null check (type in (0, 1)),
      valid_from timestamptz not null default now(),
      created_by bigint,
      primary key (tenant_id, id),
      foreign key (tenant_id, currency_code_from) references currencies(tenant_id, code),
      foreign key (tenant_id, currency_code_to) references currencies(tenant_id, code),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
    create index exchange_rates_current on exchange_rates (tenant_id, currency_code_from, type, valid_from desc);

    create table cash_boxes (
      tenant_id bigint not null,
      id bigint generated always as identity,
      code text not null,
      name text not null,
      currency_code text not null,
      inventory_id bigint,
      for_user_id bigint,
      is_default boolean not null default false,
      status smallint not null default 1,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, for_user_id) references users(tenant_id, id)
    );

    create table settings (
      tenant_id bigint not null references tenants(id),
      key text not null,
      value jsonb not null,
      primary key (tenant_id, key)
    );

    create table inventory_settings (
      tenant_id bigint not null,
      inventory_id bigint not null,
      setting_name text not null,
      value text not null,
      primary key (tenant_id, inventory_id, setting_name),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id) on delete cascade
    );

    create table print_settings (
      tenant_id bigint not null,
      id bigint generated always as identity,
      inventory_id bigint not null,
      type_name text not null,
      type smallint not null check (type in (1, 2)),
      name text not null,
      address text,
      bottom text,
      header text,
      background text,
      footer text,
      background_margin integer not null default 0,
      background_margin_clone_print integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, type_name),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id) on delete cascade
    );

    create table api_connections (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      kind text not null check (kind in ('hospital', 'ticket')),
      name text not null,
      inventory_id bigint,
      status smallint not null default 1,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );

    create table items (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      barcode text not null,
      type smallint not null default 1 check (type in (1, 2, 3)),
      status smallint not null default 1,
      is_hidden boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, barcode)
    );

    select bb_tenant_rls(t) from unnest(array[
      'inventories', 'users', 'user_inventories', 'roles', 'role_abilities', 'user_roles', 'auth_tokens',
      'currencies', 'exchange_rates', 'cash_boxes', 'settings', 'inventory_settings', 'print_settings',
      'api_connections', 'items'
    ]::regclass[]) as t;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the foundation migration cannot be undone');
}
