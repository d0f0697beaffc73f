import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, quantityString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Recipes (`/inventory/item/recipe`) and prepare product (`/inventory/prepare-product`, issue 18). A recipe
 * says which materials (with quantity per batch and waste percent) make `yield_quantity` of a product, and
 * its ordered processing steps; each save is a new version (the newest is used, the older kept). Preparing
 * N of a product takes its materials out of a branch by FIFO/LIFO at their cost and puts the product's new
 * lot in at exactly their summed cost plus an optional extra cost, expiring with the earliest material.
 *
 * Lists (table protocol): `inventory/item/recipe` (the active recipes) and `inventory/prepare-product-history`.
 */
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const tag = 'recipes';

export const recipeInput = z.object({
  item_id: rules.id,
  yield_quantity: quantityString({ positive: true }),
  note: rules.optionalText(1000),
  lines: z
    .array(
      z.object({
        material_item_id: rules.id,
        quantity: quantityString({ positive: true }),
        waste_percent: decimalString({ scale: 4, min: '0', max: '99.9999' }).default('0'),
      }),
    )
    .min(1)
    .max(200),
  steps: z
    .array(z.object({ name: z.string().trim().min(1).max(500) }))
    .max(100)
    .default([]),
});
export type RecipeInput = z.input<typeof recipeInput>;

export const recipeRecord = z.object({
  id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  version: z.number().int(),
  active: z.boolean(),
  yield_quantity: z.string(),
  note: z.string().nullable(),
  created_at: timestamp,
  lines: z.array(
    z.object({
      material_item_id: z.string(),
      name: z.string(),
      measurement: z.string().nullable(),
      quantity: z.string(),
      waste_percent: z.string(),
    }),
  ),
  steps: z.array(z.object({ name: z.string() })),
  versions: z.array(z.object({ id: z.string(), version: z.number().int(), created_at: timestamp })),
});
export type RecipeRecord = z.input<typeof recipeRecord>;

export const prepareInput = z.object({
  inventory_id: rules.id,
  recipe_id: rules.id,
  date: isoDate,
  quantity: quantityString({ positive: true }),
  extra_cost: decimalString({ min: '0' }).default('0'),
  sale_price: decimalString({ min: '0' }).optional(),
  note: rules.optionalText(1000),
});
export type PrepareInput = z.input<typeof prepareInput>;

export const prepareSaved = z.object({
  id: z.string(),
  invoice_id: z.string(),
  product_id: z.string(),
  materials_cost: z.string(),
  extra_cost: z.string(),
  unit_cost: z.string(),
  expire_date: z.string().nullable(),
});
export type PrepareSaved = z.infer<typeof prepareSaved>;

const params = z.object({ id });
const itemList = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), barcode: z.string() })),
});

export const recipeEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'inventory/item/recipe/:id',
    params,
    response: recipeRecord,
    access: ['recipe_list', 'recipe_edit', 'prepare_product_create'],
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'inventory/item/recipe',
    body: recipeInput,
    response: z.object({ id: z.string(), version: z.number().int() }),
    status: 201,
    access: ['recipe_create'],
    tag,
  }),
  /** Saves a new version of the product's recipe; the one edited stays as it was. */
  update: defineEndpoint({
    method: 'PUT',
    path: 'inventory/item/recipe/:id',
    params,
    body: recipeInput,
    response: z.object({ id: z.string(), version: z.number().int() }),
    access: ['recipe_edit'],
    tag,
  }),
  /** The active recipes, named by their product. */
  lookup: defineEndpoint({
    method: 'GET',
    path: 'general/recipe/list',
    response: z.object({
      data: z.array(
        z.object({ id: z.string(), name: z.string(), item_id: z.string(), version: z.number().int() }),
      ),
    }),
    access: ['recipe_list', 'prepare_product_create'],
    tag,
  }),
  /** Goods items a recipe can make (its materials come from the catalogue's `general/materials-list`). */
  products: defineEndpoint({
    method: 'GET',
    path: 'general/recipe-product-list',
    response: itemList,
    access: ['recipe_create', 'recipe_edit'],
    tag,
  }),
  /** The lots of materials a branch holds (not expired, in stock), oldest first. */
  materialLots: defineEndpoint({
    method: 'GET',
    path: 'general/material-products/inventory/:inventory_id',
    params: z.object({ inventory_id: id }),
    response: z.object({
      data: z.array(
        z.object({
          id: z.string(),
          item_id: z.string(),
          name: z.string(),
          batch_number: z.string(),
          expire_date: z.string().nullable(),
          quantity: z.string(),
        }),
      ),
    }),
    access: ['recipe_list', 'prepare_product_create'],
    tag,
  }),
  prepare: defineEndpoint({
    method: 'POST',
    path: 'inventory/prepare-product',
    body: prepareInput,
    response: prepareSaved,
    status: 201,
    access: ['prepare_product_create'],
    tag,
  }),
};
