import { NOTIFICATION_MESSAGES, renderNotificationEnglish } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/writer.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let adminUser: UserFixture;
let watcher: UserFixture;
let watcherClient: Client;
let customerId: string;

const stored = async (userId: string) =>
  (
    await sql<{ title: string; description: string; message: unknown }>`
      select title, description, message from notifications where user_id = ${userId} order by id`.execute(
      t.db.system,
    )
  ).rows;

beforeAll(async () => {
  tenant = await t.createTenant();
  // a name with markup: it must stay text everywhere
  adminUser = await t.createUser(tenant.tenantId, {
    superuser: true,
    name: 'Shilan <i>x</i>',
    inventories: tenant.inventoryIds,
  });
  admin = await t.signIn(adminUser);
  watcher = await t.createUser(tenant.tenantId, { abilities: ['customer_debt_list'], name: 'Watcher' });
  watcherClient = await t.signIn(watcher);
  const customer = await admin.post('/api/customer', {
    name: 'Debtor',
    inventory_id: tenant.inventoryIds[0],
    phone: '0770',
  });
  expect(customer.statusCode, customer.body).toBe(201);
  customerId = customer.json().id;
});

describe('notification messages', () => {
  it('a document notification stores its key and parameters, and the English text rendered from them', async () => {
    const debt = await admin.post('/api/customer/debt', {
      date: '2026-03-05',
      amount: '25000',
      currency_code: 'IQD',
      category_id: customerId,
    });
    expect(debt.statusCode, debt.body).toBe(201);
    const invoice = debt.json().invoice_id as string;

    const rows = await stored(watcher.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toEqual({
      key: 'document.created',
      params: {
        document: 'customer_debt',
        invoice,
        amount: '25000',
        currency: 'IQD',
        actor: 'Shilan <i>x</i>',
      },
    });
    // English for API clients and old readers: the actor's markup escaped, in bold
    expect(rows[0]!.title).toBe(`customer debt ${invoice}`);
    expect(rows[0]!.description).toBe(`<b>Shilan &#60;i&#62;x&#60;/i&#62;</b> added ${invoice}: 25000 IQD`);

    // the notification centre carries the message with the text
    const list = (await watcherClient.get('/api/notification-center')).json();
    expect(list.data[0]).toMatchObject({
      title: `customer debt ${invoice}`,
      message: { key: 'document.created', params: { invoice, actor: 'Shilan <i>x</i>' } },
    });
  });

  it('role messages keep the English text existing readers know', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['item_list'] });
    const role = (await admin.post('/api/roles', { name: 'Stock & co', abilities: ['product_list'] })).json();
    const give = await admin.request('PUT', `/api/roles/${role.id}/give`, { user_ids: [u.id] });
    expect(give.statusCode, give.body).toBe(200);
    const rows = await stored(u.id);
    expect(rows).toEqual([
      {
        title: 'Your roles were changed',
        description: 'You were given the role <b>Stock &#38; co</b>.',
        message: { key: 'role.given', params: { role: 'Stock & co' } },
      },
    ]);
  });

  it('lines render one per line; a notification without a message keeps its text and a null message', async () => {
    const target = await t.createUser(tenant.tenantId, { abilities: ['item_list'] });
    const published: { event: string; payload: Record<string, unknown> }[] = [];
    await withTenant(
      t.db.system,
      {
        tenantId: tenant.tenantId,
        userId: adminUser.id,
        publisher: {
          publish: (_c: string, event: string, payload: unknown) =>
            published.push({ event, payload: payload as Record<string, unknown> }),
        },
      },
      async (tx) => {
        await notify(tx, {
          userIds: [target.id],
          type: 'notify.create',
          message: {
            key: 'stock.low_quantity',
            params: { count: '3' },
            lines: [
              { key: 'stock.low_quantity_branch', params: { branch: 'Main <b>', count: '2' } },
              { key: 'stock.low_quantity_branch', params: { branch: 'Shop', count: '1' } },
            ],
          },
        });
        await notify(tx, {
          userIds: [target.id],
          type: 'notify.edit',
          title: 'Plain',
          description: 'As <b>is</b>',
        });
      },
    );
    const rows = await stored(target.id);
    expect(rows[0]).toEqual({
      title: 'Low quantity: 3 item(s) under their minimum',
      description: '<b>Main &#60;b&#62;</b>: 2 item(s)<br><b>Shop</b>: 1 item(s)',
      message: {
        key: 'stock.low_quantity',
        params: { count: '3' },
        lines: [
          { key: 'stock.low_quantity_branch', params: { branch: 'Main <b>', count: '2' } },
          { key: 'stock.low_quantity_branch', params: { branch: 'Shop', count: '1' } },
        ],
      },
    });
    expect(rows[1]).toEqual({ title: 'Plain', description: 'As <b>is</b>', message: null });

    // the real-time push carries the message too
    expect(published.map((p) => p.event)).toEqual(['NotificationEvent', 'NotificationEvent']);
    expect(published[0]!.payload).toMatchObject({
      title: 'Low quantity: 3 item(s) under their minimum',
      message: { key: 'stock.low_quantity', params: { count: '3' } },
      causer: { id: adminUser.id },
    });
    expect(published[1]!.payload.message).toBeNull();
  });

  it('every message key renders an English title', () => {
    for (const [key, def] of Object.entries(NOTIFICATION_MESSAGES)) {
      const params = Object.fromEntries(def.params.map((p) => [p, `<${p}>`]));
      const text = renderNotificationEnglish({ key, params } as never);
      expect(text.title.trim(), key).not.toBe('');
      expect(text.description, key).not.toMatch(/\{\{|<(?!\/?b>|br>)/);
    }
  });
});
