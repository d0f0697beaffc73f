import { purchaseInput, purchaseOrderInput, purchaseReturnInput, supplierInput } from '@bb/contracts';
import { sql } from 'kysely';
import { approveDocument, createDocument } from '../modules/documents/lifecycle.js';
import { createSupplier } from '../modules/parties/suppliers.js';
import { purchaseOrderDocument } from '../modules/purchasing/orders.js';
import { purchaseDocument } from '../modules/purchasing/purchases.js';
import { purchaseReturnDocument } from '../modules/purchasing/returns.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';
import { day } from './seed-dates.js';

/**
 * The demo's purchasing (issue 23): two suppliers; an order to Kurdistan Pharma approved and received by a
 * purchase a week ago (its lots enter the pharmacy's stock, part paid from the IQD box; nothing has left them,
 * so it can still be edited), a delivery of water from the Dukan company without an order, six cracked bottles
 * of which were sent back by a purchase return (that purchase is locked), and a new order still pending, so the
 * approve screen has work. Everything goes through the purchasing module's rules: stock equals its movements
 * and the entries balance.
 */
export async function seedDemoPurchasing(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const one = async (q: ReturnType<typeof sql<{ id: string }>>) => (await q.execute(tx)).rows[0]!.id;
    const pharmacy = await one(sql<{ id: string }>`select id from inventories order by id limit 1`);
    const box = await one(sql<{ id: string }>`select id from cash_boxes
      where currency_code = 'IQD' and inventory_id = ${pharmacy} and for_user_id is null order by id limit 1`);
    const item = (barcode: string) =>
      one(sql<{ id: string }>`select id from items where barcode = ${barcode}`);
    // items no journey scans at the POS: a second lot of a scanned item would open the lot picker there
    const [syrup, bottledWater] = [await item('6260000000042'), await item('6260000000066')];
    const pharma = await createSupplier(
      tx,
      auth,
      supplierInput.parse({
        name: 'Kurdistan Pharma',
        phone: '0750 445 1200',
        address: 'Erbil, 60 m Street',
      }),
    );
    const water = await createSupplier(
      tx,
      auth,
      supplierInput.parse({ name: 'کۆمپانیای ئاوی دوکان', phone: '0770 310 4400', address: 'Dukan' }),
    );

    const order = await createDocument(
      tx,
      auth,
      purchaseOrderDocument,
      purchaseOrderInput.parse({
        supplier_id: pharma.id,
        inventory_id: pharmacy,
        date: day(10),
        currency_code: 'IQD',
        note: 'Monthly order: syrups and water',
        lines: [
          { item_id: syrup, quantity: '100', expected_price: '1000' },
          { item_id: bottledWater, quantity: '240', expected_price: '1450' },
        ],
      }),
    );
    await approveDocument(tx, auth, purchaseOrderDocument, order.id);
    const orderLines = (
      await sql<{ id: string; item_id: string }>`select id, item_id from purchase_order_lines
        where purchase_order_id = ${order.id} order by id`.execute(tx)
    ).rows;
    const expires = `${new Date().getFullYear() + 2}-12-31`;
    await createDocument(
      tx,
      auth,
      purchaseDocument,
      purchaseInput.parse({
        supplier_id: pharma.id,
        inventory_id: pharmacy,
        purchase_order_id: order.id,
        purchase_date: day(7),
        currency_code: 'IQD',
        cash_box_id: box,
        amount_paid: '250000',
        invoice_reference: 'KP-2291',
        expenses: '5000',
        note: 'Received against the monthly order',
        lines: [
          {
            item_id: syrup,
            purchase_order_line_id: orderLines[0]!.id,
            batch_number: 'KP-S-88',
            expire_date: expires,
            quantity: '100',
            bonus: '10',
            purchase_price_before_discount: '1040',
            discount: '3.8462',
            purchase_price: '1000',
            sale_price: '1500',
            wholesale_price: '1250',
          },
          {
            item_id: bottledWater,
            purchase_order_line_id: orderLines[1]!.id,
            batch_number: 'KP-W-17',
            expire_date: expires,
            quantity: '240',
            purchase_price: '1450',
            sale_price: '2250',
            wholesale_price: '1875',
          },
        ],
      }),
    );
    // the return comes from a delivery of its own: a purchase part of which went back is locked ('not
    // allowed once sold'), and the order's purchase above stays editable, as the README promises
    const delivery = await createDocument(
      tx,
      auth,
      purchaseDocument,
      purchaseInput.parse({
        supplier_id: water.id,
        inventory_id: pharmacy,
        purchase_date: day(5),
        currency_code: 'IQD',
        invoice_reference: 'DW-0415',
        note: 'Water delivered without an order',
        lines: [
          {
            item_id: bottledWater,
            batch_number: 'DW-W-04',
            expire_date: expires,
            quantity: '120',
            purchase_price: '1400',
            sale_price: '2250',
            wholesale_price: '1875',
          },
        ],
      }),
    );
    const waterLot = await one(sql<{ id: string }>`select d.product_id as id from purchase_details d
      where d.purchase_id = ${delivery.id}`);
    await createDocument(
      tx,
      auth,
      purchaseReturnDocument,
      purchaseReturnInput.parse({
        supplier_id: water.id,
        inventory_id: pharmacy,
        date: day(3),
        currency_code: 'IQD',
        note: 'Cracked bottles',
        lines: [{ product_id: waterLot, quantity: '6', price: '1400' }],
      }),
    );

    await createDocument(
      tx,
      auth,
      purchaseOrderDocument,
      purchaseOrderInput.parse({
        supplier_id: water.id,
        inventory_id: pharmacy,
        date: day(1),
        currency_code: 'IQD',
        note: null,
        lines: [{ item_id: bottledWater, quantity: '480', expected_price: '1400' }],
      }),
    );
  });
}
