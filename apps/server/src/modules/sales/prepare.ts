import { add, dec, MESSAGES, SALE_MESSAGES, type SaleInputParsed, toAmount, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { executeNamed } from '../../platform/db/prepared.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, forbidden, invalid } from '../../platform/errors.js';
import type { BoxRow } from '../cash/boxes.js';
import { type RateInfo, rateInfo } from '../cash/rates.js';
import type { PrescriptionClaim } from '../hospital/dispense.js';
import { processModeSql } from '../identity/process-mode.js';
import { primeTenantSettings } from '../settings/queries.js';
import { fromBase, type SaleTotals, saleTotals, settlement, toBase } from './compute.js';
import { checkPriceFloor, saleCashBox } from './sale-rules.js';

export interface Lot {
  id: string;
  item_id: string;
  inventory_id: string;
  base_cost: string;
  /** The item's name (for refusals that name the line). */
  name: string;
  /** Goods move stock; services and non-stockable items do not. */
  moves: boolean;
}

export interface PreparedSale {
  /** The input, with the cash box that takes the cash (picked by the server when none was sent). */
  input: SaleInputParsed;
  base: string;
  rate: RateInfo;
  lots: Map<string, Lot>;
  totals: SaleTotals;
  cash: string;
  debit: string;
  amountCurrency: string;
  /** A new sale's id from the identity's sequence, taken with the lookups when asked (`newId`). */
  newId: string | null;
  /** The branch is in inventory process mode (identity/process-mode.ts): a sale may take a lot below zero. */
  processMode: boolean;
  /** The prescription the sale dispenses (issue 20), checked and locked by the sale's service. */
  prescription?: PrescriptionClaim | null;
}

/** Everything a sale needs checked before anything is written: branch, currency, customer, lots, money. */
export async function prepareSale(
  tx: TenantTx,
  auth: AuthContext,
  input: SaleInputParsed,
  opts: { newId?: boolean } = {},
): Promise<PreparedSale> {
  const look = await lookups(tx, auth, input, opts.newId === true);
  if (!look.inventory) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  if (!auth.isSuperuser && !look.connected) throw forbidden();
  const currencies = new Set(look.currencies);
  if (!currencies.has(input.currency_code))
    throw invalid({ currency_code: ['The selected currency is invalid.'] });
  const amountCurrency = input.amount_currency_code ?? input.currency_code;
  if (!currencies.has(amountCurrency))
    throw invalid({ amount_currency_code: ['The selected currency is invalid.'] });

  const base = look.base;
  const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);

  if (input.customer_id) {
    const c = await sql<{
      status: number;
    }>`select status from customers where id = ${input.customer_id}`.execute(tx);
    if (c.rows.length === 0) throw invalid({ customer_id: ['The selected customer is invalid.'] });
  }
  if (input.return_of_sale_id) {
    if (!input.is_return) throw invalid({ return_of_sale_id: [MESSAGES.returnRefersToSale] });
    const of = await tx
      .selectFrom('sales')
      .select(['is_return'])
      .where('id', '=', input.return_of_sale_id)
      .forUpdate()
      .executeTakeFirst();
    if (!of || of.is_return) throw invalid({ return_of_sale_id: ['The selected sale is invalid.'] });
    await checkReturnable(tx, input.return_of_sale_id, input.lines);
  }

  const lots = checkLots(input, look.lots);
  checkPriceFloor(auth, input, lots, rate);
  await checkExtras(tx, input);

  const totals = saleTotals(input);
  if (dec(totals.total).isNeg()) throw invalid({ minus: [MESSAGES.discountOverSubtotal] });

  let paid = input.amount_paid;
  if (amountCurrency !== input.currency_code && dec(paid).gt(0)) {
    if (amountCurrency !== base && !input.amount_exchange_rate)
      throw invalid({ amount_exchange_rate: [MESSAGES.paymentRateRequired] });
    const payRate = await rateInfo(tx, amountCurrency, input.amount_exchange_rate, base);
    paid = fromBase(toBase(paid, payRate), rate);
  }
  const { cash, debit } = settlement(totals.total, input.customer_id !== null, paid, input.amount_change);

  const cashBoxId = dec(cash).gt(0)
    ? await saleCashBox(tx, auth, input, look.box ?? undefined)
    : input.cash_box_id;
  if (dec(debit).gt(0) && !input.is_return)
    await checkMaxDebit(tx, input.customer_id!, input.currency_code, debit);

  return {
    input: { ...input, cash_box_id: cashBoxId },
    base,
    rate,
    lots,
    totals,
    cash,
    debit,
    amountCurrency,
    newId: look.new_id,
    processMode: look.process_mode,
  };
}

type LotRow = Lot & { type: number; stockable: boolean };

/**
 * The lookups of a sale in one round trip (row-level security keeps them in the tenant): the branch (active),
 * whether the user is connected to it, the tenant's currencies and base currency, the sale's lots, whether
 * the branch is in inventory process mode, the cash box sent (checked later, where the sale takes cash), the
 * tenant's settings (given to `tenantSettings`), and for a new sale its id (so the header is inserted once,
 * complete, after stock and journal).
 */
