import { ticketEndpoints as e, TICKET_COMMENT_MODEL, TICKET_MODEL, TICKET_TABLE } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import { notifyTicket } from './notify.js';
import { assignees } from './people.js';
import { getTicket, ticketRow, ticketsTable } from './queries.js';
import { assignTicket, createTicket, deleteTicket, moveTicket, updateTicket } from './service.js';

const WORK = ['ticket_list', 'ticket_create', 'ticket_edit'];

/** Tickets: the list, one ticket, its changes; comments and files through the comments and attachments modules. */
export async function ticketRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;

  // comments on a ticket (POST comment, model_name 'ticket') tell its participants, naming the comment
  registerModel(TICKET_MODEL, {
    table: 'tickets',
    view: WORK,
    edit: WORK,
    async onComment(tx, auth, modelId, commentId) {
      const row = await ticketRow(tx, modelId);
      await notifyTicket(tx, auth, row, 'ticket.commented', undefined, commentId);
    },
  });
  // a comment's attachments and voice notes hang off the comment; only comments of tickets qualify
  registerModel(TICKET_COMMENT_MODEL, {
    table: 'comments',
    view: WORK,
    edit: WORK,
    exists: async (tx, id) =>
      (await sql`select 1 from comments where id = ${id} and model_name = ${TICKET_MODEL}`.execute(tx)).rows
        .length > 0,
  });

  registerTable(app, TICKET_TABLE, ticketsTable, { title: 'Tickets' });
  handle(app, e.get, (req) => tenantTx(db, req, (tx) => getTicket(tx, authOf(req), req.params.id)));
  handle(app, e.create, (req) => tenantTx(db, req, (tx) => createTicket(tx, authOf(req), req.body)));
  handle(app, e.update, (req) =>
    tenantTx(db, req, (tx) => updateTicket(tx, authOf(req), req.params.id, req.body)),
  );
  handle(app, e.status, (req) =>
    tenantTx(db, req, (tx) => moveTicket(tx, authOf(req), req.params.id, req.body.status)),
  );
  handle(app, e.assign, (req) =>
    tenantTx(db, req, (tx) => assignTicket(tx, authOf(req), req.params.id, req.body.assignee_id)),
  );
  handle(app, e.delete, (req) =>
    tenantTx(db, req, async (tx) => {
      const gone = await deleteTicket(tx, req.params.id);
      tx.afterCommit(() => Promise.all(gone.files.map((f) => files.remove(f))).then(() => undefined));
      return { id: gone.id };
    }),
  );
  handle(app, e.assignees, (req) => tenantTx(db, req, async (tx) => ({ data: await assignees(tx) })));
}
