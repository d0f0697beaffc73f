import { type Kysely, sql } from 'kysely';

/**
 * An employee's photo (issue 16): the stored image's key (`<tenant>/<uuid>.<ext>` under the files folder),
 * set and cleared by `PUT/DELETE hr/employee/{id}/photo`; the employee's audit trigger logs the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hr_employees add column photo_key text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hr_employees drop column photo_key`.execute(db);
}
