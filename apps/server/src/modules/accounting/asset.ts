import { type AssetInput, dec, divide, MESSAGES, monthsFromRate, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';

interface Prepared {
  input: AssetInput;
  rate: RateInfo;
  months: number;
  annualRate: string;
}

/** An asset with posted depreciation or a clearance is history: it can no longer be changed. */
export async function assertAssetOpen(tx: TenantTx, assetId: string): Promise<void> {
  const used = await sql<{ n: number }>`select
      (select count(*) from asset_depreciations where asset_id = ${assetId})::int
      + (select count(*) from asset_clearances where asset_id = ${assetId})::int as n`.execute(tx);
  if (used.rows[0]!.n > 0) throw conflict(MESSAGES.assetLocked);
}

/**
 * An asset bought: the cost posted to fixed assets (under the asset's `asset` dimension) against the box it
 * was paid from, or against opening balances for an asset brought in. Useful life in months, or from the
 * annual rate (the asset's, else its category's); the declining balance method needs both.
 */
export const assetDocument = defineDocument<AssetInput, Prepared>({
  type: 'asset',
  table: 'assets',
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,
  assertChangeable: (tx, row) => assertAssetOpen(tx, row.id),

  async validate(tx, auth, input) {
    const category = (
      await sql<{ rate: string }>`select depreciation_rate::text as rate from asset_categories
        where id = ${input.asset_category_id}`.execute(tx)
    ).rows[0];
    if (!category) throw invalid({ asset_category_id: ['The selected asset category is invalid.'] });
    if (dec(input.salvage_value).gte(input.cost))
      throw invalid({ salvage_value: [MESSAGES.salvageOverCost] });
    const rateText = input.depreciation_rate ?? (dec(category.rate).gt(0) ? category.rate : null);
    if (input.method === 'declining_balance') {
      // the rate is the declining one, so it says nothing of the life: a life from it would be straight line
      if (!rateText)
        throw invalid({
          depreciation_rate: [MESSAGES.decliningNeedsRate],
        });
      if (!input.useful_life_months) throw invalid({ useful_life_months: [MESSAGES.decliningNeedsLife] });
    }
    const months = input.useful_life_months ?? (rateText ? monthsFromRate(rateText) : null);
    if (!months)
      throw invalid({
        useful_life_months: [MESSAGES.lifeOrRate],
      });
    if (input.cash_box_id) await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', input.currency_code);
    const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, await baseCurrency(tx));
    const annualRate = rateText ?? toText(divide('1200', String(months), 4, 'halfUp'));
    return { input, rate, months, annualRate };
  },
  header: (input, p) => ({
    date: input.date,
    name: input.name,
    asset_category_id: input.asset_category_id,
    cost: input.cost,
    salvage_value: input.salvage_value,
    currency_code: input.currency_code,
    exchange_rate: p.rate.pairRate,
    useful_life_months: p.months,
    depreciation_rate: p.annualRate,
    method: input.method,
    cash_box_id: input.cash_box_id,
    note: input.note,
  }),
  async posting(_tx, { id, prepared: { input, rate } }) {
    const money = {
      amount: input.cost,
      currency: input.currency_code,
      rate: rate.rate,
      base: baseValue(input.cost, rate),
    };
    return {
      description: input.name,
      inventoryId: input.inventory_id,
      lines: [
        { account: 'fixed_assets', side: 'debit', dim: { type: 'asset', id }, ...money },
        input.cash_box_id
          ? { account: 'cash', cashBoxId: input.cash_box_id, side: 'credit', ...money }
          : { account: 'opening_balance', side: 'credit', ...money },
      ],
    };
  },
});
