import { createHash, randomBytes } from 'node:crypto';

/** A token lives at most this long, and dies sooner after this much inactivity (the client's 180-minute counter). */
export const TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;
export const TOKEN_IDLE_MS = 180 * 60 * 1000;
/** Last activity is written at most once a minute per token, not on every request. */
export const ACTIVITY_WRITE_EVERY_MS = 60 * 1000;

export function newToken(): { token: string; hash: string } {
  const token = `bb_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
