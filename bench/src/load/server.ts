import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT, SERVER_MAIN } from '../lib/paths.js';

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (to count its CPU). */
  pid: number | undefined;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startupMs: number;
  output(): string;
  stop(): Promise<void>;
}

/** The server did not come up; `message` is one line, `output` the end of what it printed. */
export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/** The last line of the output that says something (the reason a start failed, mostly). */
const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l.trim())
    .pop() ?? '(no output)';

const live = new Set<ChildProcess>();

/** Kills every server this process started (synchronous: safe in a signal or exit handler). */
export function killServers(): void {
  for (const child of live) child.kill('SIGTERM');
}

/**
 * Spawns the compiled server (`node apps/server/dist/main.js`) as its own process, so the load generator
 * never shares its event loop, and waits for /api/health to answer 200. `env` is added to a clean copy of
 * this process's environment without DATABASE_URL/DATA_DIR/PORT, so only what the caller gives counts.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort();
  const base: Record<string, string | undefined> = { ...process.env };
  for (const k of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'ADMIN_PASSWORD', 'ADMIN_USERNAME'])
    delete base[k];
  const started = performance.now();
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (NODE_OPTIONS may not)
  const profile = process.env.BENCH_SERVER_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      live.delete(child);
      resolve();
    }),
  );

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited !== undefined) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  };

  for (;;) {
    if (exited !== undefined) {
      throw new ServerStartError(`exited with code ${exited}: ${lastLine(out)}`, tail(out));
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new ServerStartError(
        `no 200 from /api/health within ${timeoutMs / 1000}s: ${lastLine(out)}`,
        tail(out),
      );
    }
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    baseUrl,
    pid: child.pid,
    startupMs: Math.round(performance.now() - started),
    output: () => out,
    stop,
  };
}

const tail = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(-15)
    .map((l) => `  | ${l}`)
    .join('\n');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
