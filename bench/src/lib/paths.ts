import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root (bench/src/lib -> ../../..). */
export const REPO_ROOT = path.resolve(here, '../../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/** Default home of the benchmark database, apart from the app's ./data. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data-bench');
/** A path the user typed: relative to where they ran npm (INIT_CWD), not to the workspace npm switched to. */
export const userPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** The compiled server; BENCH_SERVER_MAIN points the harness at another build (to compare two versions). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN
  ? userPath(process.env.BENCH_SERVER_MAIN)
  : path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const CONTRACTS_DIST = path.join(REPO_ROOT, 'packages/contracts/dist/index.js');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');

/** The embedded cluster lives in `<data dir>/pg`, where the server's own DATA_DIR logic looks for it. */
export const clusterDir = (dataDir: string) => path.join(dataDir, 'pg');
