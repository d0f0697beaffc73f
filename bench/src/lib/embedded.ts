import { type EmbeddedServer, startEmbeddedPostgres } from '../../../apps/server/src/platform/db/embedded.js';

/** The bench starts its clusters exactly as the server does. */
export function startClusterAt(dir: string): Promise<EmbeddedServer> {
  return startEmbeddedPostgres(dir, { quiet: true });
}
