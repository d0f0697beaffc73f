/**
 * npm run bench:pos -w bench [-- --data-dir DIR] [--scans N] [--opens N]
 *
 * Issue 8's browser targets on the benchmark database (1,000,000 lots at scale 1), in Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) against the compiled server and web build:
 * - POS open: a signed-in cashier goes to /inventory/sale/pos/0/no/no; from navigation start to the
 *   scanner box shown and focused (the cashier can scan). The first open loads the screen's code; the
 *   later ones are reloads with the browser cache, as a cashier's day goes.
 * - Scan to cart: a barcode typed into the scanner box, from the Enter keydown to the line in the cart,
 *   timed inside the page (a keydown listener and a MutationObserver), so Playwright's own round trips
 *   do not count. Barcodes are of items with one lot in the cashier's branch, so each scan adds a line.
 * Prints p50 / p95 / max and writes bench/results/pos-browser.json. Needs `npm run build` first.
 * --trace prints every request (start and duration); --profile records a CPU profile of the last open
 * and of the scans (Chrome DevTools protocol) and prints where the main thread spent its time, by script
 * and by function (bench/results/pos-open.cpuprofile and pos-scan.cpuprofile open in DevTools).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { USER_PREFIX } from './generator/foundation.js';
import { BENCH_PASSWORD } from './generator/seed.js';
import { numberArg, parseArgs, scriptArgs } from './lib/args.js';
import { openBenchDatabase, readMeta } from './lib/database.js';
import { DEFAULT_DATA_DIR, RESULTS_DIR, userPath, WEB_DIST } from './lib/paths.js';
import { ServerStartError, startServer } from './load/server.js';
import { percentile } from './load/stats.js';

const POS_PATH = '/inventory/sale/pos/0/no/no';
const TARGETS = { openMs: 1500, scanMs: 100 } as const;

const spec = {
  values: { 'data-dir': undefined, scans: undefined, opens: undefined },
  flags: ['trace', 'profile'],
};
const args = parseArgs(scriptArgs(spec), spec);
const dataDir = args.values['data-dir'] ? userPath(args.values['data-dir']) : DEFAULT_DATA_DIR;
const scans = numberArg(args, 'scans', (n) => Number.isInteger(n) && n > 0 && n <= 500) ?? 40;
const opens = numberArg(args, 'opens', (n) => Number.isInteger(n) && n > 0 && n <= 50) ?? 6;

/**
 * Runs in the page before Enter is pressed (plain JavaScript: the bundler's helpers do not exist there):
 * window.__scan resolves with the time from the Enter keydown to the cart line of `code` in the DOM.
 */
const ARM_SCAN = `(code) => {
  window.__scan = new Promise((resolve) => {
    let t0 = 0;
    const onKey = (e) => {
      if (e.key !== 'Enter') return;
      t0 = performance.now();
      document.removeEventListener('keydown', onKey, true);
    };
    document.addEventListener('keydown', onKey, true);
    const obs = new MutationObserver(() => {
      if (t0 && document.querySelector('[data-testid="pos-line-' + code + '"]')) {
        obs.disconnect();
        resolve(performance.now() - t0);
      }
    });
    obs.observe(document.body, { subtree: true, childList: true });
  });
}`;

