/**
 * `npm run spec:routes`: how much of the spec's route map (packages/contracts/src/routes.ts) has a real
 * screen, and which routes do not yet. It reads the web app's screen registry itself
 * (apps/web/src/app/screens.ts holds React.lazy loaders only, so importing it loads no screen code).
 * The not-found and maintenance pages are drawn by the shell, not the registry, and count as built.
 *
 *   npm run spec:routes            summary and the routes without a screen, by menu entry
 *   npm run spec:routes -- --json  the same as JSON
 *
 * Exits 1 when the registry names a route id that is not in the route map (a typo would hide a screen).
 */
import { MENU_ENTRIES, ROUTES, type RouteDef } from '@bb/contracts';
import { screens } from '../apps/web/src/app/screens';
import { entryOfPath } from '../apps/web/src/app/shell/menu';

const SHELL_PAGES = new Set(['not_found', 'maintenance']);

const built = (r: RouteDef) => SHELL_PAGES.has(r.id) || screens[r.id] !== undefined;
const withScreen = ROUTES.filter(built);
const without = ROUTES.filter((r) => !built(r));
const unknown = Object.keys(screens).filter((id) => !ROUTES.some((r) => r.id === id));
const percent = ((withScreen.length / ROUTES.length) * 100).toFixed(1);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        total: ROUTES.length,
        withScreen: withScreen.map((r) => r.id),
        withoutScreen: without.map((r) => ({ id: r.id, path: r.path, abilities: r.abilities })),
        unknownScreenIds: unknown,
      },
      null,
      2,
    ),
  );
} else {
  const idWidth = Math.min(Math.max(...without.map((r) => r.id.length), 10), 46) + 2;
  const pathWidth = Math.min(Math.max(...without.map((r) => r.path.length), 10), 52) + 2;
  const line = (r: RouteDef) =>
    `    ${r.id.padEnd(idWidth - 2)}  ${r.path.padEnd(pathWidth - 2)}  ${r.abilities.join(', ') || '(no ability)'}`;

  console.log(
    `Route map: ${ROUTES.length} routes; ${withScreen.length} with a screen (${percent}%), ${without.length} without.`,
  );
  console.log(`With a screen: ${withScreen.map((r) => r.id).join(', ')}`);
  if (without.length > 0) {
    console.log(`\nWithout a screen (${without.length}):`);
    for (const entry of MENU_ENTRIES) {
      // a page outside the menu (add, edit, view) counts under the entry of the list it extends
      const list = without.filter((r) => (r.menu?.entry ?? entryOfPath(r.path)) === entry);
      if (list.length === 0) continue;
      console.log(`  ${entry} (${list.length})`);
      for (const r of list) console.log(line(r));
    }
    const rest = without.filter((r) => (r.menu?.entry ?? entryOfPath(r.path)) === undefined);
    if (rest.length > 0) {
      console.log(`  outside the menu (${rest.length})`);
      for (const r of rest) console.log(line(r));
    }
  }
}

if (unknown.length > 0) {
  console.error(`\nThe screen registry names route ids the route map does not have: ${unknown.join(', ')}`);
  process.exitCode = 1;
}
