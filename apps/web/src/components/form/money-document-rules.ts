import {
  customerEndpoints,
  KINDS_WITHOUT_BOX,
  type LookupEndpoint,
  MONEY_DOCUMENT_KINDS,
  type MoneyDocumentKind,
  resourceLookup,
  supplierEndpoints,
} from '@bb/contracts';

/** The lookup endpoint of each kind's category (expense category, income type, shareholder, party...). */
export const CATEGORY_LOOKUPS: Record<string, LookupEndpoint> = {
  expense_category: resourceLookup('expense_category'),
  income_type: resourceLookup('income_type'),
  general_payment_category: resourceLookup('general_payment_category'),
  loss_type: resourceLookup('loss_type'),
  shareholder: resourceLookup('shareholder'),
  customer: customerEndpoints.lookup,
  supplier: supplierEndpoints.lookup,
};

export interface KindShape {
  /** A cash box is chosen (all but party debts and party adjustment entries). */
  box: boolean;
  /** The category's lookup path, or null when the kind has none. */
  categoryLookup: LookupEndpoint | null;
  category: string | null;
  /** Transfers and conversions name a receiving box. */
  toBox: 'same' | 'other' | null;
  /** Conversions may give the amount received. */
  toAmount: boolean;
  /** Adjustment entries go in or out. */
  direction: boolean;
}

export function kindShape(kind: MoneyDocumentKind): KindShape {
  const category = MONEY_DOCUMENT_KINDS[kind].category as string | null;
  return {
    box: !KINDS_WITHOUT_BOX.includes(kind),
    category,
    categoryLookup: category ? (CATEGORY_LOOKUPS[category] ?? null) : null,
    toBox: kind === 'cash_box_transfer' ? 'same' : kind === 'money_conversion' ? 'other' : null,
    toAmount: kind === 'money_conversion',
    direction: kind.endsWith('adjustment_entry'),
  };
}

export interface BoxLike {
  id: string;
  currency_code: string;
  is_default: boolean;
}

/** The boxes offered for a currency. */
export function boxesFor<B extends BoxLike>(boxes: readonly B[], currency: string | null | undefined): B[] {
  return currency ? boxes.filter((b) => b.currency_code === currency) : [];
}

/**
 * The cash box selector's value after the currency (or the boxes) change, by the spec (shared-screens 5):
 * one or no matching box clears it (the selector is hidden); a value that no longer matches is dropped;
 * with a currency and no value it defaults to the default box.
 */
export function nextBoxValue(
  boxes: readonly BoxLike[],
  currency: string | null | undefined,
  value: string | null | undefined,
): string | null {
  const matching = boxesFor(boxes, currency);
  if (matching.length <= 1) return null;
  if (value && matching.some((b) => b.id === value)) return value;
  return matching.find((b) => b.is_default)?.id ?? null;
}

/** The box sent: the chosen one, else the only box of the currency. */
export function boxToSend(
  boxes: readonly BoxLike[],
  currency: string | null | undefined,
  value: string | null | undefined,
): string | null {
  const matching = boxesFor(boxes, currency);
  if (matching.length === 1) return matching[0]!.id;
  return value ?? null;
}

export interface RateLike {
  currency_code_from: string;
  currency_code_to: string;
  exchange_rate: string;
  type: number;
}

/** The day's rate (type 0) between a currency and the base one, as decimal text; null for the base currency. */
export function defaultRate(rates: readonly RateLike[], currency: string, base: string): string | null {
  if (!currency || currency === base) return null;
  const rate =
    rates.find((r) => r.type === 0 && r.currency_code_from === currency && r.currency_code_to === base) ??
    rates.find((r) => r.type === 0 && r.currency_code_from === base && r.currency_code_to === currency);
  return rate ? trimRate(rate.exchange_rate) : null;
}

/** "1310.00000000" -> "1310", "0.50000000" -> "0.5". */
export function trimRate(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A random key per dialog opening, so a repeated create is made once. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
