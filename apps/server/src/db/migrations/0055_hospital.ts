import { type Kysely, sql } from 'kysely';

/**
 * Issue 20: the hospital link.
 * - `api_connections` (from 0001) gain their key: only a SHA-256 hash of it is stored (the key is 32 random
 *   bytes, shown once), a short prefix to recognise it on screen, a revocation time and the categories the
 *   hospital system exposes (`hospital/system/{id}/categories`).
 * - `patients`: one per hospital patient id and connection; a ledger party (`party_type = 'patient'`).
 * - `api_connection_item_codes`: the hospital's drug code -> our item, per connection.
 * - `api_connection_details`: the inbox. `(api_connection_id, prescription_id)` is unique, which makes the
 *   inbound call idempotent; `sale_id` is unique, and a prescription holds at most one sale.
 * - `api_connection_detail_lines`: the prescribed lines, each with the item its code maps to or the problem.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table api_connections
      add column key_hash text unique,
      add column key_prefix text,
      add column categories jsonb not null default '[]'::jsonb,
      add column revoked_at timestamptz;

    create table patients (
      tenant_id bigint not null,
      id bigint generated always as identity,
      api_connection_id bigint not null,
      hospital_patient_id text not null,
      fullname text not null,
      birth_date date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, api_connection_id, hospital_patient_id),
      foreign key (tenant_id, api_connection_id) references api_connections(tenant_id, id)
    );
    create index patients_hospital_id on patients (tenant_id, hospital_patient_id);

    create table api_connection_item_codes (
      tenant_id bigint not null,
      api_connection_id bigint not null,
      code text not null,
      item_id bigint not null,
      primary key (tenant_id, api_connection_id, code),
      foreign key (tenant_id, api_connection_id) references api_connections(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references items(tenant_id, id)
    );

    create table api_connection_details (
      tenant_id bigint not null,
      id bigint generated always as identity,
      api_connection_id bigint not null,
      inventory_id bigint not null,
      prescription_id text not null,
      patient_id bigint not null,
      prescriber text,
      authored_on timestamptz,
      note text,
      status text not null default 'received'
        check (status in ('received', 'dispensed', 'partly_dispensed', 'rejected')),
      is_in_process boolean not null default false,
      problem_count integer not null default 0,
      sale_id bigint,
      received_at timestamptz not null default now(),
      processed_at timestamptz,
      dispensed_at timestamptz,
      rejected_at timestamptz,
      rejected_by bigint,
      primary key (tenant_id, id),
      unique (tenant_id, api_connection_id, prescription_id),
      unique (tenant_id, sale_id),
      foreign key (tenant_id, api_connection_id) references api_connections(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, patient_id) references patients(tenant_id, id),
      foreign key (tenant_id, sale_id) references sales(tenant_id, id) on delete set null (sale_id)
    );
    create index api_connection_details_open on api_connection_details (tenant_id, inventory_id, id)
      where status = 'received';
    create index api_connection_details_received on api_connection_details (tenant_id, received_at);

    -- a deleted sale gives its prescription back to the inbox
    create function bb_prescription_sale_gone() returns trigger language plpgsql as $$
    begin
      if new.sale_id is null and old.sale_id is not null then
        new.status := 'received';
        new.dispensed_at := null;
        new.is_in_process := false;
        update api_connection_detail_lines set dispensed_quantity = 0
          where tenant_id = new.tenant_id and detail_id = new.id;
      end if;
      return new;
    end $$;
    create trigger prescription_sale_gone before update of sale_id on api_connection_details
      for each row execute function bb_prescription_sale_gone();

    create table api_connection_detail_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      detail_id bigint not null,
      line_no integer not null,
      drug_code text not null,
      drug_name text,
      item_id bigint,
      quantity numeric(18,4) not null check (quantity > 0),
      dosage text,
      dispensed_quantity numeric(18,4) not null default 0,
      problem text,
      primary key (tenant_id, id),
      unique (tenant_id, detail_id, line_no),
      foreign key (tenant_id, detail_id) references api_connection_details(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references items(tenant_id, id)
    );

    select bb_tenant_rls(t) from unnest(array[
      'patients', 'api_connection_item_codes', 'api_connection_details', 'api_connection_detail_lines'
    ]::regclass[]) as t;

    -- patients are ledger parties: add 'patient' to the party types, keeping any another migration added
    do $$
    declare
      c record;
      kinds text[];
    begin
      select conname, pg_get_constraintdef(oid) as def into c from pg_constraint
        where conrelid = 'journal_lines'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%party_type%' and pg_get_constraintdef(oid) not like '%party_id%';
      select array_agg(distinct m[1]) into kinds from regexp_matches(c.def, '''(\\w+)''', 'g') as m;
      if not ('patient' = any(kinds)) then
        kinds := array_append(kinds, 'patient'::text);
        execute format('alter table journal_lines drop constraint %I', c.conname);
        execute format('alter table journal_lines add constraint %I check (party_type = any (%L::text[]))',
          c.conname, kinds);
      end if;
    end $$;
  `.execute(db);
}
