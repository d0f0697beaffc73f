import { ticketMessages } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { multipart, WEBM } from './support/multipart.js';

const t = useTestApp();
let tenant: TenantFixture;
let other: TenantFixture;
let admin: Client;
/** ticket_list + ticket_create: opens tickets and works on the ones given to them. */
let agent: Client;
let agentId: string;
let helper: Client;
let helperId: string;
/** Holds no ticket ability. */
let clerk: Client;
let clerkId: string;
let stranger: Client;
let orderId: string;

const AGENT = ['ticket_list', 'ticket_create'];

async function notificationsOf(c: Client) {
  const res = await c.get('/api/notification-center?per_page=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    model_type: string;
    model_id: string;
    comment_id: string | null;
    message: { key: string };
  }[];
}

async function ticket(body: Record<string, unknown> = {}, by = admin) {
  const res = await by.post('/api/ticket', { subject: 'Printer jams at the pharmacy', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  tenant = await t.createTenant();
  other = await t.createTenant();
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, name: 'Admin' }));
  const a = await t.createUser(tenant.tenantId, { abilities: AGENT, name: 'Hana' });
  agentId = a.id;
  agent = await t.signIn(a);
  const h = await t.createUser(tenant.tenantId, { abilities: AGENT, name: 'Rebin' });
  helperId = h.id;
  helper = await t.signIn(h);
  const c = await t.createUser(tenant.tenantId, { abilities: ['item_list'], name: 'Clerk' });
  clerkId = c.id;
  clerk = await t.signIn(c);
  stranger = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
  // a supplier row is all a purchase order needs here (no party table type in the test's Database)
  const supplier = (
    await sql<{ id: string }>`insert into suppliers (tenant_id, name)
      values (${tenant.tenantId}, 'Kurdistan Pharma') returning id`.execute(t.db.system)
  ).rows[0]!;
  const order = await t.db.system
    .insertInto('purchase_orders')
    .values({
      tenant_id: tenant.tenantId,
      number: 1,
      invoice_id: 'PO-1',
      date: '2026-01-05',
      supplier_id: supplier.id,
      inventory_id: tenant.inventoryIds[0]!,
      currency_code: 'IQD',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  orderId = order.id;
});

