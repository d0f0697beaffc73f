import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/pool.js';

/** Every lot's on-hand quantity equals the sum of its movements (DESIGN.md section 2, "Stock"). */
export async function expectStockEqualsMovements(db: Db): Promise<void> {
  const r = await sql<{ id: string; quantity: string; moved: string }>`
    select p.id, p.quantity::text, coalesce(sum(m.quantity), 0)::text as moved
    from products p left join stock_movements m on m.tenant_id = p.tenant_id and m.product_id = p.id
    group by p.tenant_id, p.id having p.quantity <> coalesce(sum(m.quantity), 0)`.execute(db);
  expect(r.rows).toEqual([]);
  const negative = await sql<{ id: string }>`select id from products where quantity < 0`.execute(db);
  expect(negative.rows).toEqual([]);
}
