import { type Kysely, sql } from 'kysely';

/**
 * Product search at scale (docs/performance.md, "Product search at 1M lots").
 *
 * (a) `barcode = $1 or old_barcode = $1` had an index for `barcode` only, so the `or` scanned `items`;
 *     with an index on `old_barcode` it is a BitmapOr of two index probes (text `=` is leakproof, so the
 *     indexes work under the tenant policy).
 * (b) A fragment search compares `name`/`scientific_name` with ILIKE and `barcode` with LIKE. Those
 *     operators are not leakproof, so under the forced row-level-security policy PostgreSQL never uses the
 *     trigram indexes for them (security-barrier rule) and scans every tenant's items. `bb_item_search`
 *     runs that one lookup as the owner (who is not bound by the tenant policy) and filters the tenant
 *     itself, from the same transaction-local `app.tenant_id` the policies read, so it shows nothing the
 *     policies would not. It refuses to run when `app.tenant_id` is unset, pins its search_path, plans
 *     each call for its own pattern (a generic plan could settle on a scan), and only the application role
 *     may call it. It applies the item rules of the search (active items; hidden ones only when asked);
 *     the branch, lot and in-stock rules stay in the lots query of modules/stock/search.ts, under the
 *     policies as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index items_old_barcode on items (tenant_id, old_barcode) where old_barcode is not null;
    create index items_barcode_trgm on items using gin (barcode gin_trgm_ops);

    create function bb_item_search(contains text, prefix text, show_hidden boolean)
      returns setof bigint language plpgsql stable security definer
      set search_path = pg_catalog, public, pg_temp
      set plan_cache_mode = force_custom_plan
    as $f$
    declare
      tenant bigint := nullif(current_setting('app.tenant_id', true), '')::bigint;
    begin
      if tenant is null then
        raise exception 'bb_item_search: app.tenant_id is not set' using errcode = '42501';
      end if;
      return query
        select i.id from public.items i
        where i.tenant_id = tenant and i.status = 1 and (show_hidden or not i.is_hidden)
          and (i.name ilike contains or i.scientific_name ilike contains or i.barcode like prefix)
        order by (i.name ilike prefix) desc, length(i.name), i.id
        limit 200;
    end $f$;
    revoke all on function bb_item_search(text, text, boolean) from public;
    grant execute on function bb_item_search(text, text, boolean) to erp_app;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function bb_item_search(text, text, boolean);
    drop index items_barcode_trgm;
    drop index items_old_barcode;
  `.execute(db);
}
