import type { TFunction } from 'i18next';
import { looseT } from './loose-t';

/**
 * The title of a route of the route map: `routes.<id>` in the common namespace. Ids contain dots
 * (`inventory.item.brand`), so the JSON keeps them as flat keys under `routes`, which i18next finds.
 * The ids come from data, hence the untyped lookup (the locales test checks every id has a title).
 */
export function routeTitle(t: TFunction, routeId: string): string {
  return looseT(t)(`routes.${routeId}`);
}
