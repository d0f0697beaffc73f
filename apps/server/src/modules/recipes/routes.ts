import { recipeEndpoints as e, ITEM_TYPES, RECIPE_TABLES } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerTable } from '../../platform/table/routes.js';
import { createDocument } from '../documents/lifecycle.js';
import { prepareDocument } from './prepare.js';
import { getRecipe, itemsOfType, materialLots, recipeLookup, saveRecipe } from './recipes.js';
import { preparedTable, recipesTable } from './tables.js';

/** Recipes (versions kept) and prepare product (a PP- document on the kernel, with its history list). */
export async function recipeRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, e.get, (req) => tenantTx(db, req, (tx) => getRecipe(tx, req.params.id)));
  handle(app, e.create, (req) => tenantTx(db, req, (tx) => saveRecipe(tx, authOf(req), req.body)));
  handle(app, e.update, (req) =>
    tenantTx(db, req, (tx) => saveRecipe(tx, authOf(req), req.body, req.params.id)),
  );
  handle(app, e.lookup, (req) => tenantTx(db, req, (tx) => recipeLookup(tx)));
  handle(app, e.products, (req) => tenantTx(db, req, (tx) => itemsOfType(tx, ITEM_TYPES.goods)));
  handle(app, e.materialLots, (req) =>
    tenantTx(db, req, (tx) =>
      materialLots(tx, authOf(req), req.params.inventory_id, new Date().toISOString().slice(0, 10)),
    ),
  );
  handle(app, e.prepare, (req) =>
    tenantTx(db, req, (tx) =>
      idempotent(tx, req, 'prepare_product.create', () =>
        createDocument(tx, authOf(req), prepareDocument, req.body),
      ),
    ),
  );
  registerTable(app, RECIPE_TABLES.recipes, recipesTable, { title: 'Recipes' });
  registerTable(app, RECIPE_TABLES.prepared, preparedTable, { title: 'Prepared products' });
}
