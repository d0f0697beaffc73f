import type { z } from 'zod';
import type { Endpoint } from '../endpoints/define.js';
import { identityEndpoints } from '../identity/endpoints.js';
import { customerEndpoints, supplierEndpoints } from '../parties/endpoints.js';
import { recipeEndpoints } from '../recipes/endpoints.js';
import { itemEndpoints } from '../stock/item-endpoints.js';
import { userEndpoints } from '../users/endpoints.js';
import { resourceEndpoints } from './endpoints.js';
import { ALL_RESOURCES, resourceNamed } from './master-data.js';

/**
 * A lookup: a GET answering `{ data: [{ id, name, ... }] }`, optionally narrowed by its query (a category
 * by its group). The web's `useLookup` / `LookupSelect` call one of these.
 */
export type LookupEndpoint = Endpoint<undefined, z.ZodType | undefined, undefined, z.ZodType>;

/** The lookup of a declared resource, by the resource's name (`resourceLookup('group')`). */
export function resourceLookup(name: string): LookupEndpoint {
  const def = resourceNamed(name);
  if (!def) throw new Error(`no declared resource ${name}`);
  return resourceEndpoints(def).lookup;
}

let byPath: Map<string, LookupEndpoint> | undefined;

/**
 * The declared lookup at a path: what a resource's form field names in `lookup` (FieldDef, data in
 * contracts) resolves to, so the web calls a declared endpoint. Throws for a path no lookup declares
 * (a test walks every declared field).
 */
export function lookupEndpoint(path: string): LookupEndpoint {
  if (!byPath) {
    const all: LookupEndpoint[] = [
      ...Object.values(identityEndpoints.lookups),
      customerEndpoints.lookup,
      supplierEndpoints.lookup,
      itemEndpoints.materialsList,
      recipeEndpoints.lookup,
      recipeEndpoints.products,
      userEndpoints.roleLookup,
      ...ALL_RESOURCES.map((r) => resourceEndpoints(r).lookup),
    ] as LookupEndpoint[];
    byPath = new Map(all.map((e) => [e.path, e]));
  }
  const found = byPath.get(path);
  if (!found) throw new Error(`no declared lookup at ${path}`);
  return found;
}
