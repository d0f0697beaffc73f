import fs from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

/** CPU seconds (user + system) of each of the processes `pids` that still runs, from /proc. */
function cpuSeconds(pids: readonly number[]): Map<number, number> {
  const tick = 100; // USER_HZ on Linux
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) / tick);
    } catch {
      // exited
    }
  }
  return out;
}

/** CPU seconds spent since `before` by the processes alive now (a process started since counts from zero). */
const since = (before: Map<number, number>, now: Map<number, number>) =>
  [...now].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

/**
 * The processes of the PostgreSQL cluster behind `pool` when it runs on this machine (the embedded one):
 * its postmaster and every child (backends, WAL writer, checkpointer...). Undefined when /proc cannot tell.
 */
export async function clusterProcesses(pool: pg.Pool): Promise<(() => number[]) | undefined> {
  if (os.platform() !== 'linux') return undefined;
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const backend = rows[0]?.pid;
  const postmaster = backend === undefined ? undefined : parentOf(backend);
  if (!postmaster || !fs.existsSync(`/proc/${backend}`)) return undefined;
  return () => [
    postmaster,
    ...fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .map(Number)
      .filter((p) => parentOf(p) === postmaster),
  ];
}

export interface CpuUse {
  /** CPU milliseconds per operation: the server's code (the app process, or this one for in-process scenarios) and PostgreSQL. */
  appMs: number;
  databaseMs: number;
  /** Operations per second the machine's cores could carry at this cost if nothing else ran. */
  ceiling: number;
}

/**
 * Starts counting the CPU the operations of a run cost: the app's code (another process given by pid, or
 * this process) and the database cluster. `stop(ops)` answers the cost per operation.
 */
export function countCpu(opts: { appPid?: number; database?: () => number[] }) {
  const app0 = opts.appPid === undefined ? process.cpuUsage() : undefined;
  const appPid0 = cpuSeconds(opts.appPid === undefined ? [] : [opts.appPid]);
  const db0 = cpuSeconds(opts.database?.() ?? []);
  return {
    stop(ops: number): CpuUse | undefined {
      if (ops <= 0 || !opts.database) return undefined;
      const app =
        app0 === undefined
          ? since(appPid0, cpuSeconds([opts.appPid as number]))
          : (() => {
              const d = process.cpuUsage(app0);
              return (d.user + d.system) / 1e6;
            })();
      const db = since(db0, cpuSeconds(opts.database()));
      const appMs = (app / ops) * 1000;
      const databaseMs = (db / ops) * 1000;
      return {
        appMs: Number(appMs.toFixed(3)),
        databaseMs: Number(databaseMs.toFixed(3)),
        ceiling: Number(((os.cpus().length * 1000) / (appMs + databaseMs)).toFixed(1)),
      };
    },
  };
}
