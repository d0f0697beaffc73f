import type { ProductRow, SearchLot } from '../api';

/** One line of Add To Stock: a saved lot (ticked, prices editable) or a new one (enabled by its checkbox). */
export interface StockEntry {
  key: string;
  /** The saved lot's id; absent for a new entry. */
  id?: string;
  inventory_id: string;
  inventory_name: string;
  checked: boolean;
  currency_code: string;
  cost: string;
  sale_price: string;
  quantity: string;
  batch_number: string;
  expire_date: string | null;
  wholesale_price: string;
  purchase_price?: string;
  /** Per-currency sale prices; undefined when they were not loaded, so the save leaves the stored ones alone. */
  prices?: { currency_code: string; sale_price: string; wholesale_price: string }[] | undefined;
}

export interface Branch {
  id: string;
  name: string;
}

/**
 * The entries for an item: its saved lots in the user's branches, ticked; a new entry for every branch
 * without a lot. A new Service item starts with one entry per branch, ticked, cost 0 and no sale price.
 */
export function buildEntries(opts: {
  branches: Branch[];
  lots: ProductRow[];
  fcPrices?: SearchLot[];
  baseCurrency: string;
  service: boolean;
  fresh: boolean;
}): StockEntry[] {
  const out: StockEntry[] = [];
  for (const b of opts.branches) {
    const saved = opts.lots.filter((l) => l.inventory_id === b.id);
    for (const l of saved) {
      out.push({
        key: `lot-${l.id}`,
        id: l.id,
        inventory_id: b.id,
        inventory_name: b.name,
        checked: true,
        currency_code: l.currency_code,
        cost: l.cost,
        sale_price: l.sale_price,
        quantity: l.quantity,
        batch_number: l.batch_number,
        expire_date: l.expire_date,
        wholesale_price: l.wholesale_price,
        purchase_price: l.purchase_price,
        prices: opts.fcPrices?.find((s) => s.id === l.id)?.sale_prices,
      });
    }
    if (saved.length === 0)
      out.push({
        key: `new-${b.id}`,
        inventory_id: b.id,
        inventory_name: b.name,
        checked: opts.service && opts.fresh,
        currency_code: opts.baseCurrency,
        cost: opts.service ? '0' : '',
        sale_price: '',
        quantity: '0',
        batch_number: '',
        expire_date: null,
        wholesale_price: '0',
        prices: [],
      });
  }
  return out;
}

/** A further new lot of a branch (another batch or expiry), ticked, right after the branch's last entry. */
export function addBatchEntry(entries: StockEntry[], branch: Branch, baseCurrency: string): StockEntry[] {
  const taken = new Set(entries.map((e) => e.key));
  let n = 2;
  while (taken.has(`new-${branch.id}-${n}`)) n++;
  const entry: StockEntry = {
    key: `new-${branch.id}-${n}`,
    inventory_id: branch.id,
    inventory_name: branch.name,
    checked: true,
    currency_code: baseCurrency,
    cost: '',
    sale_price: '',
    quantity: '0',
    batch_number: '',
    expire_date: null,
    wholesale_price: '0',
    prices: [],
  };
  const last = entries.findLastIndex((e) => e.inventory_id === branch.id);
  return last < 0 ? [...entries, entry] : [...entries.slice(0, last + 1), entry, ...entries.slice(last + 1)];
}

/** The tenant's currencies other than the lot's own: those a per-currency sale price may be set in. */
export const otherCurrencies = (codes: readonly string[], own: string) => codes.filter((c) => c !== own);

/** The entry's sale price in another currency ('' when none is set). */
export const currencyPrice = (e: StockEntry, currency: string) =>
  e.prices?.find((p) => p.currency_code === currency)?.sale_price ?? '';

/**
 * Sets an entry's sale price in another currency, keeping that currency's wholesale price (also while
 * the box is emptied and typed again); an empty price is not sent.
 */
export function setCurrencyPrice(e: StockEntry, currency: string, salePrice: string): StockEntry {
  const old = e.prices?.find((p) => p.currency_code === currency);
  if (old && e.prices)
    return { ...e, prices: e.prices.map((p) => (p === old ? { ...p, sale_price: salePrice } : p)) };
  if (salePrice.trim() === '') return e;
  return {
    ...e,
    prices: [...(e.prices ?? []), { currency_code: currency, sale_price: salePrice, wholesale_price: '0' }],
  };
}

export type EntryErrors = Record<string, string[]>;

const lotKey = (e: StockEntry) => `${e.inventory_id}|${e.batch_number.trim()}|${e.expire_date ?? ''}`;

/**
 * For a ticked entry Cost and Sale Price are required (shared-screens 5); a new entry may not repeat
 * the batch and expiry of another lot of its branch. Keys `${key}.${field}`.
 */
export function checkEntries(
  entries: StockEntry[],
  message: (field: 'cost' | 'sale_price') => string,
  duplicate: () => string = () => 'duplicate',
) {
  const errors: EntryErrors = {};
  const seen = new Set(entries.filter((e) => e.id).map(lotKey));
  for (const e of entries) {
    if (!e.checked) continue;
    for (const f of ['cost', 'sale_price'] as const)
      if (e[f].trim() === '') errors[`${e.key}.${f}`] = [message(f)];
    if (e.id) continue;
    if (seen.has(lotKey(e))) errors[`${e.key}.batch_number`] = [duplicate()];
    seen.add(lotKey(e));
  }
  return errors;
}

/** The `add-to-stock` body: ticked entries only; quantity only for new ones (and never for services). */
export function addToStockBody(entries: StockEntry[], service: boolean) {
  const sent = entries.filter((e) => e.checked);
  return {
    sent,
    body: {
      products: sent.map((e) => ({
        ...(e.id ? { id: e.id } : {}),
        inventory_id: e.inventory_id,
        batch_number: e.batch_number.trim(),
        expire_date: e.expire_date || null,
        currency_code: e.currency_code,
        cost: e.cost,
        sale_price: e.sale_price,
        wholesale_price: e.wholesale_price || '0',
        ...(e.id && e.purchase_price !== undefined ? { purchase_price: e.purchase_price } : {}),
        ...(e.id || service ? {} : { quantity: e.quantity || '0' }),
        ...(e.prices
          ? {
              prices: e.prices.filter(
                (p) => p.currency_code !== e.currency_code && p.sale_price.trim() !== '',
              ),
            }
          : {}),
      })),
    },
  };
}
