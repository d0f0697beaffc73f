import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import { type HospitalWorld, hospitalWorld } from './support/hospital.js';

const t = useTestApp();
let w: HospitalWorld;

beforeAll(async () => {
  w = await hospitalWorld(t);
});

const codesOf = (c = w.admin, id = w.connectionId) => c.get(`/api/api-connection/${id}/item-codes`);

describe("a connection's drug-code mapping", () => {
  it('lists the unmapped codes of its waiting prescriptions; mapping one lets Retry read them', async () => {
    const sent = [
      await w.push(w.prescription([{ code: 'IC-IBU', quantity: '2' }])),
      await w.push(w.prescription([{ code: 'IC-IBU', quantity: '1' }])),
      await w.push(w.prescription([{ code: 'IC-ORS', quantity: '1' }])),
    ].map((r) => r.json().id as string);
    const before = await codesOf();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      data: [],
      unmapped: [
        { code: 'IC-IBU', drug_name: 'IC-IBU', prescriptions: 2 },
        { code: 'IC-ORS', drug_name: 'IC-ORS', prescriptions: 1 },
      ],
    });

    const ibu = await w.item('IC-IBUPROFEN-400', [{ quantity: '10' }]);
    const put = await w.admin.request('PUT', `/api/api-connection/${w.connectionId}/item-codes`, {
      codes: [{ code: 'IC-IBU', item_id: ibu.id }],
    });
    expect(put.json()).toEqual({ mapped: 1 });
    // still unmapped in the list until the waiting prescriptions are retried: they were stored unread
    const retried = await w.pharmacist.post(`/api/api-connection-detail/${sent[0]}/retry`);
    expect(retried.json()).toEqual({ id: sent[0], resolved: 1, remaining: 0 });
    const after = (await codesOf()).json();
    expect(after.data).toEqual([
      {
        code: 'IC-IBU',
        item_id: ibu.id,
        item_name: 'Drug IC-IBUPROFEN-400',
        item_barcode: 'IC-IBUPROFEN-400',
      },
    ]);
    expect(after.unmapped).toEqual([
      { code: 'IC-IBU', drug_name: 'IC-IBU', prescriptions: 1 },
      { code: 'IC-ORS', drug_name: 'IC-ORS', prescriptions: 1 },
    ]);
  });

  it('edits a mapping by mapping the code again, and removes it', async () => {
    const a = await w.item('IC-A', [{ quantity: '1' }]);
    const b = await w.item('IC-B', [{ quantity: '1' }]);
    const map = (item_id: string) =>
      w.admin.request('PUT', `/api/api-connection/${w.connectionId}/item-codes`, {
        codes: [{ code: 'H-X 1/2', item_id }],
      });
    await map(a.id);
    await map(b.id);
    const row = (await codesOf()).json().data.find((r: { code: string }) => r.code === 'H-X 1/2');
    expect(row.item_id).toBe(b.id);

    const del = (code: string) =>
      w.admin.request(
        'DELETE',
        `/api/api-connection/${w.connectionId}/item-codes?code=${encodeURIComponent(code)}`,
      );
    const removed = await del('H-X 1/2');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ code: 'H-X 1/2' });
    expect((await codesOf()).json().data.some((r: { code: string }) => r.code === 'H-X 1/2')).toBe(false);
    expect((await del('H-X 1/2')).statusCode).toBe(404);
    expect((await del('')).statusCode).toBe(422);
  });

  it("refuses without the ability, another tenant's connection, and an unknown item", async () => {
    expect((await codesOf(w.pharmacist)).statusCode).toBe(403);
    expect((await codesOf(w.stranger)).statusCode).toBe(404);
    const theirs = await w.stranger.request('PUT', `/api/api-connection/${w.connectionId}/item-codes`, {
      codes: [{ code: 'Z', item_id: '1' }],
    });
    expect(theirs.statusCode).toBe(404);
    const stolen = await w.stranger.request(
      'DELETE',
      `/api/api-connection/${w.connectionId}/item-codes?code=IC-IBU`,
    );
    expect(stolen.statusCode).toBe(404);
    const bad = await w.admin.request('PUT', `/api/api-connection/${w.connectionId}/item-codes`, {
      codes: [{ code: 'Z', item_id: '999999999' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['codes.0.item_id']).toEqual(['The selected item is invalid.']);
    expect((await codesOf()).json().data.some((r: { code: string }) => r.code === 'Z')).toBe(false);
  });
});
