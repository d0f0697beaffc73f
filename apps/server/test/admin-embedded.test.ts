import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { admin } from './support/admin-cli.js';
import { ADMIN_PASSWORD, type ServerProcess, sleep, startServer, tempDir } from './support/server-process.js';

/**
 * The admin command line on the embedded PostgreSQL (no DATABASE_URL): online while the real server runs on the
 * same DATA_DIR (it uses that server's PostgreSQL), on its own when the server is stopped.
 */
let root: string;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('admin on the embedded database', () => {
  it('works online beside a running server, refuses a restore under it, and works alone once it stops', async () => {
    root = await tempDir('bb-admin-embedded-');
    const DATA_DIR = path.join(root, 'data');
    server = await startServer({ DATA_DIR });
    await server.healthy();

    expect((await admin(['maintenance', 'on'], { DATA_DIR })).code).toBe(0);
    await sleep(2200); // each process reads the switch at most every 2 s
    expect((await fetch(`${server.base}/api/user`)).status).toBe(503);
    expect((await admin(['maintenance', 'off'], { DATA_DIR })).code).toBe(0);
    await sleep(2200);
    expect((await fetch(`${server.base}/api/user`)).status).toBe(401);

    const archive = path.join(root, 'online.tar.gz');
    const backup = await admin(['backup', '--out', archive], { DATA_DIR });
    expect(backup.code, backup.stderr).toBe(0);
    const refused = await admin(['restore', archive, '--force'], { DATA_DIR });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`BranchBook is running on ${DATA_DIR}: stop it first`);
    expect(server.running()).toBe(true);

    expect(await server.stop()).toBe(0);
    server = undefined;
    const made = await admin(
      [
        'tenant',
        'create',
        '--name',
        'Second Co',
        '--currency',
        'USD',
        '--admin',
        'second_boss',
        '--password',
        ADMIN_PASSWORD,
      ],
      { DATA_DIR },
    );
    expect(made.code, made.stderr).toBe(0);

    // the server starts again on its data, and the new company's superuser signs in
    server = await startServer({ DATA_DIR });
    await server.healthy();
    const login = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'second_boss', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
  }, 300_000);
});
