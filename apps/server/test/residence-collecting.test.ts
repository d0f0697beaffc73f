import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_TASKS } from '../src/modules/automations/tasks.js';
import { runAutomation } from '../src/platform/scheduler.js';
import { type Client, useTestApp } from './support/app.js';
import { RECEIPTS, SALES, useResidenceTenant } from './support/residence.js';

const t = useTestApp();
const r = useResidenceTenant(t);
const { units, sale, unitStatus, receivableByInstalment } = r;
let admin: Client;
let seller: Client;
let viewer: Client;
let tenantId: string;
let branch: string;
let customer: string;
let boxes: typeof r.boxes;
beforeAll(() => {
  ({ admin, seller, viewer, tenantId, branch, customer, boxes } = r);
});

describe('collecting residence instalments', () => {
  it('receives instalments oldest due first, states paid / partly paid / overdue, refuses paying more than is left', async () => {
    const made = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.e, price: '3000' }] }));
    const saleId = made.json().id;
    const receipt = (over: Record<string, unknown> = {}) => ({
      residence_sale_id: saleId,
      cash_box_id: boxes.usd,
      date: '2026-02-01',
      amount: '1500',
      exchange_rate: '1310',
      ...over,
    });
    const first = await seller.post(RECEIPTS, receipt());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().invoice_id).toBe('RR-1');
    const schedule = await seller.get(`${SALES}/${saleId}/schedule?as_of=2026-03-05`);
    expect(schedule.json().data.map((i: { paid: string; state: string }) => [i.paid, i.state])).toEqual([
      ['1000', 'paid'],
      ['500', 'overdue'],
      ['0', 'due'],
    ]);
    const early = (await seller.get(`${SALES}/${saleId}/schedule?as_of=2026-02-10`)).json().data;
    expect(early[1].state).toBe('partly_paid');
    // a chosen instalment is settled first
    const third = early[2].id;
    const chosen = await seller.post(RECEIPTS, receipt({ amount: '200', instalment_id: third }));
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().allocations).toEqual([{ instalment_id: third, amount: '200' }]);
    // receivable per instalment follows the receipts
    expect((await receivableByInstalment(saleId)).map((r) => r.net)).toEqual([
      '0.000000',
      '500.000000',
      '800.000000',
    ]);
    const tooMuch = await seller.post(RECEIPTS, receipt({ amount: '1300.01' }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual([
      'The amount is more than what is left to pay on this sale (1300).',
    ]);
    const wrongBox = await seller.post(RECEIPTS, receipt({ cash_box_id: boxes.iqd }));
    expect(wrongBox.json().errors.cash_box_id).toEqual(['The cash box holds IQD, not USD.']);
    const beforeSale = await seller.post(RECEIPTS, receipt({ date: '2026-01-01' }));
    expect(beforeSale.json().errors.date).toEqual(['The receipt date may not be before the sale date.']);
    const paidInstalment = await seller.post(RECEIPTS, receipt({ amount: '1', instalment_id: early[0].id }));
    expect(paidInstalment.json().errors.instalment_id).toEqual(['This instalment is already paid.']);

    // a sale with receipts cannot be deleted; the cash box got the money
    const del = await seller.request('DELETE', `${SALES}/${saleId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(MESSAGES.saleHasReceipts);
    const box = await sql<{ net: string }>`select sum(amount)::text as net from journal_lines
      where cash_box_id = ${boxes.usd}`.execute(t.db.system);
    expect(box.rows[0]!.net).toBe('1700.000000');

    // the customer's residence sales: paid, left, overdue today, next due date
    const mineRes = await seller.get(`/api/customer/${customer}/residence-sales?as_of=2026-03-05`);
    expect(mineRes.statusCode, mineRes.body).toBe(200);
    const mine = mineRes.json().data;
    const row = mine.find((s: { id: string }) => s.id === saleId);
    expect(row).toMatchObject({
      total: '3000.000000',
      paid: '1700.000000',
      remaining: '1300.000000',
      overdue: '500.000000',
      next_due_date: '2026-02-28',
      units: 'V-e',
    });

    // deleting the receipts frees the sale for deletion, and deleting it makes the unit available again
    for (const r of [first, chosen])
      expect((await admin.request('DELETE', `${RECEIPTS}/${r.json().id}`)).statusCode).toBe(204);
    expect((await seller.request('DELETE', `${SALES}/${saleId}`)).statusCode).toBe(204);
    expect(await unitStatus(units.e!)).toBe(1);
    expect(await receivableByInstalment(saleId)).toEqual([]);
  });
  it('hands the key over once the pre-key portion is paid; earlier only with the override ability, recorded', async () => {
    const made = await seller.post(
      SALES,
      sale({
        units: [{ residence_unit_id: units.f, price: '1000' }],
        premium_type: 2,
        down_payment: '100',
        key_handover_date: '2026-03-01',
        first_due_date: '2026-04-01',
        premium_count: 2,
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const saleId = made.json().id;
    const lines = (await seller.get(`${SALES}/${saleId}`)).json().instalments;
    expect(lines.map((i: { kind: string; amount: string }) => [i.kind, i.amount])).toEqual([
      ['down_payment', '100.000000'],
      ['key', '500.000000'],
      ['premium', '200.000000'],
      ['premium', '200.000000'],
    ]);
    const key = (who: Client, date = '2026-03-01') =>
      who.post(`${SALES}/${saleId}/key-handover`, { date, note: 'Keys 1 and 2' });
    const pay = (amount: string) =>
      seller.post(RECEIPTS, {
        residence_sale_id: saleId,
        cash_box_id: boxes.usd,
        date: '2026-02-01',
        amount,
        exchange_rate: '1310',
      });
    expect((await pay('100')).statusCode).toBe(201);
    const refused = await key(seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The key cannot be handed over before the pre-key portion is paid: 100 of 600 USD.',
    );
    expect((await key(viewer)).statusCode).toBe(403);
    expect((await seller.post(`${SALES}/${saleId}/key-handover`, { date: '2026-02-30' })).statusCode).toBe(
      422,
    );

    const overrider = await t.signIn(
      await t.createUser(tenantId, {
        abilities: ['residence_sale_create', 'residence_key_handover_override'],
        inventories: [branch],
      }),
    );
    const early = await key(overrider);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({
      id: saleId,
      key_handed_over_on: '2026-03-01',
      key_handover_overridden: true,
    });
    const again = await key(overrider);
    expect(again.json().message).toBe('The key was already handed over on 2026-03-01.');
    const got = (await seller.get(`${SALES}/${saleId}`)).json();
    expect(got).toMatchObject({ key_handed_over_on: '2026-03-01', key_handover_overridden: true });
    // the audit trail keeps who handed it over and that the rule was overridden
    const log = await sql<{ n: number }>`select count(*)::int as n from activity_log
      where subject_table = 'residence_sales' and subject_id = ${saleId}
        and event = 'updated' and new_values->>'key_handover_overridden' = 'true'`.execute(t.db.system);
    expect(log.rows[0]!.n).toBeGreaterThan(0);

    // paid up to the pre-key portion, a plain seller may hand it over
    const second = await seller.post(
      SALES,
      sale({ units: [{ residence_unit_id: units.g, price: '1000' }], premium_count: 2 }),
    );
    const secondId = second.json().id;
    await seller.post(RECEIPTS, {
      residence_sale_id: secondId,
      cash_box_id: boxes.usd,
      date: '2026-02-01',
      amount: '600',
      exchange_rate: '1310',
    });
    const ok = await seller.post(`${SALES}/${secondId}/key-handover`, { date: '2026-02-02' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().key_handover_overridden).toBe(false);
  });
  it('notifies the holders of residence_sale_list of instalments due within 7 days and overdue, once a day', async () => {
    const made = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.h, price: '30000' }] }));
    expect(made.statusCode, made.body).toBe(201);
    const report = await runAutomation(t.db.system, AUTOMATION_TASKS, tenantId, 'residence_instalments_due', {
      now: new Date('2026-03-25T05:00:00Z'),
    });
    expect(report.outcome).toBe('ok');
    // 3 x 10,000 monthly from 31 January: January and February are overdue on 25 March, 31 March is due
    expect(report.detail).toMatchObject({ recipients: expect.any(Number) });
    const detail = report.detail as { due: number; overdue: number };
    expect(detail.overdue).toBeGreaterThan(0);
    expect(detail.due).toBeGreaterThan(0);
    const rows = await sql<{
      message: { key: string; params: Record<string, string>; lines: { params: Record<string, string> }[] };
    }>`
      select n.message from notifications n join users u on u.tenant_id = n.tenant_id and u.id = n.user_id
      where n.tenant_id = ${tenantId} and n.message->>'key' = 'residence.instalments_due'`.execute(
      t.db.system,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    const message = rows.rows[0]!.message;
    expect(message.params).toEqual({ due: String(detail.due), overdue: String(detail.overdue), days: '7' });
    expect(message.lines.map((l) => l.params.amount)).toContain('10,000.00 USD');
    expect(message.lines[0]!.params.customer).toBe('Rezan');
  });
});
