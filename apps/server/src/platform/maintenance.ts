import type { Db } from './db/pool.js';

const KEY = 'maintenance';
const CACHE_MS = 2000;

/**
 * The installation-wide maintenance switch, kept in `system_state` so every app process sees it
 * (within CACHE_MS). Operators flip it with `npm run admin -- maintenance on|off`.
 */
export class MaintenanceSwitch {
  private cached: { on: boolean; at: number } | undefined;

  constructor(private readonly db: Db) {}

  async isOn(): Promise<boolean> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.on;
    const row = await this.db
      .selectFrom('system_state')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    const on = row?.value === true;
    this.cached = { on, at: now };
    return on;
  }

  async set(on: boolean): Promise<void> {
    await this.db
      .insertInto('system_state')
      .values({ key: KEY, value: JSON.stringify(on) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(on) }))
      .execute();
    this.cached = { on, at: Date.now() };
  }
}
