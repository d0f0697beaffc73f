import { UNKNOWN_DRUG_CODE } from '@bb/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import { type HospitalWorld, hospitalWorld } from './support/hospital.js';
import { collect, connect, listen, pause, subscribe, waitFor } from './support/sockets.js';

const t = useTestApp();
let w: HospitalWorld;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  base = await listen(t.built.app);
  w = await hospitalWorld(t);
});

afterAll(() => {
  for (const s of sockets) s.disconnect();
});

describe('connections and their keys', () => {
  it('shows the key once and keeps only its hash; a user without the ability cannot make one', async () => {
    expect(w.key).toMatch(/^bbh_[\w-]{40,}$/);
    const list = (await w.admin.get('/api/api-connection')).json().data;
    expect(list).toEqual([
      expect.objectContaining({ name: 'City Hospital', key_prefix: w.key.slice(0, 12), revoked: false }),
    ]);
    expect(JSON.stringify(list)).not.toContain(w.key);
    const row = await t.db.system
      .selectFrom('api_connections')
      .select('key_hash')
      .where('id', '=', w.connectionId)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).not.toContain(w.key.slice(4));
    const refused = await w.pharmacist.post('/api/api-connection', { name: 'X', inventory_id: w.pharmacy });
    expect(refused.statusCode).toBe(403);
    expect(
      (await w.admin.post('/api/api-connection', { name: 'X', inventory_id: w.other.inventoryIds[0] }))
        .statusCode,
    ).toBe(422);
  });

  it('refuses a missing, wrong or revoked key, and a user token, before reading the body', async () => {
    const rx = w.prescription([{ code: 'NONE', quantity: '1' }]);
    expect((await w.push(rx, null)).statusCode).toBe(401);
    expect((await w.push(rx, 'bbh_forged')).statusCode).toBe(401);
    expect((await w.push(rx, w.admin.token)).statusCode).toBe(401);
    const spare = (
      await w.admin.post('/api/api-connection', { name: 'Spare', inventory_id: w.pharmacy })
    ).json();
    expect((await w.push(w.prescription([{ code: 'NONE', quantity: '1' }]), spare.key)).statusCode).toBe(200);
    expect((await w.admin.request('DELETE', `/api/api-connection/${spare.id}`)).statusCode).toBe(200);
    expect((await w.push(w.prescription([{ code: 'NONE', quantity: '1' }]), spare.key)).statusCode).toBe(401);
  });
});

