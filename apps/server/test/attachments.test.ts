import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertNotAudited } from '../src/modules/audit/guard.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { registerModel } from '../src/platform/models.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { JPEG, multipart, type Part, PDF, PNG, WEBM } from './support/multipart.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let itemId: string;

const upload = (c: Client, parts: Part[], url = '/api/attachment') => {
  const { payload, headers } = multipart(parts);
  return c.request('POST', url, undefined, { payload, headers });
};
const itemParts = (files: Part[], id = itemId): Part[] => [
  { name: 'model_id', value: id },
  { name: 'type', value: 'Item' },
  ...files,
];
const filesOnDisk = async () =>
  (await fs.readdir(path.join(t.filesDir, tenant.tenantId)).catch(() => [])).filter(
    (f) => !f.endsWith('.part'),
  );

beforeAll(async () => {
  tenant = await t.createTenant();
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, name: 'Admin' }));
  const item = await t.db.system
    .insertInto('items')
    .values({ tenant_id: tenant.tenantId, name: 'Paracetamol', barcode: '111' })
    .returning('id')
    .executeTakeFirstOrThrow();
  itemId = item.id;
});

describe('attachments', () => {
  it('stores pdf, jpg and png with their names, lists them and serves them back byte for byte', async () => {
    const res = await upload(
      admin,
      itemParts([
        { name: 'attachments[]', file: { filename: 'invoice.pdf', content: PDF } },
        { name: 'attachments[]', file: { filename: 'photo.jpeg', content: JPEG } },
        { name: 'attachments[]', file: { filename: 'label.png', content: PNG } },
        { name: 'name[]', value: 'Supplier invoice' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const list = (await admin.get(`/api/attachment?model_id=${itemId}&type=item`)).json().data;
    expect(list.map((a: { name: string; kind: string }) => [a.name, a.kind])).toEqual([
      ['Supplier invoice', 'pdf'],
      ['photo', 'image'],
      ['label', 'image'],
    ]);
    const file = await admin.get(`/api/get-file/${list[2].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
    // the session token never opens a file from the address (download tokens do: download-tokens.test.ts)
    const byQueryToken = await t.client().get(`/api/get-file/${list[0].id}?token=${admin.token}`);
    expect(byQueryToken.statusCode).toBe(401);
  });

  it('sniffs the content: a renamed text file is refused and nothing is kept', async () => {
    const before = await filesOnDisk();
    const res = await upload(
      admin,
      itemParts([
        {
          name: 'attachments[]',
          file: { filename: 'fake.pdf', content: Buffer.from('hello, not a pdf'), type: 'application/pdf' },
        },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.attachments).toEqual(['The file must be a pdf, jpg, jpeg or png.']);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a file over 10 MB, and an upload without a file ("Please upload a file")', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(
      admin,
      itemParts([{ name: 'attachments[]', file: { filename: 'big.pdf', content: big } }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.attachments[0]).toMatch(/10 MB/);
    const none = await upload(admin, itemParts([]));
    expect(none.json().errors.attachments).toEqual(['Please upload a file']);
  });

  it('refuses a record of another tenant, an unknown type, and keeps no file', async () => {
    const other = await t.createTenant();
    const foreign = await t.db.system
      .insertInto('items')
      .values({ tenant_id: other.tenantId, name: 'X', barcode: '9' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await filesOnDisk();
    expect(
      (
        await upload(
          admin,
          itemParts([{ name: 'attachments[]', file: { filename: 'a.png', content: PNG } }], foreign.id),
        )
      ).statusCode,
    ).toBe(404);
    const unknown = await upload(admin, [
      { name: 'model_id', value: itemId },
      { name: 'type', value: 'Spaceship' },
      { name: 'attachments[]', file: { filename: 'a.png', content: PNG } },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('needs the record’s abilities: view to list, edit to add, rename or delete', async () => {
    const viewer = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['item_list'] }));
    const stranger = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['sale_create'] }));
    expect((await viewer.get(`/api/attachment?model_id=${itemId}&type=item`)).statusCode).toBe(200);
    expect((await stranger.get(`/api/attachment?model_id=${itemId}&type=item`)).statusCode).toBe(403);
    expect(
      (
        await upload(
          viewer,
          itemParts([{ name: 'attachments[]', file: { filename: 'a.png', content: PNG } }]),
        )
      ).statusCode,
    ).toBe(403);
    const first = (await admin.get(`/api/attachment?model_id=${itemId}&type=item`)).json().data[0];
    expect((await viewer.request('PUT', `/api/attachment/${first.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await stranger.get(`/api/get-file/${first.id}`)).statusCode).toBe(403);
  });

  it('renames and deletes (removing the file after commit)', async () => {
    const res = await upload(
      admin,
      itemParts([{ name: 'attachments[]', file: { filename: 'old.png', content: PNG } }]),
    );
    const id = res.json().data[0].id;
    expect((await admin.request('PUT', `/api/attachment/${id}`, { name: 'New name' })).statusCode).toBe(200);
    expect(
      (await admin.get(`/api/attachment?model_id=${itemId}&type=item`))
        .json()
        .data.map((a: { name: string }) => a.name),
    ).toContain('New name');
    const before = (await filesOnDisk()).length;
    expect((await admin.request('DELETE', `/api/attachment/${id}`)).statusCode).toBe(204);
    expect((await filesOnDisk()).length).toBe(before - 1);
    expect((await admin.get(`/api/get-file/${id}`)).statusCode).toBe(404);
  });

  it('stores a voice note (webm) and refuses a non-audio file there', async () => {
    const ok = await upload(
      admin,
      [
        { name: 'model_id', value: itemId },
        { name: 'type', value: 'item' },
        { name: 'audio_file', file: { filename: 'blob', content: WEBM } },
      ],
      '/api/attachment/store-audio',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data[0]).toMatchObject({ kind: 'audio', mime: 'audio/webm' });
    const bad = await upload(
      admin,
      [
        { name: 'model_id', value: itemId },
        { name: 'type', value: 'item' },
        { name: 'audio_file', file: { filename: 'x', content: PNG } },
      ],
      '/api/attachment/store-audio',
    );
    expect(bad.statusCode).toBe(422);
  });
});

describe('comments', () => {
  it('adds and lists comments with the author, for users who can see the record', async () => {
    const c = await admin.post('/api/comment', {
      model_id: itemId,
      model_name: 'Item',
      description: 'Check the expiry',
    });
    expect(c.statusCode).toBe(201);
    expect(c.json()).toMatchObject({ description: 'Check the expiry', user: { name: 'Admin' } });
    const list = (await admin.post('/api/get-comment', { model_id: itemId, model_name: 'item' })).json().data;
    expect(list.map((x: { description: string }) => x.description)).toEqual(['Check the expiry']);
    const stranger = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['sale_create'] }));
    expect(
      (await stranger.post('/api/get-comment', { model_id: itemId, model_name: 'item' })).statusCode,
    ).toBe(403);
    expect(
      (await admin.post('/api/comment', { model_id: itemId, model_name: 'item', description: '  ' }))
        .statusCode,
    ).toBe(422);
  });
});

describe('invoice audit', () => {
  beforeAll(() => {
    // a document type for the test; the sales and purchase modules register theirs the same way
    registerModel('test_document', {
      table: 'notes',
      view: ['note_list'],
      edit: ['note_edit'],
      auditable: true,
    });
  });

  it('records the audit, answers its id for the attachments, and locks the document once done', async () => {
    const note = (await admin.post('/api/notes', { note: 'Document under audit' })).json().id;
    const draft = await admin.post('/api/accounting/invoice-audit', {
      id: note,
      type: 'test_document',
      invoice_audit_note: 'Looked at it',
      invoice_audit_date_at: '2026-11-22',
      invoice_audit_status: false,
    });
    expect(draft.statusCode).toBe(200);
    await withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
      assertNotAudited(tx, 'test_document', note),
    );

    const done = await admin.post('/api/accounting/invoice-audit', {
      id: note,
      type: 'test_document',
      invoice_audit_status: 1,
    });
    expect(done.json().id).toBe(draft.json().id);
    const attach = await upload(admin, [
      { name: 'model_id', value: done.json().id },
      { name: 'type', value: 'invoice_audit' },
      { name: 'attachments[]', file: { filename: 'a.png', content: PNG } },
    ]);
    expect(attach.statusCode).toBe(201);
    await expect(
      withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
        assertNotAudited(tx, 'test_document', note),
      ),
    ).rejects.toThrow(MESSAGES.auditedLocked);
  });

  it('needs invoice_audit and an auditable record', async () => {
    const note = (await admin.post('/api/notes', { note: 'x' })).json().id;
    const clerk = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['note_list'] }));
    expect(
      (
        await clerk.post('/api/accounting/invoice-audit', {
          id: note,
          type: 'test_document',
          invoice_audit_status: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.post('/api/accounting/invoice-audit', {
          id: itemId,
          type: 'item',
          invoice_audit_status: true,
        })
      ).statusCode,
    ).toBe(422);
  });
});
