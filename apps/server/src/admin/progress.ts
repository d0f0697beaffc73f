import type { Progress } from '../platform/backup/dump.js';

const WIDTH = 30;

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

/**
 * A progress bar on stderr: redrawn in place on a terminal (at most ten times a second), one line per tenth
 * of the work when stderr is a file or a pipe, so logs stay short.
 */
export function progressBar(out: NodeJS.WriteStream = process.stderr): Progress & { end(): void } {
  let last = 0;
  let lastTenth = -1;
  let drawn = false;
  let lastPhase = '';
  const bar: Progress = (phase, done, total, label) => {
    if (phase !== lastPhase && drawn) out.write('\n');
    lastPhase = phase;
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const amount = phase === 'files' ? `${size(done)} / ${size(total)}` : `${done} / ${total} rows`;
    const line = `${phase.padEnd(8)} [${'#'.repeat(Math.round(ratio * WIDTH)).padEnd(WIDTH, '.')}] ${String(Math.floor(ratio * 100)).padStart(3)}%  ${amount}  ${label}`;
    if (out.isTTY) {
      const now = Date.now();
      if (now - last < 100 && ratio < 1) return;
      last = now;
      out.write(`\r${line.slice(0, (out.columns ?? 120) - 1).padEnd((out.columns ?? 120) - 1)}`);
      drawn = true;
    } else {
      const tenth = Math.floor(ratio * 10) + (phase === 'files' ? 100 : 0);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      out.write(`${line}\n`);
    }
  };
  return Object.assign(bar, {
    end() {
      if (drawn) out.write('\n');
      drawn = false;
    },
  });
}
