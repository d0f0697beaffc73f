import { add, dec, mul, toAmount, toText } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { baseCurrency } from '../cash/rates.js';
import type { Posting, StockChange } from '../documents/define.js';
import type { SystemAccount } from '../ledger/accounts.js';
import { checkLots, type LotLine } from '../stock-movements/lots-check.js';

/** Goods leaving their lots at base cost: each lot's cost (read under its lock) and the value of the lines. */
export interface AtCost {
  cost: Map<string, string>;
  value: string;
}

/**
 * Checks the lots of goods that leave one branch (named once, in the branch, holding the quantity) and
 * reads their base cost: what gifts and goods stock-outs keep on their lines and post.
 */
export async function leavingAtCost(
  tx: TenantTx,
  lines: readonly LotLine[],
  inventoryId: string,
): Promise<AtCost> {
  const lots = await checkLots(tx, lines, inventoryId);
  const cost = new Map([...lots.values()].map((l) => [l.id, l.base_cost]));
  const value = toAmount(add(...lines.map((l) => mul(l.quantity, cost.get(l.product_id)!))));
  return { cost, value };
}

/** The line rows: each lot, its quantity and its unit cost. */
export const linesAtCost = (lines: readonly LotLine[], { cost }: AtCost) =>
  lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_cost: cost.get(l.product_id)! }));

/** Every line's quantity out of its lot. */
export const outOfLots = (lines: readonly LotLine[]): StockChange[] =>
  lines.map((l) => ({ productId: l.product_id, quantity: toText(dec(l.quantity).neg()) }));

/** The value at cost debited to `account` and credited to the branch's inventory; nothing when zero. */
export async function postAtCost(
  tx: TenantTx,
  o: { value: string; inventoryId: string; account: SystemAccount; description: string },
): Promise<Posting | null> {
  if (!dec(o.value).gt(0)) return null;
  const money = { amount: o.value, currency: await baseCurrency(tx), rate: '1', inventoryId: o.inventoryId };
  return {
    description: o.description,
    inventoryId: o.inventoryId,
    lines: [
      { account: o.account, side: 'debit', ...money },
      { account: 'inventory', side: 'credit', ...money },
    ],
  };
}
