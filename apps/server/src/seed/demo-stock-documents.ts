import { goodsStockOutInput, transferInput } from '@bb/contracts';
import { sql } from 'kysely';
import { approveDocument, createDocument } from '../modules/documents/lifecycle.js';
import { goodsStockOutDocument } from '../modules/stock/stock-out.js';
import { transferDocument } from '../modules/stock/transfers.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';
import { day } from './seed-dates.js';

/**
 * The demo's stock documents (issue 23): a transfer of cough syrup and water from the pharmacy to the shop,
 * approved by the shop (the stock moved), a second one of vitamin C still waiting for the shop's approval,
 * and a goods stock out of water bottles broken in the store. Through the stock module's own rules.
 */
export async function seedDemoStockDocuments(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const [pharmacy, shop] = (
      await sql<{ id: string }>`select id from inventories order by id limit 2`.execute(tx)
    ).rows.map((r) => r.id);
    const lot = async (barcode: string) =>
      (
        await sql<{ id: string }>`select p.id from products p
          join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
          where i.barcode = ${barcode} and p.inventory_id = ${pharmacy!} order by p.id limit 1`.execute(tx)
      ).rows[0]!.id;
    // items no journey scans at the POS (a second lot there would open the lot picker); vitamin C only
    // waits, and a pending transfer makes no lot
    const [syrup, water, vitamin] = [
      await lot('6260000000042'),
      await lot('6260000000066'),
      await lot('6260000000059'),
    ];
    const sent = await createDocument(
      tx,
      auth,
      transferDocument,
      transferInput.parse({
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: day(5),
        note: 'Weekly refill of the shop',
        lines: [
          { product_id: syrup, quantity: '8' },
          { product_id: water, quantity: '12' },
        ],
      }),
    );
    await approveDocument(tx, auth, transferDocument, sent.id);
    await createDocument(
      tx,
      auth,
      transferDocument,
      transferInput.parse({
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: day(0),
        note: 'Vitamin C for the winter shelf',
        lines: [{ product_id: vitamin, quantity: '6' }],
      }),
    );
    await createDocument(
      tx,
      auth,
      goodsStockOutDocument,
      goodsStockOutInput.parse({
        inventory_id: pharmacy,
        date: day(2),
        reason: 'Bottles broken while unloading',
        lines: [{ product_id: water, quantity: '3' }],
      }),
    );
  });
}
