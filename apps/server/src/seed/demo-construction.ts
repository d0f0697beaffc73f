import { sql } from 'kysely';
import { constructionOrderDocument } from '../modules/construction/orders.js';
import { ensureProjectAccount } from '../modules/construction/projects.js';
import { constructionStockOutDocument } from '../modules/construction/stock-outs.js';
import { approveDocument, createDocument } from '../modules/documents/lifecycle.js';
import { addToStock } from '../modules/stock/add-to-stock.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/**
 * The demo's construction project (issue 18): cement, steel and blocks in the shop's store, a project for
 * the residence demo's Tower 1 with a small bill of quantities, one approved order and one issue against it
 * (so the quantification has something to show) and one order waiting for approval. Everything goes through the construction module's rules.
 */
export async function seedDemoConstruction(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const one = async (q: ReturnType<typeof sql<{ id: string }>>) => (await q.execute(tx)).rows[0]!.id;
    const shop = await one(sql<{ id: string }>`select id from inventories order by id offset 1 limit 1`);
    const tower = (
      await sql<{ id: string }>`select id from buildings where name = 'Tower 1' limit 1`.execute(tx)
    ).rows[0]?.id;
    const today = new Date().toISOString().slice(0, 10);
    const materials = [
      { name: 'Cement 50 kg bag', barcode: '6260000000103', cost: '9000', quantity: '400' },
      { name: 'Steel bar 12 mm (12 m)', barcode: '6260000000110', cost: '14500', quantity: '300' },
      { name: 'Concrete block 20 cm', barcode: '6260000000127', cost: '650', quantity: '5000' },
    ];
    const items: string[] = [];
    for (const m of materials) {
      const item = await one(sql<{ id: string }>`insert into items (tenant_id, name, barcode, type)
        values (${tenantId}, ${m.name}, ${m.barcode}, 2) returning id`);
      items.push(item);
      await addToStock(
        tx,
        auth,
        item,
        {
          products: [
            {
              id: null,
              inventory_id: shop,
              batch_number: `C-${m.barcode.slice(-3)}`,
              expire_date: null,
              currency_code: 'IQD',
              cost: m.cost,
              sale_price: m.cost,
              wholesale_price: m.cost,
              quantity: m.quantity,
              prices: [],
            },
          ],
        },
        today,
      );
    }
    const project = await one(sql<{ id: string }>`insert into construction_projects
        (tenant_id, name, code, inventory_id, building_id, created_by)
      values (${tenantId}, 'Tower 1 structure', 'P-T1', ${shop}, ${tower ?? null}, ${adminId}) returning id`);
    await ensureProjectAccount(tx, project);
    const lines = [
      { code: '1.1', name: 'Foundation concrete', item: items[0]!, qty: '250', cost: '2250000' },
      { code: '1.2', name: 'Foundation steel', item: items[1]!, qty: '120', cost: '1740000' },
      { code: '2.1', name: 'Ground floor walls', item: items[2]!, qty: '3000', cost: '1950000' },
    ];
    const boq: string[] = [];
    for (const l of lines)
      boq.push(
        await one(sql<{
          id: string;
        }>`insert into construction_boq_lines (tenant_id, project_id, code, name, item_id,
            building_id, planned_quantity, planned_cost, created_by)
          values (${tenantId}, ${project}, ${l.code}, ${l.name}, ${l.item}, ${tower ?? null}, ${l.qty}, ${l.cost},
            ${adminId}) returning id`),
      );
    const order = await createDocument(tx, auth, constructionOrderDocument, {
      project_id: project,
      date: today,
      note: 'Foundation pour, week 1',
      lines: [
        { boq_line_id: boq[0]!, quantity: '100' },
        { boq_line_id: boq[1]!, quantity: '40' },
      ],
    });
    await approveDocument(tx, auth, constructionOrderDocument, order.id);
    // the next week's order waits for the manager (their dashboard's tile counts it)
    await createDocument(tx, auth, constructionOrderDocument, {
      project_id: project,
      date: today,
      note: 'Ground floor walls, week 2',
      lines: [{ boq_line_id: boq[2]!, quantity: '800' }],
    });
    const orderLines = (
      await sql<{ id: string }>`select id from construction_stock_out_order_lines where order_id = ${order.id}
        order by id`.execute(tx)
    ).rows;
    await createDocument(tx, auth, constructionStockOutDocument, {
      order_id: order.id,
      date: today,
      is_return: false,
      note: null,
      lines: [
        { order_line_id: orderLines[0]!.id, quantity: '60' },
        { order_line_id: orderLines[1]!.id, quantity: '25' },
      ],
    });
  });
}
