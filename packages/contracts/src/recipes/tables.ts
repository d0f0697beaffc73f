import { defineTable } from '../endpoints/table.js';

/** Recipes and the prepared-products history. */
export const RECIPE_TABLES = {
  recipes: defineTable({ path: 'inventory/item/recipe', tag: 'recipes', access: ['recipe_list'] }),
  prepared: defineTable({
    path: 'inventory/prepare-product-history',
    tag: 'recipes',
    access: ['prepare_product_list'],
  }),
};
