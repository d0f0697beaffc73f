import { type AddToStockInput, dec, journalText, MESSAGES, mul, toAmount, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { guarded } from '../../platform/db/pg-errors.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';
import { baseCurrency, baseValue, rateInfo } from '../cash/rates.js';
import { isConnected } from '../documents/branch-scope.js';
import { post } from '../ledger/post.js';
import { moveStock } from '../stock-movements/movements.js';

async function mayUseInventory(tx: TenantTx, auth: AuthContext, inventoryId: string): Promise<boolean> {
  if (auth.isSuperuser)
    return (
      (await tx.selectFrom('inventories').select('id').where('id', '=', inventoryId).executeTakeFirst()) !==
      undefined
    );
  return isConnected(tx, auth, inventoryId);
}

async function writePrices(
  tx: TenantTx,
  productId: string,
  prices: AddToStockInput['products'][number]['prices'],
) {
  // not sent: the stored per-currency prices stay as they are
  if (prices === undefined) return;
  await tx.deleteFrom('product_prices').where('product_id', '=', productId).execute();
  if (prices.length)
    await tx
      .insertInto('product_prices')
      .values(
        prices.map((p) => ({
          tenant_id: tx.tenantId,
          product_id: productId,
          currency_code: p.currency_code,
          sale_price: p.sale_price,
          wholesale_price: p.wholesale_price,
        })),
      )
      .execute();
}

/**
 * Add To Stock (`general/item/{id}/add-to-stock`): saved lots get their new prices; new lots are created
 * with their opening quantity, which enters stock as a movement and the ledger as inventory against
 * opening balances, at the lot's cost in base currency.
 */
export async function addToStock(
  tx: TenantTx,
  auth: AuthContext,
  itemId: string,
  input: AddToStockInput,
  date: string,
) {
  const item = await tx
    .selectFrom('items')
    .select(['id', 'type', 'stockable', 'name'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound();
  const base = await baseCurrency(tx);
  const created: string[] = [];
  let index = -1;
  for (const p of input.products) {
    index++;
    const field = (k: string) => `products.${index}.${k}`;
    if (!(await mayUseInventory(tx, auth, p.inventory_id))) throw forbidden(MESSAGES.notConnectedInventory);
    const prices = {
      sale_price: p.sale_price,
      wholesale_price: p.wholesale_price,
      purchase_price: p.purchase_price ?? p.cost,
      purchase_price_before_discount: p.purchase_price ?? p.cost,
    };
    if (p.id) {
      const lot = await tx
        .selectFrom('products')
        .select(['id', 'item_id', 'quantity'])
        .where('id', '=', p.id)
        .executeTakeFirst();
      if (!lot || lot.item_id !== itemId) throw invalid({ [field('id')]: ['The selected lot is invalid.'] });
      await tx
        .updateTable('products')
        .set({ ...prices, updated_at: sql`now()` })
        .where('id', '=', p.id)
        .execute();
      await writePrices(tx, p.id, p.prices);
      continue;
    }
    const rate = await rateInfo(tx, p.currency_code, p.exchange_rate, base).catch(() => {
      throw invalid({
        [field('exchange_rate')]: [MESSAGES.exchangeRateRequired],
      });
    });
    const baseCost = baseValue(p.cost, rate);
    const lot = await guarded(
      'products',
      () =>
        tx
          .insertInto('products')
          .values({
            tenant_id: tx.tenantId,
            item_id: itemId,
            inventory_id: p.inventory_id,
            batch_number: p.batch_number,
            expire_date: p.expire_date ?? null,
            currency_code: p.currency_code,
            cost: p.cost,
            base_cost: toAmount(baseCost),
            ...prices,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      { messages: { _: 'This lot already exists: edit it instead.' } },
    ).catch((e) => {
      if ((e as { statusCode?: number }).statusCode === 422)
        throw invalid({
          [field('batch_number')]: [MESSAGES.lotExists],
        });
      throw e;
    });
    created.push(lot.id);
    await writePrices(tx, lot.id, p.prices);
    if (item.stockable && dec(p.quantity).gt(0)) {
      await moveStock(tx, [
        { productId: lot.id, quantity: p.quantity, documentType: 'add_to_stock', documentId: lot.id, date },
      ]);
      const value = toText(mul(p.quantity, baseCost));
      if (dec(value).gt(0)) {
        await post(tx, {
          date,
          documentType: 'add_to_stock',
          documentId: lot.id,
          inventoryId: p.inventory_id,
          description: journalText('opening_stock', item.name),
          lines: [
            {
              account: 'inventory',
              side: 'debit',
              amount: value,
              currency: base,
              rate: '1',
              inventoryId: p.inventory_id,
            },
            {
              account: 'opening_balance',
              side: 'credit',
              amount: value,
              currency: base,
              rate: '1',
              inventoryId: p.inventory_id,
            },
          ],
        });
      }
    }
  }
  return { item_id: itemId, created };
}
