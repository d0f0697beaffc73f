import { dec } from '@bb/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/pool.js';

/** The money invariants every ledger test ends with: each entry balances, and so does the whole book. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const unbalanced = await sql<{
    entry_id: string;
  }>`select entry_id from journal_lines group by tenant_id, entry_id
    having sum(debit) <> sum(credit)`.execute(db);
  expect(unbalanced.rows).toEqual([]);
  const perCurrency = await sql<{
    entry_id: string;
  }>`select entry_id from journal_lines group by tenant_id, entry_id, currency_code
    having sum(amount) <> 0`.execute(db);
  expect(perCurrency.rows).toEqual([]);
  const total = await sql<{
    d: string;
    c: string;
  }>`select coalesce(sum(debit),0)::text d, coalesce(sum(credit),0)::text c from journal_lines`.execute(db);
  expect(dec(total.rows[0]!.d).eq(total.rows[0]!.c)).toBe(true);
}

export async function createBoxes(db: Db, tenantId: string, inventoryId: string, forUserId?: string) {
  const rows = await db
    .insertInto('cash_boxes')
    .values([
      {
        tenant_id: tenantId,
        code: `IQD-${inventoryId}`,
        name: 'Main IQD',
        currency_code: 'IQD',
        inventory_id: inventoryId,
        is_default: true,
      },
      {
        tenant_id: tenantId,
        code: `USD-${inventoryId}`,
        name: 'Main USD',
        currency_code: 'USD',
        inventory_id: inventoryId,
        is_default: true,
      },
      {
        tenant_id: tenantId,
        code: `IQD2-${inventoryId}`,
        name: 'Second IQD',
        currency_code: 'IQD',
        inventory_id: inventoryId,
      },
      {
        tenant_id: tenantId,
        code: `OWN-${inventoryId}`,
        name: 'Own drawer',
        currency_code: 'IQD',
        inventory_id: inventoryId,
        for_user_id: forUserId ?? null,
      },
    ])
    .returning('id')
    .execute();
  const [iqd, usd, iqd2, own] = rows.map((r) => r.id) as [string, string, string, string];
  return { iqd, usd, iqd2, own };
}

/** journal_daily (summed over its slots) holds exactly the sums of the lines, for every tenant, account, currency and day. */
export async function expectDailyEqualsLines(db: Db): Promise<void> {
  const diff = await sql<Record<string, string>>`
    with d as (select tenant_id, account_id, currency_code, entry_date, sum(amount) a, sum(debit) dr, sum(credit) cr
               from journal_daily group by 1, 2, 3, 4),
         l as (select tenant_id, account_id, currency_code, entry_date, sum(amount) a, sum(debit) dr, sum(credit) cr
               from journal_lines group by 1, 2, 3, 4)
    select * from d full join l using (tenant_id, account_id, currency_code, entry_date)
    where d.a is distinct from l.a or d.dr is distinct from l.dr or d.cr is distinct from l.cr`.execute(db);
  expect(diff.rows).toEqual([]);
}
