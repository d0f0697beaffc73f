import path from 'node:path';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres } from './platform/db/embedded.js';
import { createDb } from './platform/db/pool.js';
import { MaintenanceSwitch } from './platform/maintenance.js';

/**
 * `npm run maintenance -w apps/server -- on|off`: flips the installation-wide maintenance switch.
 * Every app process answers 503 (health excepted) within two seconds of `on`.
 * With the embedded database the server must be stopped first (the cluster has one owner process).
 */
const arg = process.argv[2];
if (arg !== 'on' && arg !== 'off') {
  process.stderr.write('usage: maintenance on|off\n');
  process.exit(2);
}
const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), { quiet: true });
const db = createDb(config.databaseUrl ?? embedded!.url);
await new MaintenanceSwitch(db.system).set(arg === 'on');
await db.close();
await embedded?.stop();
process.stdout.write(`maintenance ${arg}\n`);
