import { add, dec, mul, toAmount, toText } from '@bb/contracts';
import { type Insertable, sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { post } from '../ledger/post.js';
import { moveStock } from '../stock-movements/movements.js';
import { fromBase, lineTotal } from './compute.js';
import { saleLines } from './posting.js';
import type { PreparedSale } from './prepare.js';
import type { SaleExtraLinesTable, SalesTable } from './schema.js';

/** The journal and stock document type of a sale or a return. */
export const docType = (isReturn: boolean) => (isReturn ? 'sale_return' : 'sale');

/** The columns of the header that come from the input and its computation. */
export function headerOf(p: PreparedSale) {
  const i = p.input;
  return {
    is_return: i.is_return,
    return_of_sale_id: i.return_of_sale_id,
    sale_date: i.sale_date,
    inventory_id: i.inventory_id,
    customer_id: i.customer_id,
    currency_code: i.currency_code,
    exchange_rate: p.rate.pairRate,
    subtotal: p.totals.subtotal,
    discount: i.discount,
    discount_amount: p.totals.discount_amount,
    minus: toAmount(i.minus),
    extras_total: p.totals.extras_total,
    extras_cost: p.totals.extras_cost,
    total: p.totals.total,
    cash: p.cash,
    debit: p.debit,
    cash_box_id: dec(p.cash).gt(0) ? i.cash_box_id : null,
    amount_paid: i.amount_paid,
    amount_currency_code: p.amountCurrency,
    amount_exchange_rate: i.amount_exchange_rate ?? null,
    amount_change: i.amount_change,
    note: i.note,
    hospital_patient_id: i.hospital_patient_id,
    patient_id: i.patient_id,
    patient: i.patient,
  };
}

/** What writing a sale's stock and journal gives its header, and the lines to insert. */
export interface Body {
  header: { journal_entry_id: string | null; cost_total: string; base_cost_total: string; quantity: string };
  details: ReturnType<typeof detailRows>;
  extras: Insertable<SaleExtraLinesTable>[];
}

function detailRows(tx: TenantTx, saleId: string, p: PreparedSale, baseCostOf: Map<string, string>) {
  return p.input.lines.map((l) => {
    const lot = p.lots.get(l.product_id)!;
    const unitBase = baseCostOf.get(l.product_id) ?? lot.base_cost;
    const unitCost = fromBase(unitBase, p.rate);
    return {
      tenant_id: tx.tenantId,
      sale_id: saleId,
      sale_date: p.input.sale_date,
      product_id: l.product_id,
      item_id: lot.item_id,
      sale_quantity: l.sale_quantity,
      sale_price: l.sale_price,
      price_type: l.price_type,
      cost: unitCost,
      base_cost: toAmount(unitBase),
      total_sale_price: lineTotal(l.sale_quantity, l.sale_price),
      total_cost: lineTotal(l.sale_quantity, unitCost),
    };
  });
}

/**
 * Moves the stock and posts the journal entry of a prepared sale whose id is known (its header may not be
 * written yet: movements and entries refer to it by document id). Stock leaves the chosen lots (a return
 * brings it back); the cost is the lots' base cost. Answers the header's costs and entry and the lines, so
 * the caller writes the header once (see `insertSale`).
 */
export async function writeBody(
  tx: TenantTx,
  saleId: string,
  invoice: string,
  p: PreparedSale,
): Promise<Body> {
  const i = p.input;
  const type = docType(i.is_return);
  const perLot = new Map<string, string>();
  for (const l of i.lines) {
    if (!p.lots.get(l.product_id)!.moves) continue;
    perLot.set(l.product_id, toText(add(perLot.get(l.product_id) ?? '0', l.sale_quantity)));
  }
  // while the branch counts its stock, a sale may take a lot past its system quantity (spec section 4)
  const uncapped = !i.is_return && p.processMode;
  const moved = await moveStock(
    tx,
    [...perLot].map(([productId, q]) => ({
      productId,
      quantity: i.is_return ? q : toText(dec(q).neg()),
      documentType: type,
      documentId: saleId,
      date: i.sale_date,
    })),
    { allowNegative: uncapped },
  );
  const baseCostOf = new Map(moved.map((m) => [m.productId, m.baseUnitCost]));
  const details = detailRows(tx, saleId, p, baseCostOf);
  let baseCost = dec(0);
  let cost = dec(0);
  let quantity = dec(0);
  for (const [n, l] of i.lines.entries()) {
    const lot = p.lots.get(l.product_id)!;
    const unitBase = baseCostOf.get(l.product_id) ?? lot.base_cost;
    if (lot.moves) baseCost = baseCost.plus(toAmount(mul(l.sale_quantity, unitBase)));
    cost = cost.plus(details[n]!.total_cost);
    quantity = quantity.plus(l.sale_quantity);
  }
  const lines = saleLines({
    isReturn: i.is_return,
    currency: i.currency_code,
    rate: p.rate,
    baseCurrency: p.base,
    customerId: i.customer_id,
    cashBoxId: i.cash_box_id,
    inventoryId: i.inventory_id,
    subtotal: p.totals.subtotal,
    extrasTotal: p.totals.extras_total,
    discountAmount: p.totals.discount_amount,
    minus: i.minus,
    cash: p.cash,
    debit: p.debit,
    baseCost: toAmount(baseCost),
    patientId: p.prescription?.patientId ?? null,
  });
  const entryId =
    lines.length >= 2
      ? await post(tx, {
          date: i.sale_date,
          documentType: type,
          documentId: saleId,
          inventoryId: i.inventory_id,
          description: `${invoice}${i.note ? ` — ${i.note.slice(0, 200)}` : ''}`,
          lines,
        })
      : null;
  return {
    header: {
      journal_entry_id: entryId,
      cost_total: toAmount(cost),
      base_cost_total: toAmount(baseCost),
      quantity: toText(quantity),
    },
    details,
    extras: i.extras.map((e) => ({
      tenant_id: tx.tenantId,
      sale_id: saleId,
      sale_extra_id: e.sale_extra_id,
      price: e.price,
      cost: e.cost,
      note: e.note,
    })),
  };
}

/** A new sale's id, taken before anything is written so the header is inserted once, complete. */
export async function newSaleId(tx: TenantTx): Promise<string> {
  const r = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('sales', 'id'))::text as id`.execute(tx);
  return r.rows[0]!.id;
}

type Row = Record<string, unknown>;
const columnsOf = (rows: Row[]) => Object.keys(rows[0]!).filter((c) => rows.some((r) => r[c] !== undefined));
const columnList = (cols: string[]) => sql`(${sql.join(cols.map((c) => sql.ref(c)))})`;
const rowList = (rows: Row[], cols: string[]) =>
  sql.join(rows.map((r) => sql`(${sql.join(cols.map((c) => (r[c] === undefined ? sql`default` : r[c])))})`));

/**
 * Inserts a sale's header (with its id, costs and entry), its lines and extras in one statement (the lines'
 * foreign key to the header is checked at the end of the statement). `overriding system value` because the
 * id was taken from the identity's sequence by `newSaleId`.
 */
export async function insertSale(tx: TenantTx, header: Insertable<SalesTable>, body: Body): Promise<void> {
  const h = columnsOf([header]);
  const d = columnsOf(body.details);
  const x = body.extras.length > 0 ? columnsOf(body.extras) : [];
  const extras =
    x.length > 0
      ? sql`, x as (insert into sale_extra_lines ${columnList(x)} values ${rowList(body.extras, x)})`
      : sql``;
  await sql`with h as (insert into sales ${columnList(h)} overriding system value values ${rowList([header], h)})${extras}
    insert into sale_details ${columnList(d)} values ${rowList(body.details, d)}`.execute(tx);
}

/** Inserts the lines and extras of a sale whose header exists (an edited sale). */
export async function insertLines(tx: TenantTx, body: Body): Promise<void> {
  if (body.details.length > 0) await tx.insertInto('sale_details').values(body.details).execute();
  if (body.extras.length > 0) await tx.insertInto('sale_extra_lines').values(body.extras).execute();
}