describe('abilities and tenants', () => {
  it('needs ticket_list to read, ticket_create to open, ticket_edit to edit, ticket_delete to delete', async () => {
    expect((await clerk.post('/api/ticket/list', {})).statusCode).toBe(403);
    expect((await clerk.post('/api/ticket', { subject: 'x' })).statusCode).toBe(403);
    const made = await ticket({}, agent);
    expect(made).toMatchObject({ status: 'open', priority: 'normal', created_by: { id: agentId } });
    expect(made.can).toEqual({ edit: false, move: true, delete: false });
    expect((await clerk.get(`/api/ticket/${made.id}`)).statusCode).toBe(403);
    const edit = await agent.request('PUT', `/api/ticket/${made.id}`, { subject: 'Changed' });
    expect(edit.statusCode).toBe(403);
    expect((await agent.request('DELETE', `/api/ticket/${made.id}`)).statusCode).toBe(403);
    const list = (await agent.post('/api/ticket/list', { search: 'Printer' })).json();
    expect(list.data.map((r: { id: string }) => r.id)).toContain(made.id);
  });

  it("hides another tenant's tickets: 404 on read, change and delete, absent from lists", async () => {
    const made = await ticket();
    expect((await stranger.get(`/api/ticket/${made.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.request('PUT', `/api/ticket/${made.id}/status`, { status: 'in_progress' })).statusCode,
    ).toBe(404);
    expect((await stranger.request('DELETE', `/api/ticket/${made.id}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/ticket/list', {})).json().total).toBe(0);
    expect(
      (await stranger.post('/api/comment', { model_name: 'ticket', model_id: made.id, description: 'hi' }))
        .statusCode,
    ).toBe(404);
    // their users cannot be given our tickets either
    const theirs = await t.createUser(other.tenantId, { superuser: true });
    const res = await admin.request('PUT', `/api/ticket/${made.id}/assign`, { assignee_id: theirs.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.assignee_id).toEqual([ticketMessages.assignee]);
  });
});

describe('bad input', () => {
  it('answers 422 naming the field and stores nothing', async () => {
    const before = (await admin.post('/api/ticket/list', {})).json().total;
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '' }, 'subject'],
      [{ subject: 'a\u0000b' }, 'subject'],
      [{ subject: 'x'.repeat(191) }, 'subject'],
      [{ subject: 'ok', priority: 'whenever' }, 'priority'],
      [{ subject: 'ok', related_type: 'sale' }, 'related_number'],
      [{ subject: 'ok', related_number: 'PO-1' }, 'related_type'],
      [{ subject: 'ok', related_type: 'purchase_order', related_number: 'x'.repeat(51) }, 'related_number'],
      [{ subject: 'ok', related_id: orderId }, 'related_type'],
      [{ subject: 'ok', related_type: 'spaceship', related_id: '1' }, 'related_type'],
      [{ subject: 'ok', related_type: 'purchase_order', related_id: '99999999999' }, 'related_id'],
      [{ subject: 'ok', assignee_id: clerkId }, 'assignee_id'],
      [{ subject: 'ok', assignee_id: '1e20' }, 'assignee_id'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/ticket', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const made = await ticket();
    expect((await admin.request('PUT', `/api/ticket/${made.id}/status`, { status: 'done' })).statusCode).toBe(
      422,
    );
    expect((await admin.get('/api/ticket/abc')).statusCode).toBe(422);
    expect((await admin.post('/api/ticket/list', {})).json().total).toBe(before + 1);
  });
});

describe('related record', () => {
  it('links a document by its type and id and shows its number', async () => {
    const made = await ticket({ related_type: 'purchase_order', related_id: orderId });
    expect(made.related).toEqual({ type: 'purchase_order', id: orderId, invoice_id: 'PO-1', exists: true });
    // a document of the same id but another type is not it
    const wrong = await admin.post('/api/ticket', {
      subject: 'x',
      related_type: 'purchase_return',
      related_id: orderId,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.related_id).toEqual([ticketMessages.related]);
  });

  it('links a document by the number users know it by, in any case, of its own type and tenant only', async () => {
    const made = await ticket({ related_type: 'purchase_order', related_number: ' po-1 ' });
    expect(made.related).toEqual({ type: 'purchase_order', id: orderId, invoice_id: 'PO-1', exists: true });
    const before = (await admin.post('/api/ticket/list', {})).json().total;
    for (const [type, number] of [
      ['purchase_order', 'PO-999'],
      ['purchase_return', 'PO-1'],
    ]) {
      const res = await admin.post('/api/ticket', {
        subject: 'x',
        related_type: type,
        related_number: number,
      });
      expect(res.statusCode, number).toBe(422);
      expect(res.json().errors.related_number).toEqual([ticketMessages.relatedNumber]);
    }
    const other = await t.createTenant();
    const stranger = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    const theirs = await stranger.post('/api/ticket', {
      subject: 'x',
      related_type: 'purchase_order',
      related_number: 'PO-1',
    });
    expect(theirs.statusCode).toBe(422);
    expect((await admin.post('/api/ticket/list', {})).json().total).toBe(before);
    // editing keeps the document by its id, or moves it to the one a new number names
    const kept = await admin.request('PUT', `/api/ticket/${made.id}`, {
      subject: 'renamed',
      related_type: 'purchase_order',
      related_id: orderId,
      related_number: 'PO-1',
    });
    expect(kept.json().related.id).toBe(orderId);
  });
});

describe('status flow', () => {
  it('moves open -> in progress -> resolved -> closed and reopens; refuses the rest with the rule', async () => {
    const made = await ticket({ assignee_id: agentId });
    const move = (to: string, by = agent) =>
      by.request('PUT', `/api/ticket/${made.id}/status`, { status: to });
    expect((await move('in_progress')).json().status).toBe('in_progress');
    const skip = await move('closed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(ticketMessages.transition('in_progress', 'closed'));
    const resolved = (await move('resolved')).json();
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolved_at).not.toBeNull();
    const closed = (await move('closed')).json();
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed.closed_at).not.toBeNull();
    expect((await move('resolved')).statusCode).toBe(409);
    const reopened = (await move('open')).json();
    expect(reopened).toMatchObject({ status: 'open', resolved_at: null, closed_at: null });
    expect((await move('open')).statusCode).toBe(409);
  });

  it('lets only the assignee, the creator or ticket_edit move or hand on a ticket', async () => {
    const made = await ticket({ assignee_id: agentId });
    const res = await helper.request('PUT', `/api/ticket/${made.id}/status`, { status: 'in_progress' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ticketMessages.notYours);
    expect(
      (await helper.request('PUT', `/api/ticket/${made.id}/assign`, { assignee_id: helperId })).statusCode,
    ).toBe(403);
    // the assignee hands it on; the new assignee may now move it
    const handed = await agent.request('PUT', `/api/ticket/${made.id}/assign`, { assignee_id: helperId });
    expect(handed.json().assignee).toEqual({ id: helperId, name: 'Rebin' });
    const moved = await helper.request('PUT', `/api/ticket/${made.id}/status`, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('comments, files and notifications', () => {
  it('tells the assignee of a new ticket, and every participant of a comment with the comment to jump to', async () => {
    const made = await ticket({ assignee_id: agentId });
    const assigned = (await notificationsOf(agent)).find((n) => n.model_id === made.id);
    expect(assigned).toMatchObject({ model_type: 'ticket', message: { key: 'ticket.assigned' } });

    // the helper takes part by commenting; then the admin comments
    const first = await helper.post('/api/comment', {
      model_name: 'ticket',
      model_id: made.id,
      description: 'Same here',
    });
    expect(first.statusCode, first.body).toBe(201);
    const res = await admin.post('/api/comment', {
      model_name: 'ticket',
      model_id: made.id,
      description: 'New toner ordered',
    });
    const commentId = res.json().id;
    for (const c of [agent, helper]) {
      const n = (await notificationsOf(c)).find(
        (x) => x.model_id === made.id && x.message?.key === 'ticket.commented' && x.comment_id === commentId,
      );
      expect(n).toBeDefined();
    }
    // the author is never told of their own comment; a non-participant is not told at all
    expect((await notificationsOf(admin)).some((n) => n.comment_id === commentId)).toBe(false);
    expect((await notificationsOf(clerk)).some((n) => n.model_id === made.id)).toBe(false);

    const shown = (await agent.get(`/api/ticket/${made.id}`)).json();
    expect(shown.participants.map((p: { name: string }) => p.name).sort()).toEqual([
      'Admin',
      'Hana',
      'Rebin',
    ]);

    // status changes reach the participants too
    await agent.request('PUT', `/api/ticket/${made.id}/status`, { status: 'resolved' });
    expect((await notificationsOf(admin)).some((n) => n.message?.key === 'ticket.resolved')).toBe(true);
  });

  it("keeps a comment's voice note and files on the comment; only a ticket's comments take them", async () => {
    const made = await ticket({ assignee_id: agentId });
    const comment = (
      await agent.post('/api/comment', { model_name: 'ticket', model_id: made.id, description: 'Listen' })
    ).json();
    const { payload, headers } = multipart([
      { name: 'model_id', value: comment.id },
      { name: 'type', value: 'ticket_comment' },
      { name: 'audio_file', file: { filename: 'voice-note.webm', content: WEBM } },
    ]);
    const voice = await agent.request('POST', '/api/attachment/store-audio', undefined, { payload, headers });
    expect(voice.statusCode, voice.body).toBe(201);
    const files = (await helper.get(`/api/attachment?model_id=${comment.id}&type=ticket_comment`)).json()
      .data;
    expect(files).toEqual([expect.objectContaining({ kind: 'audio', mime: 'audio/webm' })]);
    expect((await clerk.get(`/api/attachment?model_id=${comment.id}&type=ticket_comment`)).statusCode).toBe(
      403,
    );
    // an item's comment is not a ticket comment
    const item = await t.db.system
      .insertInto('items')
      .values({ tenant_id: tenant.tenantId, name: 'Toner', barcode: 'TONER-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const itemComment = (
      await admin.post('/api/comment', { model_name: 'item', model_id: item.id, description: 'x' })
    ).json();
    expect(
      (await agent.get(`/api/attachment?model_id=${itemComment.id}&type=ticket_comment`)).statusCode,
    ).toBe(404);

    // deleting the ticket takes its comments and their files
    expect((await admin.request('DELETE', `/api/ticket/${made.id}`)).statusCode).toBe(200);
    const left = await t.db.system
      .selectFrom('attachments')
      .select('id')
      .where('model_type', '=', 'ticket_comment')
      .where('model_id', '=', comment.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('lists the users a ticket can go to: active holders of ticket_list and superusers', async () => {
    const names = (await agent.get('/api/ticket-assignees')).json().data.map((u: { name: string }) => u.name);
    expect(names).toEqual(expect.arrayContaining(['Admin', 'Hana', 'Rebin']));
    expect(names).not.toContain('Clerk');
    expect((await clerk.get('/api/ticket-assignees')).statusCode).toBe(403);
  });
});

describe('has-ticket-api-connection', () => {
  it('answers false until a ticket link is configured and switched on', async () => {
    expect((await agent.get('/api/has-ticket-api-connection')).json().data).toBe(false);
    await t.db.system
      .insertInto('api_connections')
      .values({ tenant_id: tenant.tenantId, kind: 'ticket', name: 'Helpdesk' } as never)
      .execute();
    expect((await agent.get('/api/has-ticket-api-connection')).json().data).toBe(true);
    expect((await stranger.get('/api/has-ticket-api-connection')).json().data).toBe(false);
  });
});
