import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainTs = path.join(root, 'apps/server/src/main.ts');
export const ADMIN_PASSWORD = 'start-stop-secret';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** A temporary folder the `postgres` user can traverse (mkdtemp makes 0700 folders). */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** True while the process exists and is not a zombie. */
export async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return !stat || !/\)\s+Z\s/.test(stat);
}

export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

/** The pid in DATA_DIR/pg/postmaster.pid. */
export async function postmasterPid(dataDir: string): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

/** The direct children of a process, with their command names (Linux /proc). */
export async function childrenOf(pid: number): Promise<{ pid: number; comm: string }[]> {
  const out: { pid: number; comm: string }[] = [];
  for (const name of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await fs.readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    const m = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
    if (m && Number(m[2]) === pid) out.push({ pid: Number(name), comm: m[1] ?? '' });
  }
  return out;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  running(): boolean;
  /** Waits until GET /api/health answers 200; fails with its output if it exits first. */
  healthy(ms?: number): Promise<void>;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>;
}

/** Starts the real server entry (src/main.ts through tsx) as a child process. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainTs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: `${port}`,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c) => {
    text += c;
  });
  child.stderr?.on('data', (c) => {
    text += c;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    output: () => text,
    exited,
    running: () => !done,
    async healthy(ms = 120_000) {
      const until = Date.now() + ms;
      for (;;) {
        if (done) throw new Error(`the server exited before serving:\n${text}`);
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(
          () => undefined,
        );
        if (res?.status === 200) return;
        if (Date.now() > until) throw new Error(`the server did not serve in time:\n${text}`);
        await sleep(200);
      }
    },
    async stop() {
      if (!done) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Signs in as the bootstrap admin and answers the bearer token. */
export async function signInAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
