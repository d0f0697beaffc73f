import { D, type Dec, MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { RECEIPTS, SALES, useResidenceTenant } from './support/residence.js';

/**
 * Residence sale returns and overdue ageing (issue 17): a return cancels what is unpaid, keeps the forfeit,
 * refunds the rest, frees the units and closes the sale; ageing puts what is left in buckets by days late.
 */
const RETURNS = '/api/inventory/residence-sale-return';
const t = useTestApp();
const r = useResidenceTenant(t);
const { units, sale, unitStatus, receivableByInstalment } = r;
let admin: Client;
let seller: Client;
let returner: Client;
let tenantId: string;

beforeAll(async () => {
  ({ admin, seller, tenantId } = r);
  returner = await t.signIn(
    await t.createUser(tenantId, {
      abilities: ['residence_sale_list', 'residence_sale_return_list', 'residence_sale_return_create'],
      inventories: [r.branch],
    }),
  );
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

const pay = (saleId: string, amount: string, date = '2026-02-01') =>
  seller.post(RECEIPTS, {
    residence_sale_id: saleId,
    cash_box_id: r.boxes.usd,
    date,
    amount,
    exchange_rate: '1310',
  });

async function entryOf(returnId: string) {
  return (
    await sql<{ key: string; debit: string; credit: string }>`
      select a.system_key as key, coalesce(sum(l.amount) filter (where l.amount > 0), 0)::text as debit,
        coalesce(-sum(l.amount) filter (where l.amount < 0), 0)::text as credit
      from journal_lines l
      join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where e.document_type = 'residence_sale_return' and e.document_id = ${returnId} and l.currency_code = 'USD'
      group by a.system_key order by a.system_key`.execute(t.db.system)
  ).rows.map((x) => ({ key: x.key, debit: new D(x.debit).toFixed(), credit: new D(x.credit).toFixed() }));
}

describe('residence sale returns', () => {
  it('reverse the unpaid receivables, keep the forfeit, refund the rest and free the unit once', async () => {
    const made = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.a, price: '3000' }] }));
    expect(made.statusCode, made.body).toBe(201);
    const saleId = made.json().id;
    expect((await pay(saleId, '1500')).statusCode).toBe(201);
    expect(await unitStatus(units.a!)).toBe(2);

    const body = (over: Record<string, unknown> = {}) => ({
      residence_sale_id: saleId,
      date: '2026-03-10',
      forfeit_percent: '10',
      cash_box_id: r.boxes.usd,
      exchange_rate: '1310',
      note: 'Customer moved abroad',
      ...over,
    });
    // bad input: 422 naming the field, nothing written
    const bad = await returner.post(RETURNS, body({ forfeit_percent: '101' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['forfeit_percent']);
    const both = await returner.post(RETURNS, body({ forfeit_amount: '10' }));
    expect(Object.keys(both.json().errors)).toEqual(['forfeit_amount']);
    expect((await returner.post(RETURNS, body({ date: '2026-02-30' }))).statusCode).toBe(422);
    const tooMuch = await returner.post(RETURNS, body({ forfeit_percent: null, forfeit_amount: '1500.01' }));
    expect(tooMuch.json().errors.forfeit_amount).toEqual([
      'The forfeit may not be more than what was paid (1500 USD).',
    ]);
    const noBox = await returner.post(RETURNS, body({ cash_box_id: null }));
    expect(noBox.json().errors.cash_box_id).toEqual(['Choose the cash box the refund is paid from.']);
    const wrongBox = await returner.post(RETURNS, body({ cash_box_id: r.boxes.iqd }));
    expect(wrongBox.json().errors.cash_box_id).toBeDefined();
    const early = await returner.post(RETURNS, body({ date: '2026-01-01' }));
    expect(early.json().errors.date).toEqual(['The return date may not be before the sale date.']);
    // abilities: the seller (no return ability) and a viewer are refused
    expect((await seller.post(RETURNS, body())).statusCode).toBe(403);
    expect((await r.viewer.get(RETURNS)).statusCode).toBe(403);
    expect(await unitStatus(units.a!)).toBe(2);

    const done = await returner.post(RETURNS, body());
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ invoice_id: 'RSR-1', paid: '1500', forfeit: '150', refund: '1350' });
    // the unit is sellable again, shown as Returned
    expect(await unitStatus(units.a!)).toBe(3);
    // every instalment's receivable is closed
    expect((await receivableByInstalment(saleId)).every((x) => new D(x.net).isZero())).toBe(true);
    expect(await entryOf(done.json().id)).toEqual([
      { key: 'cash', debit: '0', credit: '1350' },
      { key: 'receivable', debit: '0', credit: '1500' },
      { key: 'residence_forfeits', debit: '0', credit: '150' },
      { key: 'sale_returns', debit: '3000', credit: '0' },
    ]);
    const got = (await returner.get(`${RETURNS}/${done.json().id}`)).json();
    expect(got).toMatchObject({
      sale_invoice_id: made.json().invoice_id,
      units: 'V-a',
      customer_name: 'Rezan',
    });
    const list = (await returner.post(`${RETURNS}/list`, { search: 'RSR-1' })).json();
    expect(list.data.map((x: { invoice_id: string }) => x.invoice_id)).toEqual(['RSR-1']);

    // a returned sale cannot be returned twice, paid, handed over, changed or deleted
    const twice = await returner.post(RETURNS, body());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This residence sale is already returned.');
    expect((await pay(saleId, '1', '2026-03-11')).json().message).toBe('This residence sale is returned.');
    expect((await admin.post(`${SALES}/${saleId}/key-handover`, { date: '2026-03-11' })).json().message).toBe(
      'This residence sale is returned.',
    );
    const del = await admin.request('DELETE', `${SALES}/${saleId}`);
    expect(del.statusCode).toBe(409);
    expect([MESSAGES.updateNotAllowed, MESSAGES.saleHasReceipts]).toContain(del.json().message);
    const receipt = (await admin.post(`${RECEIPTS}/list`, {})).json().data[0];
    expect((await admin.request('DELETE', `${RECEIPTS}/${receipt.id}`)).statusCode).toBe(409);
    expect((await admin.get(`${SALES}/${saleId}`)).json().returned).toBe(true);

    // the unit sells again
    const again = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.a, price: '3200' }] }));
    expect(again.statusCode, again.body).toBe(201);
    expect(await unitStatus(units.a!)).toBe(2);
  });

  it('returns an unpaid sale with nothing to refund, and another tenant cannot see or return it', async () => {
    const made = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.b, price: '900' }] }));
    const saleId = made.json().id;
    const stranger = await t.createTenant();
    const theirs = await t.signIn(await t.createUser(stranger.tenantId, { superuser: true }));
    const foreign = await theirs.post(RETURNS, {
      residence_sale_id: saleId,
      date: '2026-03-01',
      exchange_rate: '1310',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.residence_sale_id).toBeDefined();
    const done = await returner.post(RETURNS, {
      residence_sale_id: saleId,
      date: '2026-03-01',
      exchange_rate: '1310',
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ paid: '0', forfeit: '0', refund: '0' });
    expect((await theirs.get(`${RETURNS}/${done.json().id}`)).statusCode).toBe(404);
    expect(await entryOf(done.json().id)).toEqual([
      { key: 'receivable', debit: '0', credit: '900' },
      { key: 'sale_returns', debit: '900', credit: '0' },
    ]);
    expect(await unitStatus(units.b!)).toBe(3);
  });
});

