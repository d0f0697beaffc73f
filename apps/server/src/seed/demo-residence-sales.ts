import { sql } from 'kysely';
import { createDocument } from '../modules/documents/lifecycle.js';
import { residenceReceiptDocument } from '../modules/residence-sales/receipt-document.js';
import { residenceSaleDocument } from '../modules/residence-sales/sale-document.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/**
 * The demo's residence project (issue 17): a block, a building, an area and a view, six villas and flats in
 * USD, a buyer, and one sale of a villa on 10 monthly premiums whose down payment is received; the other units
 * stay available for the residence POS. Everything goes through the residence sales module's own rules.
 */
export async function seedDemoResidenceSales(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const one = async (q: ReturnType<typeof sql<{ id: string }>>) => (await q.execute(tx)).rows[0]!.id;
    const named = (table: string, name: string) =>
      one(sql<{ id: string }>`insert into ${sql.table(table)} (tenant_id, name, created_by)
        values (${tenantId}, ${name}, ${adminId}) returning id`);
    const block = await named('residence_blocks', 'Block A');
    const area = await named('residence_areas', 'Sarchinar');
    const view = await named('residence_views', 'Garden view');
    const tower = await one(sql<{ id: string }>`insert into buildings
        (tenant_id, name, residence_block_id, number_of_floors, created_by)
      values (${tenantId}, 'Tower 1', ${block}, 4, ${adminId}) returning id`);
    const units: { code: string; name: string; price: string; floor: number | null }[] = [
      { code: 'A-V1', name: 'Villa 1', price: '180000', floor: null },
      { code: 'A-V2', name: 'Villa 2', price: '185000', floor: null },
      { code: 'A-V3', name: 'ڤێلای ٣', price: '190000', floor: null },
      { code: 'T1-101', name: 'Flat 101', price: '65000', floor: 1 },
      { code: 'T1-201', name: 'شقة 201', price: '68000', floor: 2 },
      { code: 'T1-301', name: 'Flat 301', price: '72000', floor: 3 },
    ];
    const ids: string[] = [];
    for (const u of units)
      ids.push(
        await one(sql<{ id: string }>`insert into residence_units (tenant_id, name, code, residence_block_id,
            residence_area_id, residence_view_id, building_id, building_floor, currency_code, sale_price, created_by)
          values (${tenantId}, ${u.name}, ${u.code}, ${block}, ${area}, ${view}, ${u.floor ? tower : null},
            ${u.floor}, 'USD', ${u.price}, ${adminId}) returning id`),
      );
    const branch = await one(sql<{ id: string }>`select id from inventories order by id limit 1`);
    const customer = await one(sql<{
      id: string;
    }>`insert into customers (tenant_id, code, name, inventory_id, phone)
      values (${tenantId}, 'C-RES-1', 'Dilan Ahmed', ${branch}, '07701234567') returning id`);
    const rate = await one(sql<{ id: string }>`select exchange_rate::text as id from exchange_rates
      where currency_code_from = 'USD' and currency_code_to = 'IQD' and type = 0 order by id desc limit 1`);
    const today = new Date().toISOString().slice(0, 10);
    const firstDue = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const sold = await createDocument(tx, auth, residenceSaleDocument, {
      inventory_id: branch,
      date: today,
      customer_id: customer,
      currency_code: 'USD',
      exchange_rate: rate,
      units: [{ residence_unit_id: ids[0]!, price: '180000' }],
      discount: '0',
      premium_type: 1,
      down_payment: '36000',
      premium_count: 10,
      frequency: 1,
      first_due_date: firstDue,
      pre_key_percent: '60',
      key_handover_date: null,
      first_premium_amount: null,
      note: null,
    });
    const box = await one(sql<{ id: string }>`select id from cash_boxes
      where currency_code = 'USD' and inventory_id = ${branch} and for_user_id is null order by id limit 1`);
    await createDocument(tx, auth, residenceReceiptDocument, {
      residence_sale_id: sold.id,
      cash_box_id: box,
      date: today,
      amount: '36000',
      exchange_rate: rate,
      instalment_id: null,
      note: 'Down payment',
    });
  });
}
