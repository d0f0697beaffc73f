import { z } from 'zod';
import { decimalString, quantityString } from './money.js';
import { defineResource, rules } from './resources/define.js';

const bit = z.preprocess(
  (v) => (v === true || v === 'true' || v === '1' ? 1 : v === false || v === 'false' || v === '0' ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);
const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce.number().int().min(min).max(max).nullable(),
  );

/**
 * The residence unit dialog (shared-screens.md sections 3 and 5, 500 wide). Name, Code, Area, View,
 * Currency and Sale Price are required; Sale Price and Quantity at least 0; Number Of Floors One to
 * Four; Building Floor is required when a building is chosen and may not exceed that building's
 * floors. `building_number_of_floors` is the client's helper (the chosen building's floors): the web
 * checks the maximum with it, the server checks it against the building itself.
 */
export const residenceUnitInput = z
  .object({
    name: rules.name,
    code: z.string().trim().min(1).max(60),
    is_corner_lot: bit.default(0),
    residence_block_id: rules.optionalId,
    residence_area_id: rules.id,
    residence_view_id: rules.id,
    building_id: rules.optionalId,
    building_floor: optionalInt(1, 4).optional(),
    number_of_floors: optionalInt(1, 4).optional(),
    quantity: quantityString({ min: '0' }).default('1'),
    currency_code: rules.currency,
    sale_price: decimalString({ min: '0' }),
    description: rules.optionalText(2000),
    building_number_of_floors: optionalInt(0, 4).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.building_id && (v.building_floor === null || v.building_floor === undefined)) {
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'number',
        input: undefined,
        path: ['building_floor'],
      });
    }
    const floors = v.building_number_of_floors;
    if (v.building_id && floors && v.building_floor && v.building_floor > floors) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: floors,
        inclusive: true,
        input: v.building_floor,
        path: ['building_floor'],
      });
    }
  });
export type ResidenceUnitInput = z.infer<typeof residenceUnitInput>;

/** The residence unit list and form, declared like a resource (its routes are the residence module's own). */
export const residenceUnit = defineResource({
  name: 'residence_unit',
  path: 'general/residence-unit',
  lookup: 'general/residence-unit/list',
  screen: '/inventory/residence/residence-unit',
  table: 'residence_units',
  area: 'residence',
  abilities: {
    list: 'residence_unit_list',
    create: 'residence_unit_create',
    edit: 'residence_unit_edit',
    delete: 'residence_unit_delete',
  },
  schema: residenceUnitInput,
  columns: [
    { key: 'id', kind: 'id', hidden: true },
    // widths that fit 1440 px beside the actions; a longer name ends in an ellipsis (issue h2)
    { key: 'code', kind: 'text', search: true, width: 110 },
    { key: 'name', kind: 'text', search: true, width: 140 },
    { key: 'residence_block_name', kind: 'text', search: true, width: 110 },
    { key: 'building_name', kind: 'text', search: true, width: 110 },
    { key: 'building_floor', kind: 'number', width: 90 },
    { key: 'residence_area_name', kind: 'text', search: true, width: 120 },
    { key: 'residence_view_name', kind: 'text', search: true, width: 120 },
    { key: 'is_corner_lot', kind: 'bool', width: 90 },
    { key: 'number_of_floors', kind: 'enum', enumName: 'floors', hidden: true },
    { key: 'quantity', kind: 'number', footer: true, hidden: true },
    { key: 'sale_price', kind: 'money', width: 140 },
    { key: 'currency_code', kind: 'text', hidden: true },
    { key: 'description', kind: 'text', hidden: true },
    { key: 'created_at', kind: 'datetime', hidden: true },
  ],
  fields: [
    { key: 'name', widget: 'text', span: 12 },
    { key: 'code', widget: 'text', span: 12 },
    { key: 'residence_block_id', widget: 'lookup', lookup: 'general/residence-block/list', span: 12 },
    { key: 'building_id', widget: 'lookup', lookup: 'building/list', span: 12 },
    { key: 'building_floor', widget: 'select', span: 12 },
    { key: 'number_of_floors', widget: 'select', enumName: 'floors', span: 12 },
    { key: 'residence_area_id', widget: 'lookup', lookup: 'residence-area/list', span: 12 },
    { key: 'residence_view_id', widget: 'lookup', lookup: 'residence-view/list', span: 12 },
    { key: 'quantity', widget: 'number', min: 0, precision: 0, span: 12 },
    { key: 'currency_code', widget: 'currency', span: 12 },
    { key: 'sale_price', widget: 'money', span: 12 },
    { key: 'is_corner_lot', widget: 'switch', span: 12 },
    { key: 'description', widget: 'textarea' },
  ],
  dialogWidth: 500,
});

const idList = z.array(rules.id).max(500).optional();
/** The residence unit list's filters: blocks, buildings, areas and views (any of each). */
const unitPlaceFilters = {
  residence_block_ids: idList,
  buildings: idList,
  residence_area_ids: idList,
  residence_view_ids: idList,
};

/**
 * POST general/residence-unit/search: by name or code; `exist` keeps units still for sale; the residence POS's
 * picker narrows it by the list's block, building, area and view filters too (an empty keyword then lists the
 * first 50 that match them).
 */
export const residenceUnitSearchInput = z.object({
  keyword: z.string().max(200).default(''),
  exist: flag.optional(),
  currency_code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...unitPlaceFilters,
});
/** POST general/residence-unit/list: the table protocol plus the residence unit list filters. */
export const residenceUnitListFilters = z.object({
  ...unitPlaceFilters,
  exist: flag.optional(),
});
