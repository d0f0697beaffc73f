import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import type { Client, TestContext } from './app.js';
import { createBoxes } from './ledger.js';

export const SALES = '/api/inventory/residence-sale';
export const RECEIPTS = '/api/inventory/residence-receipt';

/** A tenant for residence sales tests: admin, a seller and a viewer of the first branch, USD boxes, 8 units, a customer. */
export interface ResidenceTenant {
  tenantId: string;
  branch: string;
  otherBranch: string;
  admin: Client;
  seller: Client;
  viewer: Client;
  customer: string;
  boxes: Awaited<ReturnType<typeof createBoxes>>;
  units: Record<string, string>;
  /** A sale of unit a at 30,000 USD in 3 monthly premiums from 31 January 2026, changed by `over`. */
  sale(over?: Record<string, unknown>): Record<string, unknown>;
  unitStatus(id: string): Promise<number>;
  /** The customer's open receivable per instalment of a sale. */
  receivableByInstalment(saleId: string): Promise<{ dim_id: string; net: string }[]>;
}

export function useResidenceTenant(t: TestContext): ResidenceTenant {
  const r = { units: {} as Record<string, string> } as ResidenceTenant;
  r.sale = (over = {}) => ({
    inventory_id: r.branch,
    date: '2026-01-31',
    customer_id: r.customer,
    currency_code: 'USD',
    exchange_rate: '1310',
    units: [{ residence_unit_id: r.units.a, price: '30000' }],
    premium_type: 1,
    premium_count: 3,
    frequency: 1,
    first_due_date: '2026-01-31',
    ...over,
  });
  r.unitStatus = async (id) =>
    (await sql<{ status: number }>`select status from residence_units where id = ${id}`.execute(t.db.system))
      .rows[0]!.status;
  r.receivableByInstalment = async (saleId) =>
    (
      await sql<{ dim_id: string; net: string }>`select l.dim_id, sum(l.amount)::text as net
        from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where a.system_key = 'receivable' and l.dim_type = 'residence_instalment' and l.party_id = ${r.customer}
          and l.dim_id in (select id from residence_sale_instalments where residence_sale_id = ${saleId})
        group by l.dim_id order by l.dim_id`.execute(t.db.system)
    ).rows;
  beforeAll(async () => {
    const tenant = await t.createTenant();
    r.tenantId = tenant.tenantId;
    [r.branch, r.otherBranch] = tenant.inventoryIds as [string, string];
    r.admin = await t.signIn(
      await t.createUser(r.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
    );
    r.seller = await t.signIn(
      await t.createUser(r.tenantId, {
        abilities: ['residence_sale_list', 'residence_sale_create', 'residence_sale_delete'],
        inventories: [r.branch],
      }),
    );
    r.viewer = await t.signIn(
      await t.createUser(r.tenantId, { abilities: ['residence_sale_list'], inventories: [r.branch] }),
    );
    r.boxes = await createBoxes(t.db.system, r.tenantId, r.branch);
    const make = async (path: string, body: Record<string, unknown>) => {
      const res = await r.admin.post(`/api/${path}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const area = await make('residence-area', { name: 'North' });
    const view = await make('residence-view', { name: 'Garden' });
    for (const code of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
      r.units[code] = await make('general/residence-unit', {
        name: `Villa ${code}`,
        code: `V-${code}`,
        residence_area_id: area,
        residence_view_id: view,
        currency_code: 'USD',
        sale_price: '30000',
      });
    r.customer = await make('customer', { name: 'Rezan', inventory_id: r.branch, phone: '0770' });
  });
  return r;
}
