import {
  add,
  dec,
  divide,
  MESSAGES,
  mul,
  type PrepareInput,
  type PrepareSaved,
  prepareInput,
  round,
  sub,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { defineDocument, type Posting } from '../documents/define.js';
import { tenantSettings } from '../settings/queries.js';
import { receiveLots } from '../stock/receive.js';
import { pickLots, shortageLine } from '../stock-movements/movements.js';

type Input = z.output<typeof prepareInput>;

interface Picked {
  product_id: string;
  quantity: string;
  unit_cost: string;
  expire_date: string | null;
}

interface Prepared {
  input: Input;
  itemId: string;
  picks: Picked[];
  materialsCost: string;
  extraCost: string;
  unitCost: string;
  /** The product's value in: quantity x unit cost, to six decimals. */
  valueIn: string;
  expireDate: string | null;
  salePrice: string;
  currency: string;
  productId?: string;
}

interface Need {
  material_item_id: string;
  name: string;
  needed: string;
  available: string;
}

/**
 * What N of the product takes of each material: quantity per batch x N / yield, plus its waste percent,
 * to four decimals (half up); with what the branch holds of it (lots not expired, in stock).
 */
async function needs(tx: TenantTx, recipeId: string, n: string, inventoryId: string, today: string) {
  return (
    await sql<Need>`
    select l.material_item_id, i.name,
      round(l.quantity * ${n}::numeric / r.yield_quantity * (1 + l.waste_percent / 100), 4)::text as needed,
      coalesce((select sum(p.quantity) from products p where p.item_id = l.material_item_id
        and p.inventory_id = ${inventoryId} and p.status = 1 and p.quantity > 0
        and (p.expire_date is null or p.expire_date > ${today}::date)), 0)::text as available
    from recipe_lines l join recipes r on r.tenant_id = l.tenant_id and r.id = l.recipe_id
    join items i on i.tenant_id = l.tenant_id and i.id = l.material_item_id
    where l.recipe_id = ${recipeId} order by l.position`.execute(tx)
  ).rows;
}

/**
 * Prepare product (PP-): N of a recipe's product made in a branch. Every short material is refused at once;
 * the materials leave by the tenant's FIFO/LIFO at their lots' costs; the product enters a new lot (batch =
 * the document's number) at their summed cost plus the extra cost, expiring with the earliest material.
 * The entry: inventory debited with the product's value, credited with the materials' value, the extra
 * cost from expense (absorbed into stock) and the sub-unit rounding of the unit cost on rounding, so value
 * in equals value out to the sixth decimal.
 */
export const prepareDocument = defineDocument<PrepareInput, Prepared, PrepareSaved>({
  type: 'prepare_product',
  table: 'prepared_products',
  lines: { table: 'prepared_product_lines', parent: 'prepared_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => String(input.inventory_id),
  scope: 'connected',
  journalColumn: 'journal_entry_id',

  async validate(tx, _auth, raw) {
    const input = prepareInput.parse(raw);
    const recipe = (
      await sql<{ item_id: string; stockable: boolean }>`select r.item_id, i.stockable from recipes r
        join items i on i.tenant_id = r.tenant_id and i.id = r.item_id where r.id = ${input.recipe_id}`.execute(
        tx,
      )
    ).rows[0];
    if (!recipe) throw invalid({ recipe_id: [MESSAGES.recipeMissing] });
    const list = await needs(tx, input.recipe_id, input.quantity, input.inventory_id, input.date);
    const { allowNegativeStock } = await tenantSettings(tx);
    const short = list.map((m, i) => ({ m, i })).filter(({ m }) => dec(m.needed).gt(m.available));
    if (short.length > 0 && !allowNegativeStock)
      throw conflict(
        MESSAGES.noEnoughQuantity,
        Object.fromEntries(
          short.map(({ m, i }) => [`materials.${i}`, [shortageLine(m.name, m.available, m.needed)]]),
        ),
      );
    const picks: Picked[] = [];
    for (const m of list) {
      if (dec(m.needed).isZero()) continue;
      for (const p of await pickLots(tx, m.material_item_id, input.inventory_id, m.needed, input.date))
        picks.push({ product_id: p.productId, quantity: p.quantity, unit_cost: '0', expire_date: null });
    }
    const lots = await sql<{ id: string; base_cost: string; expire_date: string | null; sale_price: string }>`
      select id, base_cost::text, expire_date::text, sale_price::text from products
      where id = any(${picks.map((p) => p.product_id)}::bigint[])`.execute(tx);
    const byId = new Map(lots.rows.map((l) => [l.id, l]));
    let materials = dec(0);
    let expireDate: string | null = null;
    for (const p of picks) {
      const lot = byId.get(p.product_id)!;
      p.unit_cost = lot.base_cost;
      p.expire_date = lot.expire_date;
      materials = materials.plus(mul(p.quantity, lot.base_cost));
      if (lot.expire_date && (!expireDate || lot.expire_date < expireDate)) expireDate = lot.expire_date;
    }
    const materialsCost = toAmount(materials);
    const total = add(materialsCost, input.extra_cost);
    const unitCost = toAmount(divide(total, input.quantity, 6, 'halfUp'));
    const latest = await sql<{ sale_price: string }>`select sale_price::text from products
      where item_id = ${recipe.item_id} and inventory_id = ${input.inventory_id} order by id desc limit 1`.execute(
      tx,
    );
    return {
      input,
      itemId: recipe.item_id,
      picks,
      materialsCost,
      extraCost: toAmount(input.extra_cost),
      unitCost,
      valueIn: toAmount(round(mul(input.quantity, unitCost), 6, 'halfUp')),
      expireDate,
      salePrice: input.sale_price ?? latest.rows[0]?.sale_price ?? '0',
      currency: await baseCurrency(tx),
    };
  },
  header: (_raw, p) => ({
    date: p.input.date,
    recipe_id: p.input.recipe_id,
    item_id: p.itemId,
    quantity: p.input.quantity,
    materials_cost: p.materialsCost,
    extra_cost: p.extraCost,
    unit_cost: p.unitCost,
    note: p.input.note ?? null,
  }),
  lineRows: (_raw, p) =>
    p.picks.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_cost: l.unit_cost })),
  async applyStock(tx, { id, invoiceId, date, prepared: p }) {
    const [productId] = await receiveLots(tx, {
      inventoryId: p.input.inventory_id,
      currency: p.currency,
      date,
      documentType: 'prepare_product',
      documentId: id,
      lines: [
        {
          itemId: p.itemId,
          batchNumber: invoiceId,
          expireDate: p.expireDate,
          quantity: p.input.quantity,
          cost: p.unitCost,
          baseCost: p.unitCost,
          purchasePrice: p.unitCost,
          purchasePriceBeforeDiscount: p.unitCost,
          salePrice: p.salePrice,
          wholesalePrice: '0',
          prices: [],
        },
      ],
    });
    p.productId = productId!;
    await sql`update prepared_products set product_id = ${productId} where id = ${id}`.execute(tx);
  },
  movements: async (_tx, { prepared }) =>
    prepared.picks.map((l) => ({ productId: l.product_id, quantity: toText(dec(l.quantity).neg()) })),
  async posting(_tx, { prepared: p }): Promise<Posting | null> {
    const money = (amount: string) => ({
      amount,
      currency: p.currency,
      rate: '1',
      inventoryId: p.input.inventory_id,
    });
    const lines: Posting['lines'] = [];
    if (dec(p.valueIn).gt(0)) lines.push({ account: 'inventory', side: 'debit', ...money(p.valueIn) });
    if (dec(p.materialsCost).gt(0))
      lines.push({ account: 'inventory', side: 'credit', ...money(p.materialsCost) });
    if (dec(p.extraCost).gt(0)) lines.push({ account: 'expense', side: 'credit', ...money(p.extraCost) });
    const rounding = sub(add(p.materialsCost, p.extraCost), p.valueIn);
    if (!rounding.isZero())
      lines.push({
        account: 'rounding',
        side: rounding.gt(0) ? 'debit' : 'credit',
        ...money(toAmount(rounding.abs())),
      });
    return lines.length ? { lines, inventoryId: p.input.inventory_id, description: p.input.note } : null;
  },
  result: (row, p) => ({
    id: row.id,
    invoice_id: row.invoice_id,
    product_id: p.productId ?? '',
    materials_cost: p.materialsCost,
    extra_cost: p.extraCost,
    unit_cost: p.unitCost,
    expire_date: p.expireDate,
  }),
});
