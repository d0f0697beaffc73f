import autocannon from 'autocannon';
import { type Latency, latencyOf } from './stats.js';

export interface HttpRequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path of request number i (numbered from 0 across all connections). */
  path: (i: number) => string;
  /** JSON body of request number i, when the call has one. */
  body?: (i: number) => string;
  headers: Record<string, string>;
  /** Extra headers of request number i (an idempotency key). */
  headersFor?: (i: number) => Record<string, string>;
  /** Whether path/body/headers vary per request (then each request is built on the fly). */
  varies: boolean;
  /**
   * Numbers the requests; shared by every run of the spec (probe, warm-up, measure, one client) so a
   * request number, and what is derived from it like an idempotency key, is never used twice.
   */
  counter: { n: number };
}

export interface HttpResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  latency: Latency;
  /** Non-2xx answers plus socket errors (autocannon counts timeouts among them). */
  errors: number;
  statusCodes: Record<string, number>;
}

/**
 * Drives `spec` with autocannon at a fixed number of connections (closed loop) for `seconds`, or for
 * `amount` requests. Latency percentiles come from every response's own time (microsecond resolution),
 * not from autocannon's whole-millisecond histogram.
 */
export async function runHttp(
  baseUrl: string,
  spec: HttpRequestSpec,
  opts: { connections: number; seconds?: number; amount?: number },
): Promise<HttpResult> {
  const first = spec.body?.(spec.counter.n);
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url: `${baseUrl}${spec.path(0)}`,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? 10 }),
    method: spec.method,
    headers: { ...spec.headers, ...(first !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(first !== undefined ? { body: first } : {}),
    timeout: 120,
    ...(spec.varies
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const i = spec.counter.n++;
                req.path = spec.path(i);
                if (spec.body) req.body = spec.body(i);
                if (spec.headersFor) req.headers = { ...options.headers, ...spec.headersFor(i) };
                return req;
              },
            },
          ],
        }
      : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const seconds = result.duration;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    connections: opts.connections,
    seconds: Number(seconds.toFixed(2)),
    requests: latencies.length,
    rps: Number((latencies.length / seconds).toFixed(1)),
    latency: latencyOf(latencies),
    errors: result.non2xx + result.errors,
    statusCodes,
  };
}
