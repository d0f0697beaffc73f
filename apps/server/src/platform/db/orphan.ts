import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True while the process exists (a zombie, exited but not yet reaped, counts as gone). */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return !stat || !/\)\s+Z\s/.test(stat);
}

/** A postmaster keeps its own command line, `postgres -D <dir> ...` (its children rename theirs). */
function isPostmasterOf(argv: string[], dir: string): boolean {
  const at = argv.indexOf('-D');
  return path.basename(argv[0] ?? '') === 'postgres' && at >= 0 && path.resolve(argv[at + 1] ?? '') === dir;
}

/** The pids of the postmasters running on `dir`: every process on Linux, the pid file's one elsewhere. */
async function postmastersOf(dir: string, pidFromFile: number | undefined): Promise<number[]> {
  const procs = await fs.readdir('/proc').catch(() => undefined);
  if (procs) {
    const found: number[] = [];
    for (const name of procs) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
      const cmdline = await fs.readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
      if (isPostmasterOf(cmdline.split('\0'), dir) && (await alive(Number(name)))) found.push(Number(name));
    }
    return found;
  }
  if (pidFromFile === undefined) return [];
  const ps = await run('ps', ['-ww', '-o', 'command=', '-p', `${pidFromFile}`]).catch(() => undefined);
  const command = ps?.stdout.trim() ?? '';
  return /(^|\/)postgres\s/.test(command) && command.includes(`-D ${dir}`) ? [pidFromFile] : [];
}

/** The program name of a process (`node` for an app, a CLI or a test run). */
async function programOf(pid: number | 'self'): Promise<string | undefined> {
  const comm = await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => undefined);
  if (comm !== undefined) return comm.trim();
  if (pid === 'self') return path.basename(process.execPath);
  const ps = await run('ps', ['-o', 'comm=', '-p', `${pid}`]).catch(() => undefined);
  return ps ? path.basename(ps.stdout.trim()) : undefined;
}

/**
 * The live process a postmaster still belongs to: its parent, when that is a process of our own kind (a
 * running app, CLI or test run). A postmaster whose app was killed has been handed to init or a reaper.
 */
async function ownerOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const ppid = stat
    ? Number(/\)\s+\S+\s+(\d+)/.exec(stat)?.[1])
    : Number((await run('ps', ['-o', 'ppid=', '-p', `${pid}`]).catch(() => undefined))?.stdout.trim());
  if (!(ppid > 1) || !(await alive(ppid))) return undefined;
  const [parent, self] = await Promise.all([programOf(ppid), programOf('self')]);
  return parent !== undefined && parent === self ? ppid : undefined;
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (await alive(pid)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Makes `dir` free for a new postmaster after an unclean end of the app (kill -9, a crash, a power cut):
 * - a PostgreSQL on `dir` that still belongs to a live app (its parent) is never touched: the start fails;
 * - a PostgreSQL still running on `dir` (found by its command line `postgres -D <dir>`, so never some
 *   other process that happens to have the pid file's pid) is stopped: fast shutdown (open transactions
 *   roll back), then immediate shutdown if it does not end within 30 s;
 * - a pid file no PostgreSQL stands behind (empty or garbled by a crash during start-up, or naming a pid
 *   that some other process now has after a reboot) is removed, but only where every process could be
 *   checked (Linux); elsewhere PostgreSQL's own refusal, naming the file, is reported.
 * A pid file whose process is simply gone is left to PostgreSQL, which replaces it itself.
 */
export async function clearOrphan(dir: string, log: (message: string, pid?: number) => void): Promise<void> {
  const file = path.join(dir, 'postmaster.pid');
  const text = await fs.readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined;
    throw e;
  });
  if (text === undefined) return;
  const first = /^\s*(\d+)\s*$/m.exec(text.split('\n')[0] ?? '');
  const pidFromFile = first ? Number(first[1]) : undefined;
  const running = await postmastersOf(dir, pidFromFile);
  for (const pid of running) {
    const owner = await ownerOf(pid);
    if (owner !== undefined)
      throw new Error(
        `PostgreSQL (pid ${pid}) on ${dir} belongs to a running process (pid ${owner}): is BranchBook already running on this DATA_DIR? Stop it first.`,
      );
  }
  for (const pid of running) {
    log('stopping the PostgreSQL an earlier run left on this data directory', pid);
    process.kill(pid, 'SIGINT');
    if (await waitGone(pid, 30_000)) continue;
    process.kill(pid, 'SIGQUIT');
    if (!(await waitGone(pid, 10_000)))
      throw new Error(
        `PostgreSQL (pid ${pid}) left running on ${dir} does not stop; stop it and start again`,
      );
  }
  if (running.length > 0) return;
  const checkedAll = await fs
    .stat('/proc/self')
    .then(() => true)
    .catch(() => false);
  const stale = pidFromFile === undefined || (await alive(pidFromFile));
  if (checkedAll && stale) {
    log('removing a postmaster.pid that no running PostgreSQL owns', pidFromFile);
    await fs.rm(file, { force: true });
  }
}
