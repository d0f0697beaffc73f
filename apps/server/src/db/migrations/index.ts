import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';

/** Ordered migrations. A static list (not a folder scan) so it works from sources and compiled output alike. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
