import { sql } from 'kysely';
import { createMoneyDocument } from '../modules/cash/documents.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/**
 * The demo's accounting master data, named as the demo's items are: mostly English, some in Kurdish and
 * Arabic, as a shop in Sulaymaniyah would type them. Expense category type 0 is fixed, 1 variable.
 */
export const DEMO_EXPENSE_CATEGORIES = [
  { name: 'Rent', type: 0 },
  { name: 'Electricity and generator', type: 1 },
  { name: 'Salaries', type: 0 },
  { name: 'Stationery and printing', type: 1 },
  { name: 'Cleaning supplies', type: 1 },
  { name: 'گواستنەوە و بارکردن', type: 1 },
  { name: 'صيانة', type: 1 },
];
export const DEMO_INCOME_TYPES = ['Delivery fees', 'Consultation fees', 'کرێی ڕەفە', 'عمولة'];
export const DEMO_LOSS_TYPES = ['Expired goods', 'Damaged goods', 'Cash shortage', 'کاڵای شکاو'];
export const DEMO_PAYMENT_CATEGORIES = ['Taxes and fees', 'Bank charges', 'Donations', 'رسوم حكومية'];

/** Opening cash of the demo's boxes, so the staff can pay out from the first day: by currency, shared / drawer. */
const OPENING_CASH: Record<string, { box: string; drawer: string }> = {
  IQD: { box: '2500000', drawer: '250000' },
  USD: { box: '1500', drawer: '100' },
};

/**
 * The demo's accounting start: expense categories, income, loss and payment types, and each cash box's
 * opening cash as a cash box adjustment entry (through the money documents' own rules, so the books balance
 * and the entries show in the statements).
 */
export async function seedDemoAccounts(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const t = tenantId;
    // master-data tables are declared by resource (platform/resources), not in the Kysely schema
    const insert = (table: string, rows: { name: string; type?: number }[]) =>
      sql`insert into ${sql.table(table)} (tenant_id, name, type, created_by)
        select ${t}::bigint, r.name, r.type, ${adminId}::bigint
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(name text, type smallint)`.execute(tx);
    const insertNamed = (table: string, names: string[]) =>
      sql`insert into ${sql.table(table)} (tenant_id, name, created_by)
        select ${t}::bigint, n, ${adminId}::bigint from unnest(${names}::text[]) as n`.execute(tx);
    await insert('expense_categories', DEMO_EXPENSE_CATEGORIES);
    await insertNamed('income_types', DEMO_INCOME_TYPES);
    await insertNamed('loss_types', DEMO_LOSS_TYPES);
    await insertNamed('general_payment_categories', DEMO_PAYMENT_CATEGORIES);

    const boxes = await tx
      .selectFrom('cash_boxes')
      .select(['id', 'currency_code', 'inventory_id', 'for_user_id'])
      .orderBy('id')
      .execute();
    const rates = await tx
      .selectFrom('exchange_rates')
      .select(['currency_code_from', 'exchange_rate'])
      .where('type', '=', 0)
      .where('currency_code_to', '=', 'IQD')
      .orderBy('id', 'desc')
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    for (const box of boxes) {
      const opening = OPENING_CASH[box.currency_code];
      if (!opening) continue;
      const rate = rates.find((r) => r.currency_code_from === box.currency_code)?.exchange_rate;
      if (box.currency_code !== 'IQD' && !rate) continue;
      await createMoneyDocument(tx, auth, 'cash_box_adjustment_entry', {
        date: today,
        inventory_id: box.inventory_id,
        cash_box_id: box.id,
        to_cash_box_id: null,
        amount: box.for_user_id ? opening.drawer : opening.box,
        currency_code: box.currency_code,
        exchange_rate: box.currency_code === 'IQD' ? undefined : rate,
        category_id: null,
        direction: 'in',
        note: 'Opening cash',
      });
    }
  });
}
