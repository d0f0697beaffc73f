import { convert, dec, divide, MESSAGES, toText } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';

export interface RateInfo {
  /** Base units per one unit of the currency (informative on the journal line). */
  rate: string;
  /** How a document amount becomes base: multiply by the pair rate, or divide by it. */
  direction: 'multiply' | 'divide';
  /** The rate as the document states it (pair rate). */
  pairRate: string;
}

export async function baseCurrency(tx: TenantTx): Promise<string> {
  return (await tx.selectFrom('tenants').select('base_currency_code').executeTakeFirstOrThrow())
    .base_currency_code;
}

/**
 * A document's rate is stated like the tenant's rate pairs (1 USD = 1310 IQD). Whether its amounts
 * become base currency by multiplying or dividing follows from the pair's direction: for an IQD-base
 * tenant, USD amounts multiply; for a USD-base tenant with the same pair, IQD amounts divide.
 */
export async function rateInfo(
  tx: TenantTx,
  currency: string,
  pairRate: string | undefined,
  base: string,
): Promise<RateInfo> {
  if (currency === base) return { rate: '1', direction: 'multiply', pairRate: '1' };
  if (!pairRate)
    throw invalid({
      exchange_rate: [MESSAGES.exchangeRateRequired],
    });
  const reversed = await tx
    .selectFrom('exchange_rates')
    .select('id')
    .where('currency_code_from', '=', base)
    .where('currency_code_to', '=', currency)
    .limit(1)
    .executeTakeFirst();
  if (reversed) return { rate: toText(divide('1', pairRate, 8, 'halfUp')), direction: 'divide', pairRate };
  return { rate: pairRate, direction: 'multiply', pairRate };
}

/** The base value of an amount at a rate, exactly as the document computes it. */
export const baseValue = (amount: string, info: RateInfo): string =>
  toText(convert(amount, info.pairRate, info.direction));

export const positive = (v: string) => dec(v).gt(0);
