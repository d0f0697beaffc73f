import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { holdersOf } from '../notifications/writer.js';

/** Active users who may open tickets (ticket_list through a role, or superusers): who a ticket can go to. */
export async function assignees(tx: TenantTx): Promise<{ id: string; name: string }[]> {
  return tx
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.status', '=', 1)
    .where((eb) => eb.or([eb('u.is_superuser', '=', true), eb('u.id', 'in', holdersOf(tx, 'ticket_list'))]))
    .orderBy('u.name')
    .execute();
}

export async function isAssignable(tx: TenantTx, userId: string): Promise<boolean> {
  const r = await tx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('u.status', '=', 1)
    .where((eb) => eb.or([eb('u.is_superuser', '=', true), eb('u.id', 'in', holdersOf(tx, 'ticket_list'))]))
    .executeTakeFirst();
  return r !== undefined;
}

/** Everyone taking part in a ticket: its creator, its assignee and whoever commented on it. */
export async function participants(tx: TenantTx, ticketId: string): Promise<{ id: string; name: string }[]> {
  const r = await sql<{ id: string; name: string }>`
    select u.id, u.name from users u
    where u.id in (
      select t.created_by from tickets t where t.id = ${ticketId} and t.created_by is not null
      union select t.assignee_id from tickets t where t.id = ${ticketId} and t.assignee_id is not null
      union select c.user_id from comments c
        where c.model_name = 'ticket' and c.model_id = ${ticketId} and c.user_id is not null)
    order by u.name, u.id`.execute(tx);
  return r.rows;
}
