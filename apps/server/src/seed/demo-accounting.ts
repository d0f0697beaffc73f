import { expenseDocumentInput } from '@bb/contracts';
import { sql } from 'kysely';
import { assetDocument } from '../modules/accounting/asset.js';
import { expenseDocument } from '../modules/accounting/expense-document.js';
import { moneyCollectionDocument } from '../modules/accounting/money-collection.js';
import { createMoneyDocument } from '../modules/cash/documents.js';
import { createDocument } from '../modules/documents/lifecycle.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';
import { day, monthStart } from './seed-dates.js';

/**
 * The demo's accounting breadth (issue 19), so the accountant can try each screen: two shareholders with
 * their capital paid into the pharmacy's box, asset categories and two assets (a van depreciated straight
 * line, a laptop by declining balance) brought in at opening three months ago, a bag of cash the
 * accountant collected from a customer ten days ago, still pending, and an expense document of the month's
 * generator and cleaning bills paid from the pharmacy's box. Everything goes through the modules' rules.
 */
export async function seedDemoAccounting(db: Db, tenantId: string, adminId: string): Promise<void> {
  const admin = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const one = async (q: ReturnType<typeof sql<{ id: string }>>) => (await q.execute(tx)).rows[0]!.id;
    const pharmacy = await one(sql<{ id: string }>`select id from inventories order by id limit 1`);
    const box = await one(sql<{ id: string }>`select id from cash_boxes
      where currency_code = 'IQD' and inventory_id = ${pharmacy} and for_user_id is null order by id limit 1`);
    const holders: [string, string, string][] = [
      ['Azad Rashid', '60', '30000000'],
      ['شیلان عومەر', '40', '20000000'],
    ];
    for (const [name, share, capital] of holders) {
      const id = await one(sql<{ id: string }>`insert into shareholders
          (tenant_id, name, phone, share_percentage, status, created_by)
        values (${tenantId}, ${name}, '0750 000 0000', ${share}, 1, ${adminId}) returning id`);
      await createMoneyDocument(tx, admin, 'capital', {
        date: day(0),
        inventory_id: pharmacy,
        cash_box_id: box,
        to_cash_box_id: null,
        amount: capital,
        currency_code: 'IQD',
        category_id: id,
        note: 'Capital paid in',
      });
    }

    const category = (name: string, rate: string) =>
      one(sql<{ id: string }>`insert into asset_categories (tenant_id, name, depreciation_rate, created_by)
        values (${tenantId}, ${name}, ${rate}, ${adminId}) returning id`);
    const vehicles = await category('Vehicles', '20');
    const office = await category('Office equipment', '40');
    const asset = {
      inventory_id: pharmacy,
      date: monthStart(3),
      currency_code: 'IQD',
      cash_box_id: null,
      note: null,
    };
    await createDocument(tx, admin, assetDocument, {
      ...asset,
      name: 'Delivery van',
      asset_category_id: vehicles,
      cost: '24000000',
      salvage_value: '4000000',
      useful_life_months: 60,
      method: 'straight_line',
    });
    await createDocument(tx, admin, assetDocument, {
      ...asset,
      name: 'لابتۆپی ژمێریاری',
      asset_category_id: office,
      cost: '1500000',
      salvage_value: '0',
      useful_life_months: 36,
      method: 'declining_balance',
    });

    const customer = await one(sql<{
      id: string;
    }>`insert into customers (tenant_id, code, name, inventory_id, phone)
      values (${tenantId}, 'C-COL-1', 'Rawand Pharmacy Supplies', ${pharmacy}, '07709876543') returning id`);
    const accountant = await one(sql<{ id: string }>`select id from users where username = 'accountant'`);
    await createDocument(
      tx,
      { ...admin, userId: accountant, username: 'accountant', name: 'Karwan Accountant' },
      moneyCollectionDocument,
      {
        inventory_id: pharmacy,
        date: day(10),
        customer_id: customer,
        amount: '350000',
        currency_code: 'IQD',
        note: 'Weekly round, Salim Street',
      },
    );
    const expenseCategory = (name: string) =>
      one(sql<{ id: string }>`select id from expense_categories where name = ${name}`);
    await createDocument(
      tx,
      admin,
      expenseDocument,
      expenseDocumentInput.parse({
        inventory_id: pharmacy,
        date: day(4),
        paid_by: 'cash_box',
        cash_box_id: box,
        currency_code: 'IQD',
        note: 'Monthly running costs',
        lines: [
          {
            expense_category_id: await expenseCategory('Electricity and generator'),
            amount: '185000',
            note: 'Generator, 10 amperes',
          },
          { expense_category_id: await expenseCategory('Cleaning supplies'), amount: '42500', note: null },
        ],
      }),
    );
  });
}
