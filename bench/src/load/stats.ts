/** Nearest-rank percentile of `values` (need not be sorted); NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  samples: number;
}

export function latencyOf(values: readonly number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return {
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    samples: sorted.length,
  };
}

/** Milliseconds to 3 decimals (microseconds), enough for the sub-millisecond database timings. */
export const round = (ms: number, digits = 3) => (Number.isFinite(ms) ? Number(ms.toFixed(digits)) : ms);
