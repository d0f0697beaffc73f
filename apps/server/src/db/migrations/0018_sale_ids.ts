import { type Kysely, sql } from 'kysely';

/**
 * Sale commit speed (docs/performance.md "Sale commit throughput"): a sale takes its id from the identity's
 * sequence before anything is written, so its header is inserted once, complete, after the stock and the
 * journal entry that refer to it (instead of inserted, then updated with its costs and entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`do $$ begin
    execute format('grant usage on sequence %s to erp_app', pg_get_serial_sequence('sales', 'id'));
  end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