const summary = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    samples: xs.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    max: r(sorted[sorted.length - 1] ?? 0),
  };
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time of a CPU profile by script and by function, the top `n` of each, printed to stderr. */
function printProfile(label: string, profile: CpuProfile, n = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFn = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i] as number);
    const us = deltas[i + 1] ?? deltas[i] ?? 0;
    if (!node) continue;
    total += us;
    const { url, functionName, lineNumber } = node.callFrame;
    const script = url ? (url.split('/').pop() ?? url) : `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  process.stderr.write(
    `${label}: ${(total / 1000).toFixed(0)} ms sampled\n  by script:\n${top(byScript)}\n  by function:\n${top(byFn)}\n`,
  );
}

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('build the web app first: npm run build');
  const bench = await openBenchDatabase({ dataDir });
  const meta = await readMeta(bench.db);
  if (!meta) throw new Error(`${dataDir} holds no benchmark database: npm run bench:seed`);
  const q = async <R extends object>(text: string, params: unknown[]) =>
    (await bench.db.pool.query<R & object>(text, params)).rows as R[];
  // a staff user who may sell (sale_create through a role) and has a default branch
  const [cashier] = await q<{ username: string; branch: string }>(
    `select u.username, u.default_branch_id::text as branch from users u
     where u.tenant_id = $1 and starts_with(u.username, $2) and u.status = 1 and not u.is_superuser
       and u.default_branch_id is not null
       and exists (select from user_roles ur join role_abilities ra
                     on ra.tenant_id = ur.tenant_id and ra.role_id = ur.role_id and ra.ability = 'sale_create'
                   where ur.tenant_id = u.tenant_id and ur.user_id = u.id)
     order by u.id limit 1`,
    [meta.tenantId, USER_PREFIX],
  );
  if (!cashier) throw new Error('the bench tenant has no staff user with sale_create and a default branch');
  const lots = await q<{ n: string }>('select count(*)::text as n from products where tenant_id = $1', [
    meta.tenantId,
  ]);
  const barcodes = (
    await q<{ barcode: string }>(
      `select i.barcode from items i join products p on p.tenant_id = i.tenant_id and p.item_id = i.id
       where i.tenant_id = $1 and p.inventory_id = $2 and i.status = 1 and not i.is_hidden and i.type = 1
       group by i.id, i.barcode
       having count(*) = 1 and bool_and(p.quantity >= 1 and p.currency_code = 'IQD'
         and (p.expire_date is null or p.expire_date > current_date + 30))
       order by i.id limit $3`,
      [meta.tenantId, cashier.branch, scans],
    )
  ).map((r) => r.barcode);
  if (barcodes.length === 0) throw new Error(`no single-lot items in branch ${cashier.branch}`);

  const server = await startServer({
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: BENCH_PASSWORD,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const page = await (await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' })).newPage();
  // in every document: when the scanner box is first focused, in ms since the navigation started (the
  // document's time origin), so the open time has no Playwright round trips in it
  await page.addInitScript(`document.addEventListener('focusin', (e) => {
    const ph = e.target && e.target.getAttribute && e.target.getAttribute('placeholder');
    if (window.__posFocusAt === undefined && ph && ph.startsWith('Scan')) window.__posFocusAt = performance.now();
  }, true);`);
  // the page's errors say why a screen did not come up
  page.on('pageerror', (e) => process.stderr.write(`  page error: ${e.message}\n`));
  page.on('console', (m) => {
    if (m.type() === 'error') process.stderr.write(`  console error: ${m.text()}\n`);
  });
  try {
    await page.goto('/');
    await page.locator('#username').fill(cashier.username);
    await page.locator('#password').fill(BENCH_PASSWORD);
    await page.getByTestId('sign-in').click();
    await page.getByTestId('sidebar').waitFor({ timeout: 60_000 });

    // --trace: every request with its start and duration (ms since the page's navigation), to see what a
    // slow open or scan waits for
    if (args.flags.has('trace')) {
      page.on('requestfinished', (r) => {
        const t = r.timing();
        process.stderr.write(
          `  ${Math.round(t.startTime % 100000)} +${Math.round(t.responseEnd)} ms ${r.method()} ${r.url().replace(server.baseUrl, '')}\n`,
        );
      });
    }
    const profile = args.flags.has('profile') ? await page.context().newCDPSession(page) : null;
    const startProfile = async () => {
      if (!profile) return;
      await profile.send('Profiler.enable');
      await profile.send('Profiler.setSamplingInterval', { interval: 500 });
      await profile.send('Profiler.start');
    };
    const stopProfile = async (label: string, file: string) => {
      if (!profile) return;
      const { profile: p } = (await profile.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(RESULTS_DIR, file), JSON.stringify(p));
      printProfile(label, p);
    };
    const search = page.getByPlaceholder(/Scan a barcode/);
    const openTimes: number[] = [];
    const inPageOpen: number[] = [];
    for (let i = 0; i < opens; i++) {
      if (i === opens - 1) await startProfile();
      const t0 = Date.now();
      if (i === 0) await page.goto(POS_PATH);
      else await page.reload();
      await search.waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForFunction(`document.activeElement?.getAttribute('placeholder')?.startsWith('Scan')`);
      openTimes.push(Date.now() - t0);
      inPageOpen.push(Math.round((await page.evaluate('window.__posFocusAt')) as number));
      if (i === opens - 1) await stopProfile('last open', 'pos-open.cpuprofile');
    }

    const scanTimes: number[] = [];
    await startProfile();
    for (const barcode of barcodes) {
      await search.fill(barcode);
      // armed in the page before the key is pressed; resolves with the in-page time from keydown to the line
      await page.evaluate(`(${ARM_SCAN})(${JSON.stringify(barcode)})`);
      await search.press('Enter');
      const ms = (await page.evaluate('window.__scan')) as number;
      scanTimes.push(ms);
    }
    await stopProfile(`${barcodes.length} scans`, 'pos-scan.cpuprofile');

    const result = {
      at: new Date().toISOString(),
      dataDir,
      lots: Number(lots[0]?.n ?? 0),
      cashier: cashier.username,
      open: { first: openTimes[0], warm: summary(openTimes.slice(1)), targetMs: TARGETS.openMs },
      openInPage: { first: inPageOpen[0], warm: summary(inPageOpen.slice(1)) },
      scanToCart: { ...summary(scanTimes), targetMs: TARGETS.scanMs },
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'pos-browser.json'), `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(
      [
        `POS in the browser, ${result.lots.toLocaleString('en-US')} lots, cashier ${cashier.username}`,
        `  open (navigation to scanner focused): first ${result.open.first} ms, warm p50 ${result.open.warm.p50} ms, p95 ${result.open.warm.p95} ms (target < ${TARGETS.openMs} ms)`,
        `  open in the page (navigation start to the focus event): first ${result.openInPage.first} ms, warm p50 ${result.openInPage.warm.p50} ms, p95 ${result.openInPage.warm.p95} ms`,
        `  scan to cart line: p50 ${result.scanToCart.p50} ms, p95 ${result.scanToCart.p95} ms, max ${result.scanToCart.max} ms over ${scanTimes.length} scans (target < ${TARGETS.scanMs} ms)`,
        '',
      ].join('\n'),
    );
  } catch (e) {
    // what the page showed says more than a timeout
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(RESULTS_DIR, 'pos-browser-failure.png') }).catch(() => {});
    throw e;
  } finally {
    await browser.close();
    await server.stop();
    await bench.close();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  if (e instanceof ServerStartError) process.stderr.write(`${e.output}\n`);
  process.exit(1);
});
