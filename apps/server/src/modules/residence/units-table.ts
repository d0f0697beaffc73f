import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';

/** The residence unit list filters (POST general/residence-unit/list) beside the table protocol. */
export interface UnitListFilters {
  residence_block_ids?: string[];
  buildings?: string[];
  residence_area_ids?: string[];
  residence_view_ids?: string[];
  exist?: boolean;
}

const inList = (column: string, ids: string[] | undefined) =>
  ids && ids.length > 0 ? sql`and ${sql.ref(column)} in (${sql.join(ids)})` : sql``;

/** Every unit with its block, building, area and view names; narrowed by the unit list filters. */
export const unitsTable: TableSpec = {
  source: (_tx, q) => {
    const f = q as UnitListFilters;
    return sql`(select u.id, u.code, u.name, u.is_corner_lot = 1 as is_corner_lot, u.residence_block_id,
        rb.name as residence_block_name, u.building_id, b.name as building_name, b.number_of_floors as building_number_of_floors,
        u.building_floor, u.residence_area_id, ra.name as residence_area_name, u.residence_view_id,
        rv.name as residence_view_name, u.number_of_floors, u.quantity, u.currency_code, u.sale_price, u.cost,
        u.description, u.status, u.image_key is not null as has_image, u.created_at
      from residence_units u
      join residence_areas ra on ra.tenant_id = u.tenant_id and ra.id = u.residence_area_id
      join residence_views rv on rv.tenant_id = u.tenant_id and rv.id = u.residence_view_id
      left join residence_blocks rb on rb.tenant_id = u.tenant_id and rb.id = u.residence_block_id
      left join buildings b on b.tenant_id = u.tenant_id and b.id = u.building_id
      where true ${inList('u.residence_block_id', f.residence_block_ids)} ${inList('u.building_id', f.buildings)}
        ${inList('u.residence_area_id', f.residence_area_ids)} ${inList('u.residence_view_id', f.residence_view_ids)}
        ${f.exist ? sql`and u.quantity > 0 and u.status <> 2` : sql``})`;
  },
  columns: {
    id: { kind: 'id' },
    code: { kind: 'text', search: true },
    name: { kind: 'text', search: true },
    is_corner_lot: { kind: 'bool' },
    residence_block_id: { kind: 'id', sort: false },
    residence_block_name: { kind: 'text', search: true },
    building_id: { kind: 'id', sort: false },
    building_name: { kind: 'text', search: true },
    building_number_of_floors: { kind: 'number', sort: false },
    building_floor: { kind: 'number' },
    residence_area_id: { kind: 'id', sort: false },
    residence_area_name: { kind: 'text', search: true },
    residence_view_id: { kind: 'id', sort: false },
    residence_view_name: { kind: 'text', search: true },
    number_of_floors: { kind: 'text' },
    quantity: { kind: 'number' },
    currency_code: { kind: 'text' },
    sale_price: { kind: 'number' },
    cost: { kind: 'number' },
    description: { kind: 'text', search: true },
    status: { kind: 'number' },
    has_image: { kind: 'bool', sort: false },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'created_at',
  currencyColumn: 'currency_code',
  footer: ['quantity'],
};
