import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Client, useTestApp } from './support/app.js';
import { SALES, useResidenceTenant } from './support/residence.js';

const t = useTestApp();
const r = useResidenceTenant(t);
const { units, sale, unitStatus, receivableByInstalment } = r;
let admin: Client;
let seller: Client;
let viewer: Client;
let otherBranch: string;
let customer: string;
beforeAll(() => {
  ({ admin, seller, viewer, otherBranch, customer } = r);
});

describe('residence sales', () => {
  it('sells a unit on 3 premiums: RS- number, exact schedule, unit sold, one receivable per instalment', async () => {
    const res = await seller.post(SALES, sale());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invoice_id: 'RS-1', total: '30000' });
    const id = res.json().id;
    const got = (await seller.get(`${SALES}/${id}`)).json();
    expect(got.instalments.map((i: { amount: string; due_date: string }) => [i.due_date, i.amount])).toEqual(
      [
        ['2026-01-31', '30000.000000'],
        ['2026-02-28', '30000.000000'],
        ['2026-03-31', '30000.000000'],
      ].map(([d]) => [d, '10000.000000']),
    );
    expect(got).toMatchObject({
      total: '30000.000000',
      paid: '0',
      remaining: '30000',
      customer_name: 'Rezan',
    });
    expect(await unitStatus(units.a!)).toBe(2);
    const receivable = await receivableByInstalment(id);
    expect(receivable.map((r) => r.net)).toEqual(['10000.000000', '10000.000000', '10000.000000']);
    // the sale is in the customer's balance, in USD
    const bal = await sql<{ net: string }>`select sum(l.amount)::text as net from journal_lines l
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where a.system_key = 'receivable' and l.party_type = 'customer' and l.party_id = ${customer}
        and l.currency_code = 'USD'`.execute(t.db.system);
    expect(bal.rows[0]!.net).toBe('30000.000000');
    // a sold unit is no longer offered by the search or the list of available units
    const search = (
      await seller.post('/api/general/residence-unit/search', { keyword: 'V-', exist: true })
    ).json();
    expect(search.data.map((u: { code: string }) => u.code)).not.toContain('V-a');
  });
  it('schedules 5.47 in 3 with the remainder on the last and a fixed first premium; refuses plans that cannot be paid', async () => {
    const res = await seller.post(
      SALES,
      sale({ units: [{ residence_unit_id: units.b, price: '5.47' }], first_due_date: '2026-02-15' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const got = (await seller.get(`${SALES}/${res.json().id}`)).json();
    expect(got.instalments.map((i: { amount: string }) => i.amount)).toEqual([
      '1.820000',
      '1.820000',
      '1.830000',
    ]);

    const bad = async (over: Record<string, unknown>, field: string, message: string) => {
      const r = await seller.post(
        SALES,
        sale({ units: [{ residence_unit_id: units.c, price: '1000' }], ...over }),
      );
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors[field]).toEqual([message]);
    };
    await bad(
      { first_premium_amount: '1000' },
      'first_premium_amount',
      'The first premium must be less than the amount left for premiums.',
    );
    await bad({ down_payment: '1200' }, 'down_payment', 'The down payment may not exceed the total.');
    await bad(
      { premium_type: 2 },
      'key_handover_date',
      'The key handover date is required for cash until key.',
    );
    await bad(
      { first_due_date: '2026-01-01' },
      'first_due_date',
      'The first due date may not be before the sale date.',
    );
    await bad({ premium_count: 11 }, 'premium_count', 'The premium count may not be greater than 10.');
    await bad({ date: '2026-02-30' }, 'date', 'The date is invalid.');
    await bad(
      { units: [{ residence_unit_id: units.c, price: '1e16' }] },
      'units.0.price',
      'Must be a number with at most 6 decimals.',
    );
    await bad(
      {
        units: [
          { residence_unit_id: units.c, price: '10' },
          { residence_unit_id: units.c, price: '10' },
        ],
      },
      'units.1.residence_unit_id',
      'The unit is chosen twice.',
    );
    expect(await unitStatus(units.c!)).toBe(1);

    const fixed = await seller.post(
      SALES,
      sale({
        units: [{ residence_unit_id: units.c, price: '1000' }],
        down_payment: '100',
        first_premium_amount: '500',
        premium_count: 3,
      }),
    );
    expect(fixed.statusCode, fixed.body).toBe(201);
    const lines = (await seller.get(`${SALES}/${fixed.json().id}`)).json().instalments;
    expect(lines.map((i: { kind: string; amount: string }) => [i.kind, i.amount])).toEqual([
      ['down_payment', '100.000000'],
      ['premium', '500.000000'],
      ['premium', '200.000000'],
      ['premium', '200.000000'],
    ]);
  });
  it('edits a sale without receipts: units swapped and freed, schedule and receivables made again', async () => {
    const made = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.e, price: '600' }] }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const edited = await admin.request(
      'PUT',
      `${SALES}/${id}`,
      sale({ units: [{ residence_unit_id: units.f, price: '800' }], premium_count: 4, frequency: 45 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ invoice_id: made.json().invoice_id, total: '800' });
    expect([await unitStatus(units.e!), await unitStatus(units.f!)]).toEqual([1, 2]);
    const got = (await seller.get(`${SALES}/${id}`)).json();
    expect(got.instalments.map((i: { due_date: string }) => i.due_date)).toEqual([
      '2026-01-31',
      '2026-03-17',
      '2026-05-01',
      '2026-06-15',
    ]);
    expect((await receivableByInstalment(id)).map((r) => r.net)).toEqual([
      '200.000000',
      '200.000000',
      '200.000000',
      '200.000000',
    ]);
    // the seller (no residence_sale_edit) may not edit
    expect((await seller.request('PUT', `${SALES}/${id}`, sale())).statusCode).toBe(403);
  });

  it('sells a unit once when two sales race for it', async () => {
    const [one, two] = await Promise.all([
      seller.post(SALES, sale({ units: [{ residence_unit_id: units.d, price: '900' }] })),
      admin.post(SALES, sale({ units: [{ residence_unit_id: units.d, price: '900' }] })),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(refused.json().message).toBe('The unit V-d is already sold.');
    const count = await sql<{ n: number }>`select count(*)::int as n from residence_sale_units
      where residence_unit_id = ${units.d}`.execute(t.db.system);
    expect(count.rows[0]!.n).toBe(1);
    // selling it again later is refused as well
    const again = await seller.post(SALES, sale({ units: [{ residence_unit_id: units.d, price: '900' }] }));
    expect(again.statusCode).toBe(409);
  });
  it('lists sales with paid and left; refuses without the ability, outside the branch and across tenants', async () => {
    const list = (await viewer.post(`${SALES}/list`, { perPage: 50 })).json();
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(list.data[0]).toHaveProperty('remaining');
    expect(
      (await viewer.post(SALES, sale({ units: [{ residence_unit_id: units.h, price: '10' }] }))).statusCode,
    ).toBe(403);
    const elsewhere = await seller.post(
      SALES,
      sale({ inventory_id: otherBranch, units: [{ residence_unit_id: units.h, price: '10' }] }),
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(await unitStatus(units.h!)).toBe(1);

    const stranger = await t.createTenant();
    const outsider = await t.signIn(
      await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
    );
    const theirs = await outsider.post(
      SALES,
      sale({ inventory_id: stranger.inventoryIds[0], units: [{ residence_unit_id: units.h, price: '10' }] }),
    );
    expect(theirs.statusCode).toBe(422);
    expect((await outsider.post(`${SALES}/list`, {})).json().total).toBe(0);
    expect((await outsider.get(`/api/customer/${customer}/residence-sales`)).statusCode).toBe(404);
  });
});
