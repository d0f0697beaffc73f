import { ROUTES, type RouteDef } from '@bb/contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { checkPage, describeFinding, type Finding } from './a11y-axe';
import { focusRing } from './a11y-focus';
import { demoRecords, isRecordScreen, pathOf, withoutRecord } from './a11y-records';
import { DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * Issue 23: every screen of the route map passes axe-core with no serious or critical finding, in English
 * light and in Kurdish dark (right to left). The screens come from the route map in @bb/contracts, so a
 * screen added later is checked without touching this file; a route the web has no screen for falls
 * through to /404 and is skipped. One browser context per language and theme, signed in once, moving
 * between screens client-side (history.pushState + popstate, as a menu link does), so the run stays short.
 * Screens of one record open the demo's records (a11y-records.ts), and fail the walk if the API cannot
 * find the record they open (a 404 answer while the screen opens and is checked).
 */

/** Local runs may save screenshots of a few screens in each language and theme (`A11Y_SHOTS=<folder>`). */
const SHOTS = process.env.A11Y_SHOTS;
const SHOT_SCREENS = ['dashboard', 'inventory.sale.pos', 'inventory.item.item', 'customer.customer'];

/** Local runs may narrow the screens (`A11Y_SCREENS=^hr npx playwright test ...`); CI checks them all. */
const ONLY = new RegExp(process.env.A11Y_SCREENS ?? '');

/** Local runs may print each screen's time to open and to check (`A11Y_TIMES=1`). */
const TIMES = process.env.A11Y_TIMES;

/**
 * Pages per language and theme, side by side: a screen's time is mostly the browser drawing it, and on a
 * shared machine two renderers get more of it than one.
 */
const LANES = Number(process.env.A11Y_LANES ?? 2);

/** The whole walk's budget on a loaded two-core machine (measured: see docs/decisions.md). */
const BUDGET_MS = Number(process.env.A11Y_BUDGET_MIN ?? 8) * 60_000;

const CONFIGS = [
  { name: 'English light', lang: 'en', theme: 'light' },
  { name: 'Kurdish dark', lang: 'ckb', theme: 'dark' },
] as const;

/** Client-side navigation the way a router link does it, then waits for the screen to settle. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/**
 * The screen's own ready signals: no spinner, skeleton, loading select or table still loading
 * (`data-ready="false"`, DataTable), for two looks in a row 100 ms apart (a lazy chunk, the first page,
 * the lookups). Polled in the page, so it costs no round trips.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const busy = '.ant-spin-spinning, .ant-skeleton-active, [data-ready="false"], .ant-select-loading';
      const w = window as unknown as { bbQuiet?: number };
      w.bbQuiet = document.querySelector(busy) ? 0 : (w.bbQuiet ?? 0) + 1;
      return w.bbQuiet >= 2;
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  await page.evaluate(() => {
    (window as unknown as { bbQuiet?: number }).bbQuiet = 0;
  });
}

/** A context signed in as the admin (token from the API), in the language and theme given. */
async function signedInContext(browser: Browser, baseURL: string, lang: string, theme: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // the app then turns antd's motion off (AppConfigProvider): nothing to wait for, less to draw
    reducedMotion: 'reduce',
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
  return { context, token, page: await signedInPage(context, lang) };
}

/** A page of the context on the dashboard, the shell drawn in the context's language. */
async function signedInPage(context: BrowserContext, lang: string): Promise<Page> {
  const page = await context.newPage();
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
  return page;
}

type Config = (typeof CONFIGS)[number];

/** Every 25 screens of a language and theme, how long they took (a run cut short still tells how far). */
const counts = new Map<string, number>();
const walkStarted = Date.now();
function progress(name: string) {
  const n = (counts.get(name) ?? 0) + 1;
  counts.set(name, n);
  if (n % 25 === 0)
    console.log(`${name}: ${n} screens in ${((Date.now() - walkStarted) / 1000).toFixed(0)} s`);
}
type Records = Awaited<ReturnType<typeof demoRecords>>;

/**
 * Every screen of the route map in one language and theme, over LANES pages of one context side by side
 * (each takes every LANES-th route); the findings, and the screens checked.
 */
async function checkAll(browser: Browser, baseURL: string, config: Config) {
  const { context, page, token } = await signedInContext(browser, baseURL, config.lang, config.theme);
  const records = await demoRecords(context.request, token);
  const routes = ROUTES.filter((r) => ONLY.test(r.id));
  const pages = [page];
  while (pages.length < LANES) pages.push(await signedInPage(context, config.lang));
  const lanes = await Promise.all(
    pages.map((p, i) =>
      checkLane(
        p,
        config,
        routes.filter((_, n) => n % LANES === i),
        records,
        i === 0,
      ),
    ),
  );
  await context.close();
  return {
    findings: lanes.flatMap((l) => l.findings),
    checked: lanes.flatMap((l) => l.checked),
    notFound: lanes.flatMap((l) => l.notFound),
    withoutRecord: withoutRecord(ROUTES, records),
  };
}

/** One page's share of the routes, moving client-side from one to the next. */
async function checkLane(page: Page, config: Config, routes: RouteDef[], records: Records, whole: boolean) {
  const findings: Finding[] = [];
  const checked: string[] = [];
  /** Screens of one record that did not find it: the API answered 404, or the app fell through to /404. */
  const notFound: string[] = [];
  let missed: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 404 && new URL(res.url()).pathname.startsWith('/api/')) missed.push(res.url());
  });
  for (const route of routes) {
    const path = pathOf(route, records);
    missed = [];
    const t0 = Date.now();
    await open(page, path);
    const t1 = Date.now();
    const at = new URL(page.url()).pathname;
    if (at === '/404' && isRecordScreen(route)) notFound.push(`${route.id} (${path}): /404`);
    if (at === '/404' && route.id !== 'not_found') continue; // no screen for this route yet
    // the first screen whole (the shell and the document); after it only the screen's own <main>: the
    // shell around it is the same on every screen
    const scope = whole && checked.length === 0 ? null : 'main.bb-page';
    const found = await checkPage(page, `${config.name} · ${route.id} (${path})`, scope);
    if (TIMES) console.log(`${config.name} ${route.id}: open ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
    // printed as found, so that a run cut short still tells what it saw
    for (const f of found) console.log(describeFinding(f));
    findings.push(...found);
    checked.push(route.id);
    if (isRecordScreen(route) && missed.length > 0)
      notFound.push(`${config.name} · ${route.id} (${path}): ${missed.join(', ')} answered 404`);
    progress(config.name);
    if (SHOTS && SHOT_SCREENS.includes(route.id))
      await page.screenshot({ path: `${SHOTS}/${config.lang}-${config.theme}-${route.id}.png` });
  }
  return { findings, checked, notFound };
}

/**
 * Both languages at once, each in its own context: the server and the database are mostly idle while a
 * page renders, so two pages side by side take little more than one. In CI on every run, with a budget.
 */
test('every screen has no serious or critical axe finding, in English light and Kurdish dark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(BUDGET_MS + 60_000);
  const started = Date.now();
  counts.clear();
  const results = await Promise.all(CONFIGS.map((config) => checkAll(browser, baseURL!, config)));
  const took = Date.now() - started;
  const findings = results.flatMap((r) => r.findings);
  console.log(
    `${results.map((r) => r.checked.length).join(' + ')} screens checked in ${(took / 1000).toFixed(0)} s`,
  );
  const notFound = results.flatMap((r) => r.notFound);
  for (const n of notFound) console.log(`record not found: ${n}`);
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  if (findings.length > 0) console.log('findings by rule:', Object.fromEntries(byRule));
  if (!process.env.A11Y_SCREENS)
    for (const r of results) expect(r.checked.length, 'screens found in the route map').toBeGreaterThan(150);
  expect(results[0]!.withoutRecord, 'one-record screens the demo company has no record for').toEqual([]);
  expect(notFound, 'one-record screens opened on a record the API could not find').toEqual([]);
  expect(findings, `${findings.length} serious or critical findings (printed above)`).toEqual([]);
  expect(took, 'the walk stays within its budget').toBeLessThan(BUDGET_MS);
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
  const findings = await checkPage(page, 'Kurdish dark · brand add dialog', '.ant-modal-wrap');
  for (const f of findings) console.log(describeFinding(f));
  expect(findings).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await context.close();
});

/**
 * Keyboard: a visible focus ring in both themes. Tabbing from the page's start reaches the sidebar's
 * entries and then the screen's toolbar; each focused element draws a solid outline at least 2 px wide
 * whose colour stands 3:1 against the background behind it (WCAG 1.4.11).
 */
for (const config of CONFIGS) {
  test(`the focus ring is visible in ${config.name}`, async ({ browser, baseURL }) => {
    const { context, page } = await signedInContext(browser, baseURL!, config.lang, config.theme);
    await open(page, '/inventory/item/brand');
    await page.locator('body').focus();
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      if (!ring) continue;
      seen.push(ring.element);
      expect(ring.style, ring.element).toBe('solid');
      expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, ring.element).toBeGreaterThanOrEqual(3);
    }
    expect(seen.length, 'Tab moved the focus').toBeGreaterThan(4);
    await context.close();
  });
}
