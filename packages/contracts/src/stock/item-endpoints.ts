import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { imageFormEndpoints } from '../endpoints/image-form.js';
import { addToStockInput } from './inputs.js';

const tag = 'items';
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const EDITORS = ['item_create', 'item_edit'] as const;

/** An item as `GET general/item/{id}` answers it. */
export const itemRecord = z.object({
  id: z.string(),
  name: z.string(),
  barcode: z.string(),
  old_barcode: z.string().nullable(),
  scientific_name: z.string().nullable(),
  per_packet: z.number(),
  dosage_form_id: z.string().nullable(),
  brand_id: z.string().nullable(),
  group_id: z.string().nullable(),
  category_id: z.string().nullable(),
  rack_id: z.string().nullable(),
  measurement_id: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  status: z.number().int(),
  stockable: z.boolean(),
  hidden: z.boolean(),
  min_quantity: z.string(),
  has_image: z.boolean(),
  created_by: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ItemRecord = z.input<typeof itemRecord>;

const itemForm = imageFormEndpoints({
  base: 'general/item',
  tag,
  created: z.object({ id: z.string(), name: z.string(), barcode: z.string(), type: z.number().int() }),
  access: {
    create: ['item_create'],
    edit: ['item_edit'],
    image: ['item_list', 'product_list', 'sale_create'],
  },
});

const itemLookup = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), barcode: z.string() })),
});
const lookupOf = (path: string) =>
  defineEndpoint({ method: 'GET', path, response: itemLookup, access: 'authenticated', tag: 'lookups' });

/**
 * Items (modules/stock, items.ts): the dialog's record, its image form (create, update, image), delete, the
 * store's own barcodes, opening stock, and the lookups of items by type.
 */
export const itemEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'general/item/:id',
    params: idParams,
    response: itemRecord,
    access: ['item_list', 'item_edit'],
    tag,
  }),
  ...itemForm,
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'general/item/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['item_delete'],
    tag,
  }),
  /** The last barcode the store generated (null before the first). */
  lastCustomBarcode: defineEndpoint({
    method: 'GET',
    path: 'general/custom-barcode',
    response: z.object({ name: z.string().nullable() }),
    access: [...EDITORS],
    tag,
  }),
  /** A new EAN-13 of the store's own (prefix 2), never used by an item. */
  nextCustomBarcode: defineEndpoint({
    method: 'POST',
    path: 'general/custom-barcode',
    response: z.object({ name: z.string() }),
    access: [...EDITORS],
    tag,
  }),
  /** Opening stock of an item: new lots, moved in through the stock module. */
  addToStock: defineEndpoint({
    method: 'POST',
    path: 'general/item/:id/add-to-stock',
    params: idParams,
    body: addToStockInput,
    response: z.object({ item_id: z.string(), created: z.array(z.string()) }),
    access: [...EDITORS],
    tag,
  }),
  /** Lookups of items by type for recipes, preparations and services (shared-screens.md section 7). */
  services: lookupOf('service-products'),
  materials: lookupOf('material-products'),
  materialsList: lookupOf('general/materials-list'),
};