const LOOKUPS_SQL = `select
  exists (select from inventories where id = $1::bigint and status = 1) as inventory,
  exists (select from user_inventories where user_id = $2::bigint and inventory_id = $1::bigint) as connected,
  (select array_agg(code) from currencies) as currencies,
  (select base_currency_code from tenants) as base,
  (select json_agg(json_build_object('id', p.id::text, 'item_id', p.item_id::text,
      'inventory_id', p.inventory_id::text, 'base_cost', p.base_cost::text, 'name', i.name,
      'type', i.type, 'stockable', i.stockable))
    from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    where p.id = any($3::bigint[])) as lots,
  ${processModeSql('$1::bigint')} as process_mode,
  (select json_build_object('id', id::text, 'currency_code', currency_code, 'inventory_id', inventory_id::text,
      'for_user_id', for_user_id::text, 'status', status) from cash_boxes where id = $5::bigint) as box,
  (select json_agg(json_build_object('key', key, 'value', value)) from settings) as settings,
  case when $4::boolean then nextval(pg_get_serial_sequence('sales', 'id'))::text end as new_id`;

async function lookups(tx: TenantTx, auth: AuthContext, input: SaleInputParsed, newId: boolean) {
  const ids = [...new Set(input.lines.map((l) => l.product_id))];
  const [row] = await executeNamed<{
    inventory: boolean;
    connected: boolean;
    currencies: string[] | null;
    base: string;
    lots: LotRow[] | null;
    new_id: string | null;
    process_mode: boolean;
    box: BoxRow | null;
    settings: { key: string; value: unknown }[] | null;
  }>(tx, 'bb_sale_lookups', LOOKUPS_SQL, [input.inventory_id, auth.userId, ids, newId, input.cash_box_id]);
  primeTenantSettings(tx, row!.settings ?? []);
  return { ...row!, currencies: row!.currencies ?? [], lots: row!.lots ?? [] };
}

function checkLots(input: SaleInputParsed, rows: LotRow[]): Map<string, Lot> {
  const lots = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        item_id: r.item_id,
        inventory_id: r.inventory_id,
        base_cost: r.base_cost,
        name: r.name,
        moves: r.stockable && r.type !== 3,
      },
    ]),
  );
  const errors: Record<string, string[]> = {};
  input.lines.forEach((l, i) => {
    const lot = lots.get(l.product_id);
    if (!lot) errors[`lines.${i}.product_id`] = ['The selected product is invalid.'];
    else if (lot.inventory_id !== input.inventory_id)
      errors[`lines.${i}.product_id`] = ['The product is not in the selected inventory.'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return lots;
}

async function checkExtras(tx: TenantTx, input: SaleInputParsed) {
  if (input.extras.length === 0) return;
  const ids = [...new Set(input.extras.map((e) => e.sale_extra_id))];
  const found = await sql<{
    id: string;
  }>`select id from sale_extras where id = any(${ids}::bigint[])`.execute(tx);
  const known = new Set(found.rows.map((r) => String(r.id)));
  const errors: Record<string, string[]> = {};
  input.extras.forEach((e, i) => {
    if (!known.has(e.sale_extra_id))
      errors[`extras.${i}.sale_extra_id`] = ['The selected sale extra is invalid.'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * Refuses a sale that would take the customer's debt in this currency over their maximum debit amount
 * (a maximum of 0 or none means no limit). The customer row is locked so concurrent sales to one
 * customer are checked one after the other.
 */
async function checkMaxDebit(tx: TenantTx, customerId: string, currency: string, debit: string) {
  await sql`select id from customers where id = ${customerId} for update`.execute(tx);
  const limit = (
    await sql<{ amount: string }>`select amount from customer_max_amounts
      where customer_id = ${customerId} and currency_code = ${currency}`.execute(tx)
  ).rows[0]?.amount;
  if (!limit || dec(limit).lte(0)) return;
  const owed = (
    await sql<{ balance: string }>`select coalesce(sum(amount), 0)::text as balance from journal_lines
      where party_type = 'customer' and party_id = ${customerId} and currency_code = ${currency}`.execute(tx)
  ).rows[0]!.balance;
  if (dec(owed).plus(debit).gt(limit)) {
    throw conflict(SALE_MESSAGES.maxDebitExceeded(toText(toAmount(limit)), currency));
  }
}

/**
 * A return of a given sale may bring back, per lot, at most what the sale sold less what its other
 * returns already brought back: otherwise 'Return not allowed'. (An edited return's own lines are
 * already removed when this runs.)
 */
async function checkReturnable(tx: TenantTx, saleId: string, lines: SaleInputParsed['lines']) {
  const left = await sql<{ product_id: string; quantity: string }>`
    select d.product_id, (sum(d.sale_quantity) - coalesce((
      select sum(rd.sale_quantity) from sale_details rd join sales r on r.tenant_id = rd.tenant_id and r.id = rd.sale_id
      where r.return_of_sale_id = ${saleId} and rd.product_id = d.product_id), 0))::text as quantity
    from sale_details d where d.sale_id = ${saleId} group by d.product_id`.execute(tx);
  const available = new Map(left.rows.map((r) => [r.product_id, r.quantity]));
  const wanted = new Map<string, string>();
  for (const l of lines)
    wanted.set(l.product_id, toText(add(wanted.get(l.product_id) ?? '0', l.sale_quantity)));
  for (const [productId, quantity] of wanted) {
    if (dec(quantity).gt(available.get(productId) ?? '0')) throw conflict(MESSAGES.returnNotAllowed);
  }
}
