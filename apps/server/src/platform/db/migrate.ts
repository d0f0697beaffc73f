import { Migrator } from 'kysely';
import { migrations } from '../../db/migrations/index.js';
import type { Db } from './pool.js';

/** Applies every pending migration in order, each in its own transaction; throws on the first failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
