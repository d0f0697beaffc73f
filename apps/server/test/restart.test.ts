import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import {
  alive,
  childrenOf,
  postmasterPid,
  type ServerProcess,
  sleep,
  startServer,
  tempDir,
  waitUntil,
} from './support/server-process.js';

// `npm start` after the app was killed (kill -9, OOM, power cut) must come up by itself, and a start that
// cannot come up must say why. Each test runs the real server entry as a child process.
const started: ServerProcess[] = [];
const dirs: string[] = [];
const start = async (env: Record<string, string>) => {
  const s = await startServer(env);
  started.push(s);
  return s;
};
const dataDir = async () => {
  const dir = await tempDir('bb-restart-');
  dirs.push(dir);
  return path.join(dir, 'data');
};

afterAll(async () => {
  for (const s of started) await s.stop();
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

describe('starting again after the app was killed', () => {
  it('takes its PostgreSQL down with it, and the next start serves, even over a garbled pid file', async () => {
    const DATA_DIR = await dataDir();
    const first = await start({ DATA_DIR });
    await first.healthy();
    const pg = await postmasterPid(DATA_DIR);

    first.child.kill('SIGKILL');
    await first.exited;
    await waitUntil(async () => !(await alive(pg)), 15_000, 'the killed app’s PostgreSQL has stopped');

    // a crash while PostgreSQL was starting can leave an empty or garbled pid file behind
    await fs.writeFile(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'garbage\n');
    const second = await start({ DATA_DIR });
    await second.healthy();
    const pg2 = await postmasterPid(DATA_DIR);

    // a PostgreSQL whose app is alive is not an orphan: a second start on the same folder refuses
    const third = await start({ DATA_DIR });
    expect(await third.exited).toBe(1);
    expect(third.output()).toMatch(/belongs to a running process .*is BranchBook already running/);
    expect(await alive(pg2)).toBe(true);
    await second.healthy(5000);

    expect(await second.stop()).toBe(0);
    expect(await alive(pg2)).toBe(false); // a clean stop stops PostgreSQL too
    expect(second.output()).not.toContain('failed to start');
  }, 240_000);

  it('stops a PostgreSQL left running by a killed run (its watchdog killed too) and serves', async () => {
    const DATA_DIR = await dataDir();
    const first = await start({ DATA_DIR });
    await first.healthy();
    const orphan = await postmasterPid(DATA_DIR);

    // kill everything of the app but PostgreSQL: the state the old code always left behind
    for (const c of await childrenOf(first.child.pid as number))
      if (c.pid !== orphan) process.kill(c.pid, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    await sleep(1000);
    expect(await alive(orphan)).toBe(true);

    const second = await start({ DATA_DIR });
    await second.healthy();
    expect(await alive(orphan)).toBe(false);
    expect(await postmasterPid(DATA_DIR)).not.toBe(orphan);
    expect(await second.stop()).toBe(0);
  }, 240_000);
});

describe('a start that fails', () => {
  it('prints PostgreSQL’s own complaint when PostgreSQL refuses to start', async () => {
    const DATA_DIR = await dataDir();
    const cluster = await startEmbeddedPostgres(path.join(DATA_DIR, 'pg'), { quiet: true });
    await cluster.stop();
    await fs.appendFile(path.join(DATA_DIR, 'pg', 'postgresql.conf'), "\nwork_mem = 'plenty'\n");

    const broken = await start({ DATA_DIR });
    expect(await broken.exited).toBe(1);
    const out = broken.output();
    expect(out).toContain('BranchBook failed to start: Error: PostgreSQL exited while starting');
    expect(out).toContain('invalid value for parameter "work_mem": "plenty"');
    expect(out).not.toMatch(/failed to start: undefined/);
  }, 120_000);

  it('prints the cause when the data folder cannot be made', async () => {
    const parent = await tempDir('bb-restart-file-');
    dirs.push(parent);
    const file = path.join(parent, 'a-file');
    await fs.writeFile(file, 'not a folder');

    const broken = await start({ DATA_DIR: path.join(file, 'data') });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toMatch(
      /BranchBook failed to start: Error: ENOTDIR: not a directory, mkdir '.*a-file/,
    );
  }, 120_000);
});
