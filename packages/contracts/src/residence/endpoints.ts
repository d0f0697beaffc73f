import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { imageFormEndpoints } from '../endpoints/image-form.js';
import { defineTable } from '../endpoints/table.js';
import { residenceUnitListFilters, residenceUnitSearchInput } from '../residence.js';

const tag = 'residence';
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const BASE = 'general/residence-unit';
const LIST = ['residence_unit_list'] as const;
const LIST_OR_SALE = ['residence_unit_list', 'residence_sale_create'] as const;

/** A residence unit as its dialog reads it, with the names of what it points to. */
export const residenceUnitRecord = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  is_corner_lot: z.number().int(),
  residence_block_id: z.string().nullable(),
  residence_block_name: z.string().nullable(),
  residence_area_id: z.string(),
  residence_area_name: z.string(),
  residence_view_id: z.string(),
  residence_view_name: z.string(),
  building_id: z.string().nullable(),
  building_name: z.string().nullable(),
  building_number_of_floors: z.number().int().nullable(),
  building_floor: z.number().int().nullable(),
  number_of_floors: z.number().int().nullable(),
  quantity: z.string(),
  currency_code: z.string(),
  sale_price: z.string(),
  cost: z.string(),
  description: z.string().nullable(),
  has_image: z.boolean(),
  created_at: timestamp,
});
export type ResidenceUnitRecord = z.input<typeof residenceUnitRecord>;

/** A unit as the residence sale's picker finds it. */
export const residenceUnitHit = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sale_price: z.string(),
  cost: z.string(),
  currency_code: z.string(),
  quantity: z.string(),
  status: z.number().int(),
  building_floor: z.number().int().nullable(),
  building_name: z.string().nullable(),
  residence_block_name: z.string().nullable(),
  residence_area_name: z.string().nullable(),
  residence_view_name: z.string().nullable(),
});
export type ResidenceUnitHit = z.input<typeof residenceUnitHit>;

/**
 * Residence units (modules/residence): the list (table protocol plus the unit filters), export, search,
 * the buildings with their floors, one unit, the image form (create, update, image) and delete.
 */
const unitTable = defineTable({
  path: BASE,
  tag,
  access: [...LIST],
  listAccess: [...LIST_OR_SALE],
  filters: residenceUnitListFilters.shape,
});

export const residenceUnitEndpoints = {
  /** The list with the unit filters; the residence sale's picker loads it too (`listAccess`). */
  table: unitTable,
  list: unitTable.read,
  listBody: unitTable.list,
  export: unitTable.export,
  search: defineEndpoint({
    method: 'POST',
    path: `${BASE}/search`,
    body: residenceUnitSearchInput,
    response: z.object({ data: z.array(residenceUnitHit) }),
    access: LIST_OR_SALE,
    tag,
  }),
  /** The dialog's building picker needs each building's floors (the building lookup answers names only). */
  buildings: defineEndpoint({
    method: 'GET',
    path: `${BASE}/buildings`,
    response: z.object({
      data: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          residence_block_id: z.string().nullable(),
          number_of_floors: z.number().int().nullable(),
        }),
      ),
    }),
    access: ['residence_unit_list', 'residence_unit_create', 'residence_unit_edit'],
    tag,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParams,
    response: residenceUnitRecord,
    access: ['residence_unit_list', 'residence_unit_edit'],
    tag,
  }),
  ...imageFormEndpoints({
    base: BASE,
    tag,
    created: z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      sale_price: z.string(),
      cost: z.string(),
    }),
    access: { create: ['residence_unit_create'], edit: ['residence_unit_edit'], image: [...LIST_OR_SALE] },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['residence_unit_delete'],
    tag,
  }),
};
