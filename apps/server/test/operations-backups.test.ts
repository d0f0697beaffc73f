import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FILE, runDueBackup } from '../src/modules/operations/backup-task.js';
import { readTar } from '../src/platform/backup/tar.js';
import { type Client, useTestApp } from './support/app.js';
import { tempDir, waitUntil } from './support/server-process.js';

const t = useTestApp();
let operator: Client;
let otherCompany: Client;
let operatorClerk: Client;
let folder: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  // the installation's first company is its operator's
  const first = await t.createTenant('Operator Co');
  const second = await t.createTenant('Hosted Co');
  operator = await t.signIn(await t.createUser(first.tenantId, { superuser: true }));
  operatorClerk = await t.signIn(await t.createUser(first.tenantId, { abilities: ['setting_automation'] }));
  otherCompany = await t.signIn(await t.createUser(second.tenantId, { superuser: true }));
  folder = path.join(await tempDir('bb-nightly-'), 'backups');
});

describe('scheduled backups', () => {
  it('only the operator sees and sets the schedule; a bad folder is refused naming the field', async () => {
    expect((await otherCompany.get('/api/operations/backups')).json()).toEqual({
      operator: false,
      schedule: null,
      runs: [],
    });
    expect((await operatorClerk.get('/api/operations/backups')).json().operator).toBe(false);
    const body = { enabled: true, hour: 2, folder, keep: 2 };
    expect((await otherCompany.request('PUT', '/api/operations/backups/schedule', body)).statusCode).toBe(
      403,
    );
    expect((await operatorClerk.request('PUT', '/api/operations/backups/schedule', body)).statusCode).toBe(
      403,
    );
    expect((await otherCompany.post('/api/operations/backups/run')).statusCode).toBe(403);

    const relative = await operator.request('PUT', '/api/operations/backups/schedule', {
      ...body,
      folder: 'backups',
    });
    expect(relative.statusCode).toBe(422);
    expect(relative.json().errors.folder).toEqual(['The folder must be an absolute path on the server.']);
    const blocked = path.join(path.dirname(folder), 'a-file');
    await fs.writeFile(blocked, 'x');
    const unwritable = await operator.request('PUT', '/api/operations/backups/schedule', {
      ...body,
      folder: blocked,
    });
    expect(unwritable.statusCode).toBe(422);
    expect(unwritable.json().errors.folder).toEqual(['The server cannot write to this folder.']);
    const inside = await operator.request('PUT', '/api/operations/backups/schedule', {
      ...body,
      folder: path.join(t.filesDir, 'backups'),
    });
    expect(inside.json().errors.folder).toEqual(['The folder cannot be inside the uploaded files folder.']);
    const keep = await operator.request('PUT', '/api/operations/backups/schedule', { ...body, keep: 0 });
    expect(keep.json().errors.keep).toEqual(['Keep at least one backup.']);
    expect((await operator.post('/api/operations/backups/run')).json().message).toBe(
      'Choose the backup folder and save the schedule first.',
    );

    const saved = await operator.request('PUT', '/api/operations/backups/schedule', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await operator.get('/api/operations/backups')).json()).toMatchObject({
      operator: true,
      schedule: body,
      runs: [],
    });
  });

  it('runs each night once its hour has come, keeps the newest N archives and records every run', async () => {
    const handle = t.db;
    expect(await runDueBackup(handle, t.filesDir, at('2026-03-01T01:59:00Z'))).toBeUndefined();
    const first = await runDueBackup(handle, t.filesDir, at('2026-03-01T02:00:00Z'));
    expect(first?.outcome, first?.error).toBe('ok');
    // the night's run is taken: a second process (or tick) does nothing
    expect(await runDueBackup(handle, t.filesDir, at('2026-03-01T03:00:00Z'))).toBeUndefined();
    await fs.writeFile(path.join(folder, 'notes.txt'), 'not ours');
    for (const day of ['2026-03-02', '2026-03-03'])
      expect((await runDueBackup(handle, t.filesDir, at(`${day}T02:10:00Z`)))?.outcome).toBe('ok');

    const names = (await fs.readdir(folder)).sort();
    expect(names).toEqual([
      'branchbook-2026-03-02T02-10-00-000Z.tar.gz',
      'branchbook-2026-03-03T02-10-00-000Z.tar.gz',
      'notes.txt',
    ]);
    expect(names.filter((n) => BACKUP_FILE.test(n))).toHaveLength(2);
    const entries = readTar(createReadStream(path.join(folder, names[1] as string)).pipe(createGunzip()));
    const manifest = JSON.parse(((await entries.next()).value as { body: Buffer }).body.toString());
    expect(manifest.tables.find((x: { name: string }) => x.name === 'tenants').rows).toBe(2);

    const runs = (await operator.get('/api/operations/backups')).json().runs;
    expect(runs.map((r: { outcome: string; scheduled: boolean }) => [r.outcome, r.scheduled])).toEqual([
      ['ok', true],
      ['ok', true],
      ['ok', true],
    ]);
    expect(runs[0].file).toBe(path.join(folder, 'branchbook-2026-03-03T02-10-00-000Z.tar.gz'));
    expect(Number(runs[0].bytes)).toBeGreaterThan(1000);
  });

  it('"Back up now" runs in the background; a folder that became unusable records a failed run', async () => {
    const now = await operator.post('/api/operations/backups/run');
    expect(now.statusCode, now.body).toBe(202);
    const id = now.json().id;
    const runOf = async () =>
      (await operator.get('/api/operations/backups')).json().runs.find((r: { id: string }) => r.id === id);
    await waitUntil(async () => (await runOf()).outcome !== 'running', 60_000, 'the backup finished');
    expect(await runOf()).toMatchObject({ outcome: 'ok', scheduled: false, error: null });
    expect((await fs.readdir(folder)).filter((n) => BACKUP_FILE.test(n))).toHaveLength(2);

    await fs.rm(folder, { recursive: true });
    await fs.writeFile(folder, 'a file where the folder was');
    const failed = await runDueBackup(t.db, t.filesDir, at('2026-03-04T02:00:00Z'));
    expect(failed?.outcome).toBe('failed');
    const runs = (await operator.get('/api/operations/backups')).json().runs;
    expect(runs[0]).toMatchObject({ outcome: 'failed', file: null });
    expect(runs[0].error).toMatch(/EEXIST|ENOTDIR/);
    await fs.rm(folder);
  });
});
