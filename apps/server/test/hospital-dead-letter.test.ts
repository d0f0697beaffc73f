import { UNKNOWN_DRUG_CODE } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_WAITING } from '../src/modules/hospital/dead-letter.js';
import { useTestApp } from './support/app.js';
import { type HospitalWorld, hospitalWorld } from './support/hospital.js';

const t = useTestApp();
let w: HospitalWorld;

beforeAll(async () => {
  w = await hospitalWorld(t);
});

const deadLetters = async (c = w.pharmacist) => {
  const res = await c.get('/api/api-connection-detail/dead-letter');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: string;
    retry_count: number;
    lines: { drug_code: string; problem: string }[];
  }[];
};
const retry = (id: string, c = w.pharmacist) => c.post(`/api/api-connection-detail/${id}/retry`);

describe('the dead-letter list', () => {
  it('lists a prescription with unreadable lines with the reason, to its branch only', async () => {
    await w.item('DL-PARA', [{ quantity: '5' }]);
    const sent = await w.push(
      w.prescription([
        { code: 'DL-PARA', quantity: '1' },
        { code: 'H-AMOX-9', quantity: '2' },
      ]),
    );
    const id = sent.json().id;
    const row = (await deadLetters()).find((d) => d.id === id);
    expect(row?.lines).toEqual([
      expect.objectContaining({ drug_code: 'H-AMOX-9', problem: UNKNOWN_DRUG_CODE }),
    ]);
    expect((await deadLetters(w.elsewhere)).some((d) => d.id === id)).toBe(false);
    expect((await deadLetters(w.stranger)).some((d) => d.id === id)).toBe(false);
    expect((await retry(id, w.elsewhere)).statusCode).toBe(404);
    expect((await retry(id, w.stranger)).statusCode).toBe(404);
  });

  it('retries after the code is mapped: the line is read in place, nothing is stored or counted twice', async () => {
    const sent = w.prescription([
      { code: 'DL-PARA', quantity: '1' },
      { code: 'H-VITC', quantity: '3' },
    ]);
    const id = (await w.push(sent)).json().id;
    const early = await retry(id);
    expect(early.json()).toEqual({ id, resolved: 0, remaining: 1 });
    expect((await deadLetters()).find((d) => d.id === id)?.retry_count).toBe(1);

    const vitc = await w.item('DL-VITC', [{ quantity: '9' }]);
    const mapped = await w.admin.request('PUT', `/api/api-connection/${w.connectionId}/item-codes`, {
      codes: [{ code: 'H-VITC', item_id: vitc.id }],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const [a, b] = await Promise.all([retry(id), retry(id)]);
    expect([a.json().resolved, b.json().resolved].sort()).toEqual([0, 1]);
    expect((await deadLetters()).some((d) => d.id === id)).toBe(false);

    // the same prescription sent again is still the one stored, now fully read
    const again = await w.push(sent);
    expect(again.json()).toMatchObject({ id, created: false });
    expect(again.json().lines).toEqual([
      expect.objectContaining({ line: 1, problem: null }),
      expect.objectContaining({ line: 2, code: 'H-VITC', item_id: vitc.id, problem: null }),
    ]);
    const stored = await t.db.system
      .selectFrom('api_connection_detail_lines')
      .select(['line_no', 'item_id'])
      .where('detail_id', '=', id)
      .orderBy('line_no')
      .execute();
    expect(stored).toEqual([
      { line_no: 1, item_id: expect.any(String) },
      { line_no: 2, item_id: vitc.id },
    ]);
    const inbox = (await w.pharmacist.get('/api/api-connection-detail/not-received-list')).json().data;
    expect(inbox.find((d: { id: string }) => d.id === id)?.problem_count).toBe(0);
    // opening it now picks the mapped item's lots
    const opened = (await w.pharmacist.post(`/api/api-connection-detail/${id}/open`)).json();
    expect(opened.lines[1]).toMatchObject({ item_id: vitc.id, missing: '0' });
  });

  it('refuses to retry a prescription that no longer waits', async () => {
    const id = (await w.push(w.prescription([{ code: 'H-NOPE', quantity: '1' }]))).json().id;
    expect((await w.pharmacist.request('DELETE', `/api/api-connection-detail/${id}`)).statusCode).toBe(200);
    const res = await retry(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOT_WAITING);
    expect((await deadLetters()).some((d) => d.id === id)).toBe(false);
    expect((await w.pharmacist.post('/api/api-connection-detail/abc/retry')).statusCode).toBe(422);
  });
});
