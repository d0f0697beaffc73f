import { isIPv6 } from 'node:net';
import { MESSAGES } from '@bb/contracts';
import { AppError } from '../errors.js';

const MAX_KEYS = 100_000;

interface Window {
  count: number;
  resetAt: number;
}

export interface ThrottleLimits {
  /** Failures of one username from one address. */
  perAddressAndUser: number;
  /** Failures from one address, any username. */
  perAddress: number;
  /** Failures of one username from any address; past it only addresses with no failure for it may try. */
  perUser: number;
  windowMs: number;
}

export const LOGIN_LIMITS_DEFAULT: ThrottleLimits = {
  perAddressAndUser: 10,
  perAddress: 50,
  perUser: 20,
  windowMs: 15 * 60_000,
};

/**
 * The throttled identity of an address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, the block one
 * subscriber gets, so stepping through one's own addresses does not earn new attempts.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts failed sign-ins in fixed windows (see docs/decisions.md "Sign-in throttling per address and per
 * username"):
 * - per address and username: a guesser from one address gets `perAddressAndUser` tries;
 * - per address: one address cannot walk through many usernames;
 * - per username from any address: once a username has `perUser` failures, an address that has failed for it
 *   is refused, but an address that has not (the real user at the shop) still signs in with the right
 *   password. A guesser with many addresses gets one try per address, not `perAddressAndUser`.
 * Successful sign-ins are not counted and clear only their own address+username count. In memory per process,
 * bounded: past `MAX_KEYS` the oldest windows are dropped.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limits: ThrottleLimits = LOGIN_LIMITS_DEFAULT) {}

  /** Throws 429 when a limit is used up for this address and username. */
  check(ip: string, username: string): void {
    const now = Date.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const k = this.keys(ip, username);
    const pair = this.count(k.pair, now);
    if (pair >= this.limits.perAddressAndUser) throw this.refusal();
    if (this.count(k.address, now) >= this.limits.perAddress) throw this.refusal();
    if (pair > 0 && this.count(k.user, now) >= this.limits.perUser) throw this.refusal();
  }

  recordFailure(ip: string, username: string): void {
    const now = Date.now();
    const k = this.keys(ip, username);
    this.bump(k.pair, now);
    this.bump(k.address, now);
    this.bump(k.user, now);
  }

  recordSuccess(ip: string, username: string): void {
    this.windows.delete(this.keys(ip, username).pair);
  }

  private keys(ip: string, username: string) {
    const address = addressKey(ip);
    const user = username.toLowerCase();
    return { pair: `p|${address}|${user}`, address: `a|${address}`, user: `u|${user}` };
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
    if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.limits.windowMs });
    else w.count++;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    // a flood of addresses must not grow memory without end: drop the oldest (insertion order)
    for (const k of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS) break;
      this.windows.delete(k);
    }
  }
}
