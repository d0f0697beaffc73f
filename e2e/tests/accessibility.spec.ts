import AxeBuilder from '@axe-core/playwright';
import { ROUTES, type RouteDef } from '@bb/contracts';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * Issue 23: every screen of the route map passes axe-core with no serious or critical finding, in English
 * light and in Kurdish dark (right to left). The screens come from the route map in @bb/contracts, so a
 * screen added later is checked without touching this file; a route the web has no screen for falls
 * through to /404 and is skipped. One browser context per language and theme, signed in once, moving
 * between screens client-side (history.pushState + popstate, as a menu link does), so the run stays short.
 */

/**
 * Known exceptions, in one place (docs/decisions.md, "Issue 23: accessibility" gives the reasons).
 * Rules switched off for every screen; keep this empty unless a finding is axe's mistake, not ours.
 */
const DISABLED_RULES: string[] = [];

/** The impacts that fail the check. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Values for required path parameters: a menu link's defaults (the POS opens as 0/no/no), and for pages
 * that show one record (view, edit, approve) an id no record has, so they show their "not found" state,
 * drawn by the same shared components as the rest. Their record content is covered where the same
 * components draw it on the list and add screens.
 */
const PARAMS: Record<string, string> = { id: '0', editMode: 'no', isReturn: 'no' };
const pathOf = (route: RouteDef) =>
  route.path
    .replace(/\/:[A-Za-z_]+\?/g, '')
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => PARAMS[name] ?? '0');

/** Local runs may save screenshots of a few screens in each language and theme (`A11Y_SHOTS=<folder>`). */
const SHOTS = process.env.A11Y_SHOTS;
const SHOT_SCREENS = ['dashboard', 'inventory.sale.pos', 'inventory.item.item', 'customer.customer'];

const describe = (f: Finding) =>
  `${f.screen}\n  ${f.impact} ${f.rule}: ${f.target}\n  ${f.html}\n  ${f.summary}`;

/** Local runs may narrow the screens (`A11Y_SCREENS=^hr npx playwright test ...`); CI checks them all. */
const ONLY = new RegExp(process.env.A11Y_SCREENS ?? '');

const CONFIGS = [
  { name: 'English light', lang: 'en', theme: 'light' },
  { name: 'Kurdish dark', lang: 'ckb', theme: 'dark' },
] as const;

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  target: string;
  html: string;
  summary: string;
}

/** Client-side navigation the way a router link does it, then waits for the screen to settle. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** No spinner, skeleton or unready table for two looks in a row (chunk, first page, lookups). */
async function settle(page: Page): Promise<void> {
  const busy = '.ant-spin-spinning, .ant-skeleton-active, [data-ready="false"], .ant-select-loading';
  let quiet = 0;
  for (let i = 0; i < 100 && quiet < 2; i++) {
    await page.waitForTimeout(100);
    quiet = (await page.locator(busy).count()) === 0 ? quiet + 1 : 0;
  }
}

/**
 * Runs axe on the whole page (`scope` null: the shell and the document, once per context) or on a part
 * (a screen's own `<main>`: the shell around it is the same on every screen, and checking it 180 times
 * would triple the run).
 */
async function check(page: Page, screen: string, scope: string | null): Promise<Finding[]> {
  let axe = new AxeBuilder({ page }).disableRules(DISABLED_RULES);
  if (scope) axe = axe.include(scope);
  const result = await axe.analyze();
  return result.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        screen,
        rule: v.id,
        impact: v.impact ?? '',
        target: n.target.join(' '),
        html: n.html.slice(0, 200),
        summary: [
          (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
          ...[...n.any, ...n.all, ...n.none].flatMap((c) =>
            (c.relatedNodes ?? []).map((r) => `related: ${r.html.slice(0, 160)}`),
          ),
        ].join('\n  '),
      })),
    );
}

/** A context signed in as the admin (token from the API), in the language and theme given. */
async function signedInContext(browser: Browser, baseURL: string, lang: string, theme: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const res = await context.request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(res.ok(), 'admin login').toBe(true);
  const { token } = (await res.json()) as { token: string };
  await context.addInitScript(
    ([l, t, k]) => {
      window.localStorage.setItem('bb.lang', l!);
      window.localStorage.setItem('bb.theme', t!);
      window.localStorage.setItem('bb.token', k!);
    },
    [lang, theme, token],
  );
  const page = await context.newPage();
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
  return { context, page };
}

/** Every screen of the route map in one language and theme; the findings, and the screens checked. */
async function checkAll(browser: Browser, baseURL: string, config: (typeof CONFIGS)[number]) {
  const { context, page } = await signedInContext(browser, baseURL, config.lang, config.theme);
  const findings: Finding[] = [];
  const checked: string[] = [];
  const started = Date.now();
  for (const route of ROUTES.filter((r) => ONLY.test(r.id))) {
    const path = pathOf(route);
    await open(page, path);
    const at = new URL(page.url()).pathname;
    if (at === '/404' && route.id !== 'not_found') continue; // no screen for this route yet
    const found = await check(
      page,
      `${config.name} · ${route.id} (${path})`,
      checked.length === 0 ? null : 'main.bb-page',
    );
    // printed as found, so that a run cut short still tells what it saw
    for (const f of found) console.log(describe(f));
    findings.push(...found);
    checked.push(route.id);
    if (SHOTS && SHOT_SCREENS.includes(route.id))
      await page.screenshot({ path: `${SHOTS}/${config.lang}-${config.theme}-${route.id}.png` });
    if (checked.length % 25 === 0)
      console.log(
        `${config.name}: ${checked.length} screens in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
  }
  await context.close();
  return { findings, checked };
}

/**
 * Both languages at once, each in its own context: the server and the database are mostly idle while a
 * page renders, so two pages side by side take little more than one.
 */
test('every screen has no serious or critical axe finding, in English light and Kurdish dark', async ({
  browser,
  baseURL,
}) => {
  // Not yet in CI: it has not passed whole on a quiet machine (issue 23 stays open until it does)
  test.skip(!process.env.BB_A11Y_ALL, 'set BB_A11Y_ALL=1 to check every screen');
  test.setTimeout(900_000);
  const started = Date.now();
  const results = await Promise.all(CONFIGS.map((config) => checkAll(browser, baseURL!, config)));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const findings = results.flatMap((r) => r.findings);
  console.log(`${results.map((r) => r.checked.length).join(' + ')} screens checked in ${seconds} s`);
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  if (findings.length > 0) console.log('findings by rule:', Object.fromEntries(byRule));
  if (!process.env.A11Y_SCREENS)
    for (const r of results) expect(r.checked.length, 'screens found in the route map').toBeGreaterThan(100);
  expect(findings, `${findings.length} serious or critical findings (printed above)`).toEqual([]);
});

/**
 * Keyboard: a list's Add New dialog opened with Enter keeps the focus inside while Tab goes round, passes
 * axe itself, and gives the focus back to the button that opened it on Escape. Kurdish dark, right to left.
 */
test('a dialog opened from the keyboard traps the focus, passes axe and returns the focus', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInContext(browser, baseURL!, 'ckb', 'dark');
  await open(page, '/inventory/item/brand');
  const add = page.getByTestId('table-add');
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('form-submit')).toBeVisible();
  await settle(page);
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('.ant-modal-wrap, .ant-modal'));
  expect(await inside(), 'focus moved into the dialog').toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus still inside after ${i + 1} Tab`).toBe(true);
  }
  const findings = await check(page, 'Kurdish dark · brand add dialog', '.ant-modal-wrap');
  for (const f of findings) console.log(describe(f));
  expect(findings).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await context.close();
});
