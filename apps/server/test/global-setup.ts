import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { createDb } from '../src/platform/db/pool.js';

export const TEMPLATE_DB = 'bb_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** Starts one embedded PostgreSQL for the run and migrates the template database the test files clone. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bb-test-pg-'));
  await fs.chmod(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, 'data'), { quiet: true });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = server.url.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  const db = createDb(templateUrl, { max: 1 });
  await migrateToLatest(db.system);
  await db.close();
  project.provide('pgUrl', server.url);
  return async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
