import {
  type DecimalInput,
  dec,
  formatMoney,
  formatNumber,
  round,
  SALE_MESSAGES,
  type SaleInputParsed,
  shownDecimals,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { type BoxRow, checkUsableBox } from '../cash/boxes.js';
import type { RateInfo } from '../cash/rates.js';
import { fromBase } from './compute.js';

/** The ability that lets a sale line go at zero or below its lot's cost. */
export const SALE_BELOW_COST = 'sale_below_cost';

/**
 * The cash box that takes a sale's cash (the journal posts the cash in the sale's currency, so the box holds
 * the sale's currency whatever the customer paid with). A box sent by the client is checked as before
 * (`usableBox`'s checks on `box`, the row the sale's lookups read). Without one, the server picks, in this order: the user's own active box of that currency
 * in the sale's branch (or in no branch); unless the user holds "only from my cash box", the branch's
 * default shared box of that currency, then any shared box of it in the branch, then a shared box in no
 * branch. None: 409 naming the currency (the POS says so before Pay).
 */
export async function saleCashBox(
  tx: TenantTx,
  auth: AuthContext,
  input: SaleInputParsed,
  box: BoxRow | undefined,
): Promise<string> {
  const currency = input.currency_code;
  if (input.cash_box_id) {
    await checkUsableBox(tx, auth, box, 'cash_box_id', currency);
    return input.cash_box_id;
  }
  const onlyMine = !auth.isSuperuser && auth.abilities.has('only_from_my_cash_box');
  const branch = input.inventory_id;
  const found = await sql<{ id: string }>`select id from cash_boxes
    where status = 1 and currency_code = ${currency}
      and (inventory_id = ${branch} or inventory_id is null)
      and (for_user_id = ${auth.userId} or (for_user_id is null and not ${onlyMine}::boolean))
    order by for_user_id is not null desc, inventory_id is not null desc, is_default desc, id
    limit 1`.execute(tx);
  const id = found.rows[0]?.id;
  if (!id) throw conflict(SALE_MESSAGES.noCashBox(currency));
  return String(id);
}

/** Money in a message: the currency's decimals, or every decimal when those would hide the difference. */
function shown(v: DecimalInput, currency: string): string {
  const places = shownDecimals(currency);
  if (dec(v).eq(round(v, places, 'halfUp'))) return formatMoney(v, currency);
  const text = toText(v);
  return formatNumber(v, Math.min(6, text.split('.')[1]?.length ?? 0));
}

export interface PricedLot {
  base_cost: string;
  name: string;
}

/**
 * Refuses a sale line priced at zero or below its lot's cost unless the user may sell so (superusers and
 * holders of `sale_below_cost`). The cost is the lot's base cost in the sale's currency, converted as the
 * cart converts it (half up at six places), so a line at cost price is never "below" by rounding. Returns
 * are not checked (they give back what was charged). No query: the lots come with the sale's lookups.
 */
export function checkPriceFloor(
  auth: AuthContext,
  input: SaleInputParsed,
  lots: ReadonlyMap<string, PricedLot>,
  rate: RateInfo,
): void {
  if (input.is_return || auth.isSuperuser || auth.abilities.has(SALE_BELOW_COST)) return;
  const currency = input.currency_code;
  for (const line of input.lines) {
    const lot = lots.get(line.product_id);
    if (!lot) continue;
    const cost = fromBase(lot.base_cost, rate);
    const price = dec(line.sale_price);
    if (price.lte(0) || price.lt(cost))
      throw conflict(
        SALE_MESSAGES.belowCost(lot.name, shown(price, currency), shown(cost, currency), currency),
      );
  }
}
