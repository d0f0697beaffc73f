import { type Kysely, sql } from 'kysely';

/**
 * Sale lines list at scale (docs/performance.md, "Sale lines list and export (session 3)"): every sale line
 * carries its sale's date, so the lines list (and its count and footer sums) takes a date range straight
 * from an index on `sale_details` instead of every line of the range's sales through `sales`. The sale's
 * write path fills it (modules/sales/write.ts; an edited sale's lines are written again with the new date);
 * existing lines are backfilled here. Written so it can run again on a database that has it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sale_details add column if not exists sale_date date;
    update sale_details d set sale_date = s.sale_date
      from sales s
      where s.tenant_id = d.tenant_id and s.id = d.sale_id and d.sale_date is distinct from s.sale_date;
    alter table sale_details alter column sale_date set not null;
    create index if not exists sale_details_date on sale_details (tenant_id, sale_date desc nulls last, id desc);
    -- an item-name filter becomes "the line's item is one of these"; then its lines of a date range
    create index if not exists sale_details_item_date on sale_details (tenant_id, item_id, sale_date);
    drop index if exists sale_details_item;

    -- the items whose name matches a pattern, through the trigram index the tenant policy hides from
    -- ILIKE (see 0017 bb_item_search); filtered to the transaction's tenant as the policies would
    create or replace function bb_item_ids_named(pattern text)
      returns setof bigint language plpgsql stable security definer rows 200
      set search_path = pg_catalog, public, pg_temp
      set plan_cache_mode = force_custom_plan
    as $f$
    declare
      tenant bigint := nullif(current_setting('app.tenant_id', true), '')::bigint;
    begin
      if tenant is null then
        raise exception 'bb_item_ids_named: app.tenant_id is not set' using errcode = '42501';
      end if;
      return query select i.id from public.items i where i.tenant_id = tenant and i.name ilike pattern;
    end $f$;
    revoke all on function bb_item_ids_named(text) from public;
    grant execute on function bb_item_ids_named(text) to erp_app;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function if exists bb_item_ids_named(text);
    create index if not exists sale_details_item on sale_details (tenant_id, item_id);
    drop index if exists sale_details_item_date;
    drop index if exists sale_details_date;
    alter table sale_details drop column if exists sale_date;
  `.execute(db);
}