describe('overdue ageing', () => {
  it('puts what is left in buckets by days past due, per customer and per project', async () => {
    const block = (await admin.post('/api/general/residence-block', { name: 'Block Zagros' })).json().id;
    await sql`update residence_units set residence_block_id = ${block} where id in (${units.c}, ${units.d})`.execute(
      t.db.system,
    );
    // 5 premiums of 1,000 monthly from 31 January (31 Jan, 28 Feb, 31 Mar, 30 Apr, 31 May); 1,500 paid
    const made = await seller.post(
      SALES,
      sale({ units: [{ residence_unit_id: units.c, price: '5000' }], premium_count: 5 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect((await pay(made.json().id, '1500')).statusCode).toBe(201);
    // on 30 May: 31 Jan is 119 days late (paid), 28 Feb 91 days (500 left), 31 Mar 60, 30 Apr 30, 31 May due
    const res = await admin.post('/api/inventory/residence-ageing/customer/list', { end_date: '2026-05-30' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((x: { customer_id: string }) => x.customer_id === r.customer);
    const n = (v: string) => new D(v).toFixed();
    // the customer's other open sale (units.a resold at 3,200 in 3 from 31 Jan) adds to the same buckets:
    // 31 Jan 119 days, 28 Feb 91, 31 Mar 60: 1,066.66 + 1,066.66 in 90+, 1,066.68 in 31-60
    expect(
      ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus', 'overdue', 'total'].map((k) => n(row[k])),
    ).toEqual(['1000', '1000', '2066.68', '0', '2633.32', '5700', '6700']);
    expect(row.sales).toBe(2);
    // the footers total per currency (sales are in IQD or USD), never one sum across currencies
    const currencies = res.json().footer_currencies as { currency_code: string; total: string }[];
    expect(currencies.map((c) => c.currency_code)).toEqual([
      ...new Set(currencies.map((c) => c.currency_code)),
    ]);
    expect(currencies.length).toBeGreaterThan(0);
    const sales = (await admin.post(`${SALES}/list`, { perPage: 100 })).json();
    const byCurrency = sales.footer_currencies as { currency_code: string; total: string }[];
    for (const c of byCurrency)
      expect(n(c.total)).toBe(
        n(
          sales.data
            .filter((x: { currency_code: string }) => x.currency_code === c.currency_code)
            .reduce((sum: InstanceType<typeof D>, x: { total: string }) => sum.plus(x.total), new D(0))
            .toString(),
        ),
      );
    expect(byCurrency.length).toBeGreaterThan(0);
    const project = (
      await admin.post('/api/inventory/residence-ageing/project/list', { end_date: '2026-05-30' })
    ).json().data;
    const zagros = project.find((x: { project_name: string | null }) => x.project_name === 'Block Zagros');
    expect(['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'].map((k) => n(zagros[k]))).toEqual([
      '1000',
      '1000',
      '1000',
      '0',
      '500',
    ]);
    // the footer totals the rows; an xlsx export answers
    expect(n(res.json().footer.total)).toBe(
      res
        .json()
        .data.reduce((s: Dec, x: { total: string }) => s.plus(x.total), new D(0))
        .toFixed(),
    );
    const xlsx = await admin.post('/api/inventory/residence-ageing/customer/export', {
      end_date: '2026-05-30',
    });
    expect(xlsx.statusCode).toBe(200);
    expect((await r.viewer.post('/api/inventory/residence-ageing/customer/list', {})).statusCode).toBe(200);
    const outsider = await t.signIn(await t.createUser(tenantId, { abilities: ['dashboard_list'] }));
    expect((await outsider.post('/api/inventory/residence-ageing/project/list', {})).statusCode).toBe(403);
  });
});
