import { mul, toText } from '@bb/contracts';
import { addToStock } from '../modules/stock/add-to-stock.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/** Demo stock: lots of the demo goods in both branches, received through the real Add To Stock rules. */
export async function seedDemoStock(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const items = await tx.selectFrom('items').select(['id', 'type', 'barcode']).orderBy('id').execute();
    const branches = await tx.selectFrom('inventories').select('id').orderBy('id').execute();
    const today = new Date().toISOString().slice(0, 10);
    let n = 0;
    for (const item of items) {
      n++;
      if (item.type === 2) continue;
      const cost = String(250 * n);
      await addToStock(
        tx,
        auth,
        item.id,
        {
          products: branches.map((b, i) => ({
            id: null,
            inventory_id: b.id,
            batch_number: item.type === 3 ? '' : `B${n}${i}`,
            expire_date: item.type === 3 ? null : `${new Date().getFullYear() + 2}-06-30`,
            currency_code: 'IQD',
            cost: item.type === 3 ? '0' : cost,
            sale_price: toText(mul(cost, '1.5')),
            wholesale_price: toText(mul(cost, '1.25')),
            quantity: item.type === 3 ? '0' : String(20 + n * 5),
            prices: [],
          })),
        },
        today,
      );
    }
  });
}
