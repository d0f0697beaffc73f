import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (`10.0.0.1`, `::1`), a CIDR (`10.0.0.0/8`, `fd00::/8`) or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e !== ''),
  )
  .refine((list) => list.every(isProxyEntry), {
    message: `must be comma-separated addresses or CIDRs of your proxies (or ${PROXY_RANGE_NAMES.join(', ')})`,
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  REPLICA_MAX_LAG_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0, 'must be 0 or more')
    .max(86_400, 'must be at most 86400')
    .default(30),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.@-]{3,100}$/, 'must be 3-100 letters, digits or _ . @ -')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  SEED_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: trustProxy.optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A hot standby of the primary for report and export reads (DATABASE_REPLICA_URL). */
  replicaUrl: string | undefined;
  /** Reads go back to the primary when the replica is further behind than this. */
  replicaMaxLagSeconds: number;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses, CIDRs or proxy-addr range names); empty: none, the
   * client's address is the connection's.
   */
  trustProxy: string[];
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got "${env[String(i.path[0])]}")`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    replicaUrl: e.DATABASE_REPLICA_URL,
    replicaMaxLagSeconds: e.REPLICA_MAX_LAG_SECONDS,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? [],
  };
}
