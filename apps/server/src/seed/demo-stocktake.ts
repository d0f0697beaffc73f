import { applyStocktakeInput, countInput, dec, startProcessInput, toText } from '@bb/contracts';
import { sql } from 'kysely';
import { createDocument } from '../modules/documents/lifecycle.js';
import { saveCounts } from '../modules/stocktake/counting.js';
import { stocktakeDocument } from '../modules/stocktake/document.js';
import { startProcess } from '../modules/stocktake/process.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/**
 * A finished stocktake in the demo (issue 18): City Shop counted, its cement found two bags short and its
 * blocks as the books say, applied as one STK- document through the stocktake module's own rules.
 */
export async function seedDemoStocktake(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const shop = (
      await sql<{ id: string }>`select id from inventories order by id offset 1 limit 1`.execute(tx)
    ).rows[0]!.id;
    const lots = (
      await sql<{ id: string; quantity: string; barcode: string }>`select p.id, p.quantity::text, i.barcode
        from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
        where p.inventory_id = ${shop} and i.barcode in ('6260000000103', '6260000000127') order by p.id`.execute(
        tx,
      )
    ).rows;
    if (lots.length === 0) return;
    const today = new Date().toISOString().slice(0, 10);
    const process = await startProcess(
      tx,
      auth,
      startProcessInput.parse({ inventory_id: shop, note: 'Month-end count of the construction store' }),
    );
    await saveCounts(
      tx,
      auth,
      process.id,
      countInput.parse({
        lines: lots.map((l) => ({
          product_id: l.id,
          counted: l.barcode === '6260000000103' ? toText(dec(l.quantity).minus(2)) : l.quantity,
        })),
      }),
    );
    await createDocument(
      tx,
      auth,
      stocktakeDocument,
      applyStocktakeInput.parse({
        inventory_process_id: process.id,
        snapshot_id: process.snapshot_id,
        date: today,
      }),
    );
  });
}
