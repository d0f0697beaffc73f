import { type Kysely, sql } from 'kysely';

/** Attachments, comments and audits hang off any registered record by (model_type, model_id). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table attachments (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      model_type text not null,
      model_id bigint not null,
      name text not null,
      file_key text not null,
      mime text not null,
      kind text not null check (kind in ('image', 'pdf', 'audio')),
      size integer not null check (size > 0),
      created_by bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index attachments_model on attachments (tenant_id, model_type, model_id);
    select bb_tenant_rls('attachments'), bb_audit('attachments', 'attachments', 'id');

    create table comments (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      model_name text not null,
      model_id bigint not null,
      description text not null,
      user_id bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id) on delete set null (user_id)
    );
    create index comments_model on comments (tenant_id, model_name, model_id, id);
    select bb_tenant_rls('comments');

    create table invoice_audits (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      model_type text not null,
      model_id bigint not null,
      note text,
      date_at date,
      status boolean not null default false,
      user_id bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, model_type, model_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id) on delete set null (user_id)
    );
    select bb_tenant_rls('invoice_audits'), bb_audit('invoice_audits', 'invoice_audits', 'id', '{updated_at}');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
