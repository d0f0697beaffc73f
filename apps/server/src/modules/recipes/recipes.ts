import {
  type EndpointResult,
  ITEM_TYPES,
  MESSAGES,
  type RecipeInput,
  type recipeEndpoints,
  recipeInput,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';

type Input = z.output<typeof recipeInput>;
type Recipe = EndpointResult<typeof recipeEndpoints.get>;

/** The items a recipe names exist; a product is not its own material; each material once. */
async function checkItems(tx: TenantTx, v: Input) {
  const ids = [v.item_id, ...v.lines.map((l) => l.material_item_id)];
  const found = await sql<{ id: string }>`select id from items where id = any(${ids}::bigint[])`.execute(tx);
  const known = new Set(found.rows.map((r) => r.id));
  const errors: Record<string, string[]> = {};
  if (!known.has(v.item_id)) errors.item_id = ['The item does not exist.'];
  const seen = new Set<string>();
  v.lines.forEach((l, i) => {
    if (!known.has(l.material_item_id)) errors[`lines.${i}.material_item_id`] = ['The item does not exist.'];
    else if (l.material_item_id === v.item_id)
      errors[`lines.${i}.material_item_id`] = ['A product cannot be its own material.'];
    else if (seen.has(l.material_item_id))
      errors[`lines.${i}.material_item_id`] = ['A material appears twice.'];
    seen.add(l.material_item_id);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Saves a recipe as the product's next version: the product's earlier versions stay (preparations name
 * the one they used) and only the new one is active. `from`: the version edited (its product is kept).
 */
export async function saveRecipe(tx: TenantTx, auth: AuthContext, input: RecipeInput, from?: string) {
  const v = recipeInput.parse(input);
  if (from) {
    const current = await sql<{ item_id: string }>`select item_id from recipes where id = ${from}`.execute(
      tx,
    );
    if (!current.rows[0]) throw notFound();
    if (current.rows[0].item_id !== v.item_id) throw invalid({ item_id: [MESSAGES.recipeProductLocked] });
  }
  await checkItems(tx, v);
  // one writer per product at a time: the versions are numbered under this lock
  await sql`select pg_advisory_xact_lock(hashtext('recipe:' || ${v.item_id}))`.execute(tx);
  await sql`update recipes set active = false where item_id = ${v.item_id} and active`.execute(tx);
  const saved = (
    await sql<{ id: string; version: number }>`
    insert into recipes (tenant_id, item_id, version, yield_quantity, note, created_by)
    select ${tx.tenantId}, ${v.item_id}, coalesce(max(version), 0) + 1, ${v.yield_quantity}, ${v.note ?? null}, ${auth.userId}
    from recipes where item_id = ${v.item_id}
    returning id, version`.execute(tx)
  ).rows[0]!;
  await tx
    .insertInto('recipe_lines')
    .values(
      v.lines.map((l, i) => ({
        tenant_id: tx.tenantId,
        recipe_id: saved.id,
        position: i + 1,
        material_item_id: l.material_item_id,
        quantity: l.quantity,
        waste_percent: l.waste_percent,
      })),
    )
    .execute();
  if (v.steps.length > 0)
    await tx
      .insertInto('recipe_steps')
      .values(
        v.steps.map((s, i) => ({
          tenant_id: tx.tenantId,
          recipe_id: saved.id,
          position: i + 1,
          name: s.name,
        })),
      )
      .execute();
  return saved;
}

/** One recipe version with its materials, steps and the product's other versions. */
export async function getRecipe(tx: TenantTx, id: string): Promise<Recipe> {
  const head = (
    await sql<Omit<Recipe, 'lines' | 'steps' | 'versions'>>`
    select r.id, r.item_id, i.name as item_name, r.version, r.active, r.yield_quantity::text, r.note, r.created_at
    from recipes r join items i on i.tenant_id = r.tenant_id and i.id = r.item_id where r.id = ${id}`.execute(
      tx,
    )
  ).rows[0];
  if (!head) throw notFound();
  const lines = await sql<Recipe['lines'][number]>`
    select l.material_item_id, i.name, m.name as measurement, l.quantity::text, l.waste_percent::text
    from recipe_lines l join items i on i.tenant_id = l.tenant_id and i.id = l.material_item_id
    left join measurements m on m.tenant_id = i.tenant_id and m.id = i.measurement_id
    where l.recipe_id = ${id} order by l.position`.execute(tx);
  const steps = await sql<{
    name: string;
  }>`select name from recipe_steps where recipe_id = ${id} order by position`.execute(tx);
  const versions = await sql<Recipe['versions'][number]>`select id, version, created_at from recipes
    where item_id = ${head.item_id} order by version desc`.execute(tx);
  return { ...head, lines: lines.rows, steps: steps.rows, versions: versions.rows };
}

/** The active recipes, named by their product and version. */
export async function recipeLookup(tx: TenantTx) {
  const rows = await sql<{ id: string; name: string; item_id: string; version: number }>`
    select r.id, i.name, r.item_id, r.version from recipes r
    join items i on i.tenant_id = r.tenant_id and i.id = r.item_id where r.active order by i.name`.execute(
    tx,
  );
  return { data: rows.rows };
}

/** Items of one type (the goods a recipe makes), by name, at most 5,000 like the catalogue's lookups. */
export async function itemsOfType(tx: TenantTx, type: number) {
  const rows = await sql<{ id: string; name: string; barcode: string }>`select id, name, barcode from items
    where type = ${type} and status = 1 order by name limit 5000`.execute(tx);
  return { data: rows.rows };
}

/** The material lots a branch can prepare from: in stock, not expired, oldest first. */
export async function materialLots(tx: TenantTx, auth: AuthContext, inventoryId: string, today: string) {
  await assertConnected(tx, auth, inventoryId);
  const rows = await sql<{
    id: string;
    item_id: string;
    name: string;
    batch_number: string;
    expire_date: string | null;
    quantity: string;
  }>`select p.id, p.item_id, i.name, p.batch_number, p.expire_date::text, p.quantity::text
    from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    where p.inventory_id = ${inventoryId} and i.type = ${ITEM_TYPES.material} and p.status = 1 and p.quantity > 0
      and (p.expire_date is null or p.expire_date > ${today}::date)
    order by i.name, p.id limit 5000`.execute(tx);
  return { data: rows.rows };
}
