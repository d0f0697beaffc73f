import { type Kysely, sql } from 'kysely';

/**
 * Rich-text templates and sale contracts (issues 16 and 17): HR letter templates and form templates (their
 * body is the editor's sanitized HTML with `{{group.field}}` placeholders), letters rendered from a template
 * (their rich text beside the plain text the keyword search reads), and sale contracts made from a form
 * template and a sale. A signed contract is frozen: its text is the snapshot whose SHA-256 the row keeps
 * (a check recomputes it) and a trigger refuses any later change or delete of the row; editing it makes
 * the next version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hr_letter_templates (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      hr_letter_type_id bigint not null,
      language text not null default 'en' check (language in ('en', 'ckb', 'ar')),
      body text not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, hr_letter_type_id) references hr_letter_types(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    select bb_tenant_rls('hr_letter_templates'),
      bb_audit('hr_letter_templates', 'hr_letter_templates', 'id', '{updated_at}');

    alter table hr_letters
      add column hr_letter_template_id bigint,
      add column body_html text,
      add column language text check (language in ('en', 'ckb', 'ar')),
      add foreign key (tenant_id, hr_letter_template_id) references hr_letter_templates(tenant_id, id)
        on delete set null (hr_letter_template_id);

    create table form_templates (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      language text not null default 'en' check (language in ('en', 'ckb', 'ar')),
      body text not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    select bb_tenant_rls('form_templates'), bb_audit('form_templates', 'form_templates', 'id', '{updated_at}');

    create table sale_contracts (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      contract_no bigint not null,
      version integer not null default 1 check (version >= 1),
      previous_id bigint,
      date date not null,
      language text not null check (language in ('en', 'ckb', 'ar')),
      form_template_id bigint not null,
      residence_sale_id bigint,
      sale_id bigint,
      inventory_id bigint not null,
      body text not null,
      sha256 text,
      signed_at timestamptz,
      signed_by bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, contract_no, version),
      check ((residence_sale_id is null) <> (sale_id is null)),
      check ((signed_at is null) = (sha256 is null)),
      check (sha256 is null or sha256 = encode(sha256(convert_to(body, 'UTF8')), 'hex')),
      foreign key (tenant_id, previous_id) references sale_contracts(tenant_id, id),
      foreign key (tenant_id, form_template_id) references form_templates(tenant_id, id),
      foreign key (tenant_id, residence_sale_id) references residence_sales(tenant_id, id),
      foreign key (tenant_id, sale_id) references sales(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, signed_by) references users(tenant_id, id) on delete set null (signed_by),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index sale_contracts_list on sale_contracts (tenant_id, date desc, id desc);
    create unique index sale_contracts_one_next on sale_contracts (tenant_id, previous_id) where previous_id is not null;
    select bb_tenant_rls('sale_contracts'), bb_audit('sale_contracts', 'sale_contracts', 'id', '{updated_at}');

    create function bb_sale_contract_frozen() returns trigger language plpgsql as $$
    begin
      if old.signed_at is not null then
        raise exception 'sale contract % is signed and cannot change', old.id using errcode = 'integrity_constraint_violation';
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $$;
    create trigger sale_contracts_frozen before update or delete on sale_contracts
      for each row execute function bb_sale_contract_frozen();
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
