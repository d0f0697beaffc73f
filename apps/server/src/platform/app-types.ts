import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/pool.js';
import type { ReadRouter } from './db/replica.js';
import type { FileStore } from './files/storage.js';
import type { MaintenanceSwitch } from './maintenance.js';
import type { Realtime } from './realtime.js';

export interface AppDeps {
  db: DbHandle;
  maintenance: MaintenanceSwitch;
  realtime: Realtime;
  files: FileStore;
  /** Where report and export reads run: the read replica when healthy, else the primary. */
  reads: ReadRouter;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The Fastify instance with zod schemas as its type provider: what every module's routes receive. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
