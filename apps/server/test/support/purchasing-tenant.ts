import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import type { Client, TestContext } from './app.js';
import type { TenantFixture } from './fixtures.js';
import { createBoxes } from './ledger.js';

export const PURCHASE_DATE = '2026-11-12';

/**
 * The purchasing tests' tenant: a superuser, a supplier, two items and a USD box with money in it, made once
 * per file; and the helpers those tests share.
 */
export function usePurchasingTenant(t: TestContext) {
  const ctx = {} as {
    tenant: TenantFixture;
    admin: Client;
    pharmacy: string;
    boxes: Awaited<ReturnType<typeof createBoxes>>;
    supplierId: string;
    itemA: string;
    itemB: string;
  };

  async function makeItem(name: string) {
    const res = await ctx.admin.post('/api/general/item', {
      name,
      barcode: `77${Date.now()}${Math.random()}`.slice(0, 20),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  const purchase = (over: Record<string, unknown> = {}) => ({
    supplier_id: ctx.supplierId,
    inventory_id: ctx.pharmacy,
    purchase_date: PURCHASE_DATE,
    currency_code: 'IQD',
    lines: [
      { item_id: ctx.itemA, batch_number: 'B1', quantity: '10', purchase_price: '1000', sale_price: '1500' },
    ],
    ...over,
  });

  /** Journal lines of one document, summed per account key. */
  async function posted(documentType: string, id: string) {
    const r = await sql<{
      key: string;
      debit: string;
      credit: string;
      amount: string;
      currency_code: string;
    }>`
      select coalesce(a.system_key, a.name) as key, sum(l.debit)::text as debit, sum(l.credit)::text as credit,
        sum(l.amount)::text as amount, l.currency_code
      from journal_lines l join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where e.document_type = ${documentType} and e.document_id = ${id}
        and e.reverses_entry_id is null
        and not exists (select 1 from journal_entries r where r.tenant_id = e.tenant_id and r.reverses_entry_id = e.id)
      group by coalesce(a.system_key, a.name), l.currency_code order by 1, 5`.execute(t.db.system);
    return r.rows;
  }

  const lotQuantity = async (productId: string) =>
    (
      await sql<{ q: string }>`select quantity::text as q from products where id = ${productId}`.execute(
        t.db.system,
      )
    ).rows[0]!.q;

  beforeAll(async () => {
    ctx.tenant = await t.createTenant();
    ctx.pharmacy = ctx.tenant.inventoryIds[0]!;
    ctx.admin = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, {
        superuser: true,
        inventories: ctx.tenant.inventoryIds,
        name: 'Boss',
      }),
    );
    ctx.boxes = await createBoxes(t.db.system, ctx.tenant.tenantId, ctx.pharmacy);
    ctx.supplierId = (await ctx.admin.post('/api/supplier', { name: 'Pharma Wholesale' })).json().id;
    ctx.itemA = await makeItem('Amoxicillin 500');
    ctx.itemB = await makeItem('Ibuprofen 400');
    // money in the USD box to pay suppliers from
    await ctx.admin.post('/api/accounting/capital', {
      date: PURCHASE_DATE,
      cash_box_id: ctx.boxes.usd,
      amount: '5000',
      currency_code: 'USD',
      exchange_rate: '1310',
      category_id: (await ctx.admin.post('/api/general/shareholder', { name: 'Owner' })).json().id,
    });
  });

  return { ctx, makeItem, purchase, posted, lotQuantity };
}
