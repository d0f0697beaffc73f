import { dec, MESSAGES } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { tenantSettings } from '../settings/queries.js';
import { shortageLine } from './movements.js';

export interface LotLine {
  product_id: string;
  quantity: string;
}

export interface CheckedLot {
  id: string;
  inventory_id: string;
  item_name: string;
  quantity: string;
  /** Held by approved documents: what may leave is quantity - reserved. */
  reserved: string;
  base_cost: string;
}

/**
 * The lots of a document's lines: each named once, each in `inventoryId`, locked in id order (like the
 * stock module's own writes, so documents touching the same lots cannot deadlock). With `outgoing`, a line
 * asking for more than its lot has available (held less reserved) is refused now, at save, naming the item and what is available (the
 * stock module refuses again at the write, under the same lock).
 */
export async function checkLots(
  tx: TenantTx,
  lines: readonly LotLine[],
  inventoryId: string,
  opts: { outgoing: boolean; message?: string } = { outgoing: true },
): Promise<Map<string, CheckedLot>> {
  const ids = lines.map((l) => l.product_id);
  if (new Set(ids).size !== ids.length) throw invalid({ lines: [MESSAGES.lotTwice] });
  const rows = await tx
    .selectFrom('products as p')
    .innerJoin('items as i', (j) =>
      j.onRef('i.tenant_id', '=', 'p.tenant_id').onRef('i.id', '=', 'p.item_id'),
    )
    .select(['p.id', 'p.inventory_id', 'i.name as item_name', 'p.quantity', 'p.reserved', 'p.base_cost'])
    .where('p.id', 'in', ids)
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
  const lots = new Map(rows.map((r) => [r.id, r as CheckedLot]));
  lines.forEach((l, i) => {
    const lot = lots.get(l.product_id);
    if (!lot || lot.inventory_id !== inventoryId)
      throw invalid({ [`lines.${i}.product_id`]: [opts.message ?? MESSAGES.lotNotInInventory] });
  });
  if (opts.outgoing && !(await tenantSettings(tx)).allowNegativeStock) {
    lines.forEach((l, i) => {
      const lot = lots.get(l.product_id)!;
      const available = dec(lot.quantity).minus(lot.reserved);
      if (dec(l.quantity).gt(available))
        throw conflict(MESSAGES.noEnoughQuantity, {
          [`lines.${i}.quantity`]: [shortageLine(lot.item_name, available, l.quantity)],
        });
    });
  }
  return lots;
}
