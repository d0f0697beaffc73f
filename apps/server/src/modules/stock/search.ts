import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { executePrepared } from '../../platform/db/prepared.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden } from '../../platform/errors.js';
import { likeEscape } from '../../platform/table/where.js';

export interface SearchQuery {
  keyword: string;
  inventoryId?: string;
  onlyInStock?: boolean;
  showHidden?: boolean;
  currency?: string;
  today: string;
}

export interface SearchRow {
  id: string;
  item_id: string;
  inventory_id: string;
  inventory: string;
  item_name: string;
  name: string;
  scientific_name: string | null;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
  expired: boolean;
  /** What the lot has available: on hand less what approved documents reserve (what the POS caps at). */
  quantity: string;
  cost: string;
  purchase_price: string;
  purchase_price_before_discount: string;
  sale_price: string;
  wholesale_price: string;
  currency_code: string;
  per_packet: number;
  item_type: number;
  exact: boolean;
  sale_prices: { currency_code: string; sale_price: string; wholesale_price: string }[];
}

const LIMIT = 60;

/**
 * Product and batch search (shared-screens.md 2.2) in one statement: an exact barcode (or old barcode)
 * first, through the unique index and the old-barcode index; when no item has it, a name, scientific-name
 * or barcode fragment through the trigram indexes: `bb_item_search` (migration 0017) gives the 200 best
 * items (names starting with it first, then shorter names; it reads the tenant from `app.tenant_id` itself:
 * under the tenant policy PostgreSQL cannot use the trigram indexes for ILIKE/LIKE, which are not leakproof,
 * and would scan every tenant's items). The `not exists` gate runs the function only when the exact lookup
 * found nothing. Then the lots of those items: hidden items only with item_show_hidden; rows of the user's
 * branches only (all for a superuser). One round trip instead of two or three, as a prepared statement
 * (platform/db/prepared.ts: planning was most of the statement's time).
 */
export async function searchProducts(tx: TenantTx, auth: AuthContext, q: SearchQuery): Promise<SearchRow[]> {
  const keyword = q.keyword.trim();
  if (keyword === '') return [];
  if (q.showHidden && !auth.isSuperuser && !auth.abilities.has('item_show_hidden')) throw forbidden();
  const escaped = likeEscape(keyword);
  const showHidden = q.showHidden === true;
  // `= any(array(...))` makes the branches an index condition of each item's lots (products_inventory)
  const branches = auth.isSuperuser
    ? sql`true`
    : sql`p.inventory_id = any(array(select inventory_id from user_inventories where user_id = ${auth.userId}))`;
  const r = await executePrepared(
    tx,
    sql<SearchRow>`
    with exact_items as materialized (
      select id from items where barcode = ${keyword} or old_barcode = ${keyword} limit 5
    ), found as (
      select id from exact_items
      union all
      select f.id from bb_item_search(${`%${escaped}%`}, ${`${escaped}%`}, ${showHidden}) as f(id)
      where not exists (select from exact_items)
    )
    select p.id, p.item_id, p.inventory_id, inv.name as inventory, i.name as item_name, i.name, i.scientific_name, i.barcode,
      p.batch_number, p.expire_date::text as expire_date, (p.expire_date is not null and p.expire_date <= ${q.today}::date) as expired,
      p.quantity - p.reserved as quantity, p.cost, p.purchase_price, p.purchase_price_before_discount, p.sale_price, p.wholesale_price, p.currency_code,
      i.per_packet, i.type as item_type, (i.barcode = ${keyword} or i.old_barcode = ${keyword}) as exact,
      coalesce((select json_agg(json_build_object('currency_code', pp.currency_code, 'sale_price', pp.sale_price::text,
        'wholesale_price', pp.wholesale_price::text)) from product_prices pp where pp.tenant_id = p.tenant_id and pp.product_id = p.id), '[]') as sale_prices
    from products p
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    join inventories inv on inv.tenant_id = p.tenant_id and inv.id = p.inventory_id
    where p.item_id in (select id from found) and p.status = 1 and i.status = 1 and ${branches}
      ${showHidden ? sql`` : sql`and not i.is_hidden`}
      ${q.inventoryId ? sql`and p.inventory_id = ${q.inventoryId}` : sql``}
      ${q.onlyInStock ? sql`and (p.quantity - p.reserved > 0 or i.type = 3)` : sql``}
      ${q.currency ? sql`and p.currency_code = ${q.currency}` : sql``}
    order by (i.barcode = ${keyword} or i.old_barcode = ${keyword}) desc, i.name, p.expire_date nulls last, p.id
    limit ${LIMIT}`,
  );
  return r.rows;
}
