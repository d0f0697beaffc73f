import type { ResidenceUnitInput } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { guarded } from '../../platform/db/pg-errors.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';

const columns = (i: ResidenceUnitInput) => ({
  name: i.name,
  code: i.code,
  is_corner_lot: i.is_corner_lot,
  residence_block_id: i.residence_block_id,
  residence_area_id: i.residence_area_id,
  residence_view_id: i.residence_view_id,
  building_id: i.building_id,
  // no building, no floor
  building_floor: i.building_id ? (i.building_floor ?? null) : null,
  number_of_floors: i.number_of_floors ?? null,
  quantity: i.quantity,
  currency_code: i.currency_code,
  sale_price: i.sale_price,
  description: i.description,
});

/** The floor must exist in the chosen building (the client's helper is not trusted). */
async function checkFloor(tx: TenantTx, input: ResidenceUnitInput) {
  if (!input.building_id) return;
  const b = (
    await sql<{
      floors: number;
    }>`select number_of_floors as floors from buildings where id = ${input.building_id}`.execute(tx)
  ).rows[0];
  if (!b) throw invalid({ building_id: ['The selected building is invalid.'] });
  const floors = b.floors;
  if (input.building_floor && input.building_floor > floors)
    throw invalid({ building_floor: [`The building floor may not be greater than ${floors}.`] });
}

export async function createUnit(
  tx: TenantTx,
  auth: AuthContext,
  input: ResidenceUnitInput,
  imageKey?: string,
) {
  await checkFloor(tx, input);
  return guarded('residence_units', () =>
    tx
      .insertInto('residence_units')
      .values({
        ...columns(input),
        tenant_id: tx.tenantId,
        created_by: auth.userId,
        image_key: imageKey ?? null,
      })
      .returning(['id', 'code', 'name', 'sale_price', 'cost'])
      .executeTakeFirstOrThrow(),
  );
}

/** Updates a unit; a new image replaces the old one (answered so the caller removes its file). */
export async function updateUnit(tx: TenantTx, id: string, input: ResidenceUnitInput, imageKey?: string) {
  const current = await tx
    .selectFrom('residence_units')
    .select('image_key')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound();
  await checkFloor(tx, input);
  await guarded('residence_units', () =>
    tx
      .updateTable('residence_units')
      .set({ ...columns(input), ...(imageKey ? { image_key: imageKey } : {}), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute(),
  );
  return { id, previousImage: imageKey ? current.image_key : null };
}

export async function getUnit(tx: TenantTx, id: string) {
  const r = await sql<Record<string, unknown>>`
    select u.id, u.name, u.code, u.is_corner_lot, u.residence_block_id, rb.name as residence_block_name,
      u.residence_area_id, ra.name as residence_area_name, u.residence_view_id, rv.name as residence_view_name,
      u.building_id, b.name as building_name, b.number_of_floors as building_number_of_floors, u.building_floor,
      u.number_of_floors, u.quantity, u.currency_code, u.sale_price, u.cost, u.description,
      u.image_key is not null as has_image, u.created_at
    from residence_units u
    join residence_areas ra on ra.tenant_id = u.tenant_id and ra.id = u.residence_area_id
    join residence_views rv on rv.tenant_id = u.tenant_id and rv.id = u.residence_view_id
    left join residence_blocks rb on rb.tenant_id = u.tenant_id and rb.id = u.residence_block_id
    left join buildings b on b.tenant_id = u.tenant_id and b.id = u.building_id
    where u.id = ${id}`.execute(tx);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/** Deletes a unit and answers its image key (the caller removes the file after commit). */
export async function deleteUnit(tx: TenantTx, id: string) {
  const row = await tx
    .deleteFrom('residence_units')
    .where('id', '=', id)
    .returning('image_key')
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.image_key;
}

/** The search's narrowing by the unit list's filters (each any of its ids). */
export interface UnitPlaceFilters {
  residence_block_ids?: string[] | undefined;
  buildings?: string[] | undefined;
  residence_area_ids?: string[] | undefined;
  residence_view_ids?: string[] | undefined;
}

/**
 * general/residence-unit/search: by name (contains) or code; `exist` keeps units still for sale; narrowed by
 * block, building, area and view. An empty keyword answers the first 50 units of the filters (the residence
 * POS's picker opens on the available ones); nothing for no keyword, no filter and not `exist`.
 */
export async function searchUnits(
  tx: TenantTx,
  q: { keyword: string; exist?: boolean; currency?: string } & UnitPlaceFilters,
) {
  const k = q.keyword.trim();
  const places = (
    [
      ['u.residence_block_id', q.residence_block_ids],
      ['u.building_id', q.buildings],
      ['u.residence_area_id', q.residence_area_ids],
      ['u.residence_view_id', q.residence_view_ids],
    ] as const
  )
    .filter(([, ids]) => ids && ids.length > 0)
    .map(([col, ids]) => sql`and ${sql.ref(col)} = any(${ids}::bigint[])`);
  if (!k && places.length === 0 && !q.exist) return [];
  const like = `%${k.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
  const r = await sql`
    select u.id, u.code, u.name, u.sale_price, u.cost, u.currency_code, u.quantity, u.status, u.building_floor,
      b.name as building_name, rb.name as residence_block_name, ra.name as residence_area_name,
      rv.name as residence_view_name
    from residence_units u
    left join buildings b on b.tenant_id = u.tenant_id and b.id = u.building_id
    left join residence_blocks rb on rb.tenant_id = u.tenant_id and rb.id = u.residence_block_id
    left join residence_areas ra on ra.tenant_id = u.tenant_id and ra.id = u.residence_area_id
    left join residence_views rv on rv.tenant_id = u.tenant_id and rv.id = u.residence_view_id
    where (${k === ''} or u.name ilike ${like} or u.code ilike ${like})
      ${sql.join(places, sql` `)}
      ${q.exist ? sql`and u.quantity > 0 and u.status <> 2` : sql``}
      ${q.currency ? sql`and u.currency_code = ${q.currency}` : sql``}
    order by (lower(u.code) = lower(${k})) desc, u.name collate "und-x-icu", u.id limit 50`.execute(tx);
  return r.rows;
}
