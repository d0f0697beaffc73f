import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD, E2E_PORT } from './tests/env';

/**
 * Browser journeys against the real, compiled server (`npm run test:e2e` at the root builds everything
 * first) on a fresh embedded PostgreSQL per run, driven by Debian's Chromium. Playwright never
 * downloads a browser here: install one with `apt-get install -y chromium`.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const baseURL = `http://localhost:${E2E_PORT}`;

/**
 * One data folder per run under e2e/.tmp (kept after the run for a look; the next run removes it).
 * The config is also loaded by each worker process; they inherit the folder through the environment
 * instead of making their own. Earlier runs' folders go unless their PostgreSQL still runs (a
 * postmaster.pid less than a day old). Folder and parents must be readable by the `postgres` user
 * when running as root, hence the 0755.
 */
function runDataDir(): string {
  if (process.env.BB_E2E_DATA_DIR) return process.env.BB_E2E_DATA_DIR;
  const root = path.join(here, '.tmp');
  fs.mkdirSync(root, { recursive: true });
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith('run-')) continue;
    const dir = path.join(root, name);
    const pidFile = path.join(dir, 'data', 'pg', 'postmaster.pid');
    const live = fs.existsSync(pidFile) && fs.statSync(pidFile).mtimeMs > dayAgo;
    if (!live) fs.rmSync(dir, { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(root, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-`));
  fs.chmodSync(root, 0o755);
  fs.chmodSync(dir, 0o755);
  process.env.BB_E2E_DATA_DIR = dir;
  return dir;
}

const dataDir = runDataDir();
const serverEntry = path.resolve(here, '../apps/server/dist/main.js');
const webIndex = path.resolve(here, '../apps/web/dist/index.html');
if (!fs.existsSync(serverEntry) || !fs.existsSync(webIndex)) {
  throw new Error('Build first: `npm run build` at the repository root (or run `npm run test:e2e` there).');
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(serverEntry)}`,
    cwd: here,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded PostgreSQL; SIGKILL would leave it running
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: path.join(dataDir, 'data'),
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
