import { type Kysely, sql } from 'kysely';

/**
 * A notification's message key and parameters (packages/contracts notifications.ts), so the web shows it
 * in the reader's language. Rows written before have none and keep showing their stored English text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column message jsonb null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop column message`.execute(db);
}