describe('the inbound call', () => {
  it('stores a prescription once however often it is sent, even at the same moment', async () => {
    const rx = w.prescription([{ code: 'AMX500', quantity: '2' }]);
    const first = await w.push(rx);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ prescription_id: rx.id, status: 'received', created: true });
    const again = await w.push(rx);
    expect(again.json()).toMatchObject({ id: first.json().id, created: false });
    const burst = w.prescription([{ code: 'AMX500', quantity: '1' }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => w.push(burst)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.json().created)).toHaveLength(1);
    const stored = await t.db.system
      .selectFrom('api_connection_details')
      .select('id')
      .where('prescription_id', 'in', [rx.id, burst.id])
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('names each bad line instead of stopping silently; an unknown drug code is kept with its problem', async () => {
    const bad = await w.push({
      ...w.prescription([{ code: 'A', quantity: '1' }]),
      lines: [
        { medication: { code: 'A' }, quantity: '1' },
        { medication: { code: 'B' }, quantity: '-3' },
        { medication: { code: '' }, quantity: '1e20' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['lines.1.quantity', 'lines.2.medication.code', 'lines.2.quantity']),
    );
    expect(
      (await w.push({ ...w.prescription([{ code: 'A', quantity: '1' }]), id: 'RX\u0000' })).statusCode,
    ).toBe(422);
    await w.item('PARA1', [{ quantity: '5' }]);
    const mixed = await w.push(
      w.prescription([
        { code: 'PARA1', quantity: '1' },
        { code: 'ZZZ', quantity: '1' },
      ]),
    );
    expect(mixed.json().lines).toEqual([
      { line: 1, code: 'PARA1', item_id: expect.any(String), problem: null },
      { line: 2, code: 'ZZZ', item_id: null, problem: UNKNOWN_DRUG_CODE },
    ]);
  });

  it('maps the hospital’s own codes to items', async () => {
    const ibu = await w.item('IBU-400-X', [{ quantity: '3' }]);
    const mapped = await w.admin.request('PUT', `/api/api-connection/${w.connectionId}/item-codes`, {
      codes: [{ code: 'H-IBU', item_id: ibu.id }],
    });
    expect(mapped.json()).toEqual({ mapped: 1 });
    const res = await w.push(w.prescription([{ code: 'H-IBU', quantity: '1' }]));
    expect(res.json().lines[0]).toMatchObject({ item_id: ibu.id, problem: null });
  });
});

describe('the branch inbox', () => {
  it('sends events only to the branch’s channel and lists prescriptions only to its users', async () => {
    const mine = await connect(base, w.pharmacist.token);
    const theirs = await connect(base, w.elsewhere.token);
    sockets.push(mine, theirs);
    expect(await subscribe(mine, `api_connection.${w.tenant.tenantId}.${w.pharmacy}`)).toBe(true);
    expect(await subscribe(theirs, `api_connection.${w.tenant.tenantId}.${w.second}`)).toBe(true);
    const got = collect<{ type: string; detail?: { id: string; meta: unknown } }>(mine, 'ApiConnectionEvent');
    const notMine = collect(theirs, 'ApiConnectionEvent');
    const sent = w.prescription([{ code: 'PARA1', quantity: '1' }], {
      subject: { identifier: 'MRN-9', display: 'Shno Omar' },
    });
    const res = await w.push(sent);
    await w.push(w.prescription([{ code: 'X', quantity: '1' }]), w.otherKey);
    await waitFor(() => got.length === 1);
    expect(got[0]).toMatchObject({
      type: 'add',
      detail: {
        id: res.json().id,
        meta: { patient: { fullname: 'Shno Omar', hospital_patient_id: 'MRN-9' } },
      },
    });
    const list = (await w.pharmacist.get('/api/api-connection-detail/not-received-list')).json();
    expect(list.data.map((d: { id: string }) => d.id)).toContain(res.json().id);
    expect(list.uncompleted_count).toBe(list.data.length);
    expect((await w.elsewhere.get('/api/api-connection-detail/not-received-list')).json().data).toEqual([]);
    expect((await w.stranger.get('/api/api-connection-detail/not-received-list')).json().data).toHaveLength(
      1,
    );
    await pause(200);
    expect(notMine).toEqual([]);

    const toggled = await w.pharmacist.request(
      'PUT',
      `/api/api-connection-detail/${res.json().id}/toggle-is-in-process`,
      {
        is_in_process: true,
      },
    );
    expect(toggled.json()).toEqual({ id: res.json().id, is_in_process: true });
    await waitFor(() => got.length === 2);
    expect(got[1]).toEqual({ type: 'process', id: res.json().id, is_in_process: true });

    expect(
      (await w.elsewhere.request('DELETE', `/api/api-connection-detail/${res.json().id}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.stranger.request('DELETE', `/api/api-connection-detail/${res.json().id}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.pharmacist.request('DELETE', `/api/api-connection-detail/${res.json().id}`)).statusCode,
    ).toBe(200);
    await waitFor(() => got.length === 3);
    expect(got[2]).toEqual({ type: 'delete', id: res.json().id });
    const after = (await w.pharmacist.get('/api/api-connection-detail/not-received-list')).json().data;
    expect(after.map((d: { id: string }) => d.id)).not.toContain(res.json().id);
    expect(
      (await w.pharmacist.request('DELETE', `/api/api-connection-detail/${res.json().id}`)).statusCode,
    ).toBe(404);
    // the hospital sending it again does not bring a deleted w.prescription back
    expect((await w.push(sent)).json()).toMatchObject({ created: false, status: 'rejected' });
  });
});

describe('patients and categories', () => {
  it('finds a patient by the hospital’s id, only in the own tenant', async () => {
    const found = await w.pharmacist.get(
      '/api/hospital/patient/search-by-hospital-patient-id?hospital_patient_id=MRN-9',
    );
    expect(found.json().data).toMatchObject({ fullname: 'Shno Omar', hospital_patient_id: 'MRN-9' });
    const none = await w.stranger.get(
      '/api/hospital/patient/search-by-hospital-patient-id?hospital_patient_id=MRN-9',
    );
    expect(none.json().data).toBeNull();
    expect(
      (await t.client().get('/api/hospital/patient/search-by-hospital-patient-id?hospital_patient_id=MRN-9'))
        .statusCode,
    ).toBe(401);
  });

  it('answers the categories stored on a connection', async () => {
    await t.db.system
      .updateTable('api_connections')
      .set({ categories: JSON.stringify([{ id: 1, name: 'Antibiotics' }]) })
      .where('id', '=', w.connectionId)
      .execute();
    const res = await w.pharmacist.get(`/api/hospital/system/${w.connectionId}/categories`);
    expect(res.json()).toEqual({ data: [{ id: '1', name: 'Antibiotics' }] });
    expect((await w.stranger.get(`/api/hospital/system/${w.connectionId}/categories`)).statusCode).toBe(404);
    expect((await w.admin.get('/api/has-api-connection')).json()).toEqual({ data: true });
  });
});
