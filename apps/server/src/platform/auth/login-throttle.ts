import { MESSAGES } from '@bb/contracts';
import { AppError } from '../errors.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per address+username and per address in fixed windows; a success clears the
 * address+username count. Successful sign-ins are never limited, so a shop of cashiers signing in from
 * one address is not blocked. In-memory per process (see docs/decisions.md).
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxPerUser = 10,
    private readonly maxPerAddress = 50,
    private readonly windowMs = 60_000,
  ) {}

  /** Throws 429 when either limit is used up. */
  check(ip: string, username: string): void {
    const now = Date.now();
    if (this.windows.size > 10_000) this.sweep(now);
    if (this.count(`u|${ip}|${username.toLowerCase()}`, now) >= this.maxPerUser) throw this.refusal();
    if (this.count(`a|${ip}`, now) >= this.maxPerAddress) throw this.refusal();
  }

  recordFailure(ip: string, username: string): void {
    const now = Date.now();
    this.bump(`u|${ip}|${username.toLowerCase()}`, now);
    this.bump(`a|${ip}`, now);
  }

  recordSuccess(ip: string, username: string): void {
    this.windows.delete(`u|${ip}|${username.toLowerCase()}`);
  }

  private refusal() {
    return new AppError(429, MESSAGES.tooManyAttempts);
  }

  private count(key: string, now: number): number {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w.count : 0;
  }

  private bump(key: string, now: number): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else w.count++;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
