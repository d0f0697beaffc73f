import { type Latency, latencyOf } from './stats.js';

export interface ProcessResult {
  concurrency: number;
  seconds: number;
  /** Operations that succeeded (their latencies are the sample). */
  requests: number;
  rps: number;
  latency: Latency;
  errors: number;
  /** The first failure, to say why. */
  firstError?: string;
}

/** The measured part an operation reports (`{ timedMs }`) when its set-up is not what is judged. */
const timedPart = (answer: unknown): number | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { timedMs?: unknown }).timedMs === 'number'
    ? (answer as { timedMs: number }).timedMs
    : undefined;

/**
 * Drives `op` from `concurrency` async workers in this process, closed loop (each starts its next operation
 * when the previous one ends), for `seconds` or for `amount` operations in all. Latency is each successful
 * operation's own time (or the part it reports as `{ timedMs }`); ops/s = successes / run time. A failure is counted and the worker goes on.
 */
export async function runProcess(
  op: (i: number) => Promise<unknown>,
  opts: { concurrency: number; seconds?: number; amount?: number },
): Promise<ProcessResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const started = performance.now();
  const deadline = opts.seconds === undefined ? Number.POSITIVE_INFINITY : started + opts.seconds * 1000;
  const more = () => performance.now() < deadline && (opts.amount === undefined || next < opts.amount);
  const worker = async () => {
    while (more()) {
      const i = next++;
      const t0 = performance.now();
      try {
        const answer = await op(i);
        latencies.push(timedPart(answer) ?? performance.now() - t0);
      } catch (e) {
        errors++;
        firstError ??= e instanceof Error ? e.message : String(e);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    concurrency: opts.concurrency,
    seconds: Number(seconds.toFixed(2)),
    requests: latencies.length,
    rps: Number((latencies.length / seconds).toFixed(1)),
    latency: latencyOf(latencies),
    errors,
    firstError: firstError?.slice(0, 300),
  };
}
