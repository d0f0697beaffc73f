import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { RestoreRefused } from '../platform/backup/restore.js';
import { createTenant, createUserCli, resetPasswordCli } from './accounts.js';
import { runBackup, runMigrate, runRestore, setMaintenance } from './commands.js';
import { CliError, openTarget } from './target.js';

export const HELP = `BranchBook administration

usage: npm run admin -- <command> [options]

  backup [--out FILE]          online backup of the whole database and the uploaded files to one archive
                               (default DATA_DIR/backups/branchbook-<time>.tar.gz)
  restore FILE [--force]       restore a backup into an empty database and files folder; --force replaces
                               what is there. The server must be stopped (embedded database).
  tenant create --name NAME --currency CODE --admin USERNAME [--password PASSWORD]
                               a new company with its base currency (ISO code) and its superuser
  user create --tenant ID|NAME --username USERNAME [--name NAME] [--password PASSWORD]
              [--superuser] [--role ROLE]...
                               a user of a company (roles by name or id, repeatable)
  user reset-password USERNAME [--password PASSWORD]
                               a new password; the user's open sessions end
  migrate status | migrate run the schema migrations: list applied and pending, or apply the pending ones
  maintenance on | off         every API call but /api/health answers 503 while on (all app processes)

Without --password a strong password is generated and printed once.
The database is the server's: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default ./data), used
while the server runs or started for the command. Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
`;

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        out: { type: 'string' },
        force: { type: 'boolean' },
        name: { type: 'string' },
        currency: { type: 'string' },
        admin: { type: 'string' },
        password: { type: 'string' },
        tenant: { type: 'string' },
        username: { type: 'string' },
        superuser: { type: 'boolean' },
        role: { type: 'string', multiple: true },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function need<T>(value: T | undefined, flag: string): T {
  if (value === undefined || value === '') throw new UsageError(`${flag} is required`);
  return value;
}

const say = (text: string) => process.stdout.write(`${text}\n`);

async function run(argv: string[]): Promise<void> {
  const { values: o, positionals: p } = parse(argv);
  const [command, sub, arg] = p;
  if (o.help || command === undefined || command === 'help') {
    say(HELP);
    return;
  }
  const config = loadConfig();
  const key = sub === undefined ? command : `${command} ${sub}`;
  const known = [
    'backup',
    'restore',
    'tenant create',
    'user create',
    'user reset-password',
    'migrate status',
    'migrate run',
    'maintenance on',
    'maintenance off',
  ];
  const matched = known.find((k) => key === k || (k.split(' ').length === 1 && command === k));
  if (!matched) throw new UsageError(`unknown command "${p.join(' ')}"`);
  const target = await openTarget(config, { exclusive: matched === 'restore' });
  try {
    const db = target.db.system;
    switch (matched) {
      case 'backup': {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const out = path.resolve(o.out ?? path.join(config.dataDir, 'backups', `branchbook-${stamp}.tar.gz`));
        const m = await runBackup(target, out);
        const rows = m.tables.reduce((s, t) => s + t.rows, 0);
        say(`backup written to ${out}: ${rows} rows in ${m.tables.length} tables, ${m.files.count} files`);
        break;
      }
      case 'restore': {
        const file = path.resolve(need(sub, 'the backup FILE'));
        const m = await runRestore(target, file, o.force === true);
        const rows = m.tables.reduce((s, t) => s + t.rows, 0);
        say(
          `restored ${rows} rows in ${m.tables.length} tables and ${m.files.count} files from ${file} into ${target.where}`,
        );
        say('start BranchBook as usual: it applies any newer migrations itself.');
        break;
      }
      case 'tenant create': {
        const r = await createTenant(db, {
          name: need(o.name, '--name'),
          currency: need(o.currency, '--currency'),
          admin: need(o.admin, '--admin'),
          password: o.password,
        });
        say(`company ${r.tenantId} "${o.name}" created; its superuser is "${o.admin}"`);
        if (r.generated) say(`password (shown once): ${r.password}`);
        break;
      }
      case 'user create': {
        const r = await createUserCli(db, {
          tenant: need(o.tenant, '--tenant'),
          username: need(o.username, '--username'),
          name: o.name,
          password: o.password,
          superuser: o.superuser,
          roles: o.role,
        });
        say(`user ${r.userId} "${o.username}" created in company ${r.tenantId}`);
        if (r.generated) say(`password (shown once): ${r.password}`);
        break;
      }
      case 'user reset-password': {
        const username = need(arg ?? o.username, 'USERNAME');
        const r = await resetPasswordCli(db, { username, password: o.password });
        say(`password of "${username}" changed; their open sessions are ended`);
        if (r.generated) say(`new password (shown once): ${r.password}`);
        break;
      }
      case 'migrate status':
      case 'migrate run':
        await runMigrate(db, matched === 'migrate run', say);
        break;
      case 'maintenance on':
      case 'maintenance off':
        await setMaintenance(db, matched === 'maintenance on');
        say(`maintenance ${matched === 'maintenance on' ? 'on' : 'off'}`);
        break;
    }
  } finally {
    await target.close();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (e: unknown) => {
    if (e instanceof UsageError) {
      process.stderr.write(`error: ${e.message}\n\nrun "npm run admin -- --help" for the commands\n`);
      process.exit(2);
    }
    // refusals and PostgreSQL's own errors (they carry a SQLSTATE) are told in words, anything else with its stack
    const known =
      e instanceof CliError ||
      e instanceof RestoreRefused ||
      e instanceof ConfigError ||
      typeof (e as { code?: unknown })?.code === 'string';
    process.stderr.write(`error: ${known ? (e as Error).message : ((e as Error).stack ?? String(e))}\n`);
    process.exit(1);
  },
);
