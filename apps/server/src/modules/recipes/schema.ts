import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The recipes module's tables (migration 0053_stocktake), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    recipes: RecipesTable;
    recipe_lines: RecipeLinesTable;
    recipe_steps: RecipeStepsTable;
    prepared_products: PreparedProductsTable;
    prepared_product_lines: PreparedProductLinesTable;
  }
}

export interface RecipesTable {
  tenant_id: Id;
  id: GeneratedId;
  item_id: Id;
  version: number;
  active: Defaulted<boolean>;
  yield_quantity: Numeric;
  note: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
}

export interface RecipeLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  recipe_id: Id;
  position: number;
  material_item_id: Id;
  quantity: Numeric;
  waste_percent: Defaulted<string>;
}

export interface RecipeStepsTable {
  tenant_id: Id;
  id: GeneratedId;
  recipe_id: Id;
  position: number;
  name: string;
}

export interface PreparedProductsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: ColumnType<string, string, string>;
  recipe_id: Id;
  item_id: Id;
  quantity: Numeric;
  materials_cost: Numeric;
  extra_cost: Defaulted<string>;
  unit_cost: Numeric;
  product_id: Id | null;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PreparedProductLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  prepared_id: Id;
  product_id: Id;
  quantity: Numeric;
  unit_cost: Numeric;
}
