import { expect } from 'vitest';
import type { Client } from './app.js';

/** A cash sale in IQD through the API (201 expected): lines are [lot, quantity, unit price]. */
export async function sellLines(
  c: Client,
  at: { inventoryId: string; cashBoxId: string },
  date: string,
  lines: [string, string, string][],
  over: Record<string, unknown> = {},
): Promise<void> {
  const res = await c.post('/api/sale', {
    inventory_id: at.inventoryId,
    sale_date: date,
    currency_code: 'IQD',
    cash_box_id: at.cashBoxId,
    lines: lines.map(([product_id, sale_quantity, sale_price]) => ({
      product_id,
      sale_quantity,
      sale_price,
    })),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
}
