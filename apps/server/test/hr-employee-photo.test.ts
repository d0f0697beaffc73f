import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { multipart, PDF, PNG } from './support/multipart.js';

/** An employee's photo (issue 16): upload, replace, show, remove; non-images and files over 5 MB refused. */
const t = useTestApp();
let admin: Client;
let viewer: Client;
let stranger: Client;
let employee: string;
let branchId: string;

const photo = (content: Buffer, filename = 'face.png') =>
  multipart([{ name: 'image', file: { filename, content } }]);
const upload = (c: Client, body: ReturnType<typeof photo>, id = employee) =>
  c.request('PUT', `/api/hr/employee/${id}/photo`, undefined, body);
const keyOf = async () =>
  (
    await t.db.system
      .selectFrom('hr_employees')
      .select('photo_key')
      .where('id', '=', employee)
      .executeTakeFirstOrThrow()
  ).photo_key;
const hasPhoto = async () =>
  (await admin.post('/api/hr/employee/list', { search: 'PH-1' })).json().data[0].has_photo;

beforeAll(async () => {
  const tenant = await t.createTenant();
  const branch = tenant.inventoryIds[0]!;
  branchId = branch;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch] }));
  viewer = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: ['hr_employee_list'], inventories: [branch] }),
  );
  stranger = await t.signIn(
    await t.createUser((await t.createTenant('Other')).tenantId, { superuser: true }),
  );
  const res = await admin.post('/api/hr/employee', {
    code: 'PH-1',
    name: 'Photo Person',
    inventory_id: branch,
    hire_date: '2026-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  employee = res.json().id;
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('employee photo', () => {
  it('is uploaded, shown in the list and read back; a new one replaces the old file', async () => {
    expect(await hasPhoto()).toBe(false);
    expect((await admin.get(`/api/hr/employee/${employee}/photo`)).statusCode).toBe(404);
    const res = await upload(admin, photo(PNG));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: employee, has_photo: true });
    expect(await hasPhoto()).toBe(true);
    const img = await viewer.get(`/api/hr/employee/${employee}/photo`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const first = await keyOf();
    expect((await upload(admin, photo(PNG))).statusCode).toBe(200);
    const second = await keyOf();
    expect(second).not.toBe(first);
    expect(existsSync(path.join(t.filesDir, first!))).toBe(false);
    expect(existsSync(path.join(t.filesDir, second!))).toBe(true);
  });

  it('refuses a file that is not an image and one over 5 MB, keeping the photo it had', async () => {
    const before = await keyOf();
    const pdf = await upload(admin, photo(PDF, 'face.png'));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ image: ['File type must be an image'] });
    const big = await upload(admin, photo(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ image: ['The file may not be greater than 5 MB.'] });
    const none = await admin.request(
      'PUT',
      `/api/hr/employee/${employee}/photo`,
      undefined,
      multipart([{ name: 'note', value: 'no file' }]),
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ image: ['Choose an image to upload.'] });
    expect(await keyOf()).toBe(before);
  });

  it('keeps to the ability and the tenant, and is removed with its file', async () => {
    expect((await upload(viewer, photo(PNG))).statusCode).toBe(403);
    expect((await viewer.request('DELETE', `/api/hr/employee/${employee}/photo`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/hr/employee/${employee}/photo`)).statusCode).toBe(404);
    expect((await upload(stranger, photo(PNG))).statusCode).toBe(404);
    expect((await upload(admin, photo(PNG), '99999999')).statusCode).toBe(404);
    const key = await keyOf();
    const del = await admin.request('DELETE', `/api/hr/employee/${employee}/photo`);
    expect(del.statusCode).toBe(204);
    expect(await keyOf()).toBeNull();
    expect(existsSync(path.join(t.filesDir, key!))).toBe(false);
    expect((await admin.get(`/api/hr/employee/${employee}/photo`)).statusCode).toBe(404);
    expect(await hasPhoto()).toBe(false);
  });

  it('goes with the employee: a delete removes the photo and the attached files; a refused delete keeps them', async () => {
    const hire = async (code: string) => {
      const res = await admin.post('/api/hr/employee', {
        code,
        name: `Person ${code}`,
        inventory_id: branchId,
        hire_date: '2026-01-01',
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as string;
      expect((await upload(admin, photo(PNG), id)).statusCode).toBe(200);
      const { payload, headers } = multipart([
        { name: 'model_id', value: id },
        { name: 'type', value: 'hr_employee' },
        { name: 'attachments[]', file: { filename: 'identity-card.pdf', content: PDF } },
      ]);
      const att = await admin.request('POST', '/api/attachment', undefined, { payload, headers });
      expect(att.statusCode, att.body).toBe(201);
      const row = await t.db.system
        .selectFrom('hr_employees')
        .select('photo_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const files = await t.db.system
        .selectFrom('attachments')
        .select('file_key')
        .where('model_type', '=', 'hr_employee')
        .where('model_id', '=', id)
        .execute();
      expect(files).toHaveLength(1);
      return { id, keys: [row.photo_key!, files[0]!.file_key] };
    };
    const onDisk = (keys: string[]) => keys.map((k) => existsSync(path.join(t.filesDir, k)));

    // an employee with a contract cannot be deleted: the photo and the attachment stay
    const kept = await hire('PH-KEEP');
    const contract = await admin.post('/api/hr/employee-contract', {
      employee_id: kept.id,
      salary_type: 1,
      start_date: '2026-01-01',
      amount: '500000',
    });
    expect(contract.statusCode, contract.body).toBe(201);
    expect((await admin.request('DELETE', `/api/hr/employee/${kept.id}`)).statusCode).toBe(409);
    expect(onDisk(kept.keys)).toEqual([true, true]);
    expect(
      (await admin.get(`/api/attachment?type=hr_employee&model_id=${kept.id}`)).json().data,
    ).toHaveLength(1);

    // another tenant cannot delete it either
    const gone = await hire('PH-GONE');
    expect((await stranger.request('DELETE', `/api/hr/employee/${gone.id}`)).statusCode).toBe(404);
    expect(onDisk(gone.keys)).toEqual([true, true]);

    const del = await admin.request('DELETE', `/api/hr/employee/${gone.id}`);
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(onDisk(gone.keys)).toEqual([false, false]);
    expect(
      await t.db.system
        .selectFrom('attachments')
        .select('id')
        .where('model_type', '=', 'hr_employee')
        .where('model_id', '=', gone.id)
        .execute(),
    ).toEqual([]);
  });
});
