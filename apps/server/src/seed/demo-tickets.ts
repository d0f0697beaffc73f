import { ticketInput } from '@bb/contracts';
import { sql } from 'kysely';
import { notifyTicket } from '../modules/tickets/notify.js';
import { ticketRow } from '../modules/tickets/queries.js';
import { createTicket, moveTicket } from '../modules/tickets/service.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/**
 * The demo's ticket (issue 23): the shop's employee asks for vitamin C, about the transfer still waiting
 * for approval, assigned to the administrator, who takes it (in progress) and answers in a comment. Through
 * the tickets module's own rules, so the people taking part are told.
 */
export async function seedDemoTickets(db: Db, tenantId: string, adminId: string): Promise<void> {
  const admin = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const employee = (await sql<{ id: string }>`select id from users where username = 'employee'`.execute(tx))
      .rows[0]!.id;
    const transfer = (
      await sql<{ id: string }>`select id from item_transfers where status = 1 order by id limit 1`.execute(
        tx,
      )
    ).rows[0]?.id;
    const ticket = await createTicket(
      tx,
      { ...admin, userId: employee, username: 'employee', name: 'Hana Employee', isSuperuser: false },
      ticketInput.parse({
        subject: 'Vitamin C shelf is empty at the shop',
        description: 'Customers asked for vitamin C 1000 mg twice today. Is the transfer on its way?',
        priority: 'high',
        assignee_id: adminId,
        related_type: transfer ? 'item_transfer' : null,
        related_id: transfer ?? null,
      }),
    );
    await moveTicket(tx, admin, ticket.id, 'in_progress');
    const comment = (
      await sql<{ id: string }>`insert into comments (tenant_id, model_name, model_id, description, user_id)
        values (${tenantId}, 'ticket', ${ticket.id}, ${'Six boxes left the pharmacy this morning. Approve the transfer when they arrive.'}, ${adminId})
        returning id`.execute(tx)
    ).rows[0]!.id;
    await notifyTicket(tx, admin, await ticketRow(tx, ticket.id), 'ticket.commented', undefined, comment);
  });
}
