import {
  add,
  buildSchedule,
  dec,
  type PlanError,
  type PremiumType,
  type ResidenceSaleInput,
  round,
  type Schedule,
  shownDecimals,
  toText,
} from '@bb/contracts';

/** A unit put in the sale, with the price typed for it (in the sale's currency). */
export interface PickedUnit {
  id: string;
  code: string;
  name: string;
  price: string;
  /** The unit's own price currency, to warn when it differs from the sale's. */
  currency_code: string;
}

/** The POS form as antd holds it (dates as YYYY-MM-DD text). */
export interface SaleForm {
  inventory_id?: string | null;
  date?: string | null;
  customer_id?: string | null;
  currency_code?: string | null;
  exchange_rate?: string | null;
  discount?: string | null;
  premium_type?: PremiumType;
  down_payment?: string | null;
  premium_count?: number | null;
  frequency?: number | null;
  first_due_date?: string | null;
  pre_key_percent?: string | null;
  key_handover_date?: string | null;
  first_premium_amount?: string | null;
  note?: string | null;
}

export const SALE_FIELDS = [
  'inventory_id',
  'date',
  'customer_id',
  'currency_code',
  'exchange_rate',
  'discount',
  'premium_type',
  'down_payment',
  'premium_count',
  'frequency',
  'first_due_date',
  'pre_key_percent',
  'key_handover_date',
  'first_premium_amount',
  'note',
] as const;

const num = (v: string | null | undefined) => (v && /^-?\d+(\.\d+)?$/.test(v) ? v : '0');

/** Subtotal and total exactly as the server computes them (discount percent, rounded to the currency unit). */
export function totals(units: readonly PickedUnit[], discount: string | null | undefined, currency: string) {
  const subtotal = add('0', ...units.map((u) => num(u.price)));
  const total = round(
    subtotal.times(dec(100).minus(num(discount))).div(100),
    shownDecimals(currency),
    'halfUp',
  );
  return { subtotal: toText(subtotal), total: toText(total) };
}

/** The schedule the server will save for this form, or why it cannot be made; null while incomplete. */
export function previewSchedule(
  v: SaleForm,
  units: readonly PickedUnit[],
): { schedule: Schedule | null; error: PlanError | null; total: string } {
  const currency = v.currency_code ?? '';
  const { total } = totals(units, v.discount, currency);
  if (!currency || units.length === 0 || !v.date || !v.first_due_date || !v.premium_type)
    return { schedule: null, error: null, total };
  const s = buildSchedule(
    {
      total,
      currency,
      premium_type: v.premium_type,
      down_payment: num(v.down_payment),
      premium_count: v.premium_count ?? 1,
      frequency: v.frequency ?? 1,
      sale_date: v.date,
      first_due_date: v.first_due_date,
      pre_key_percent: v.pre_key_percent ?? '60',
      key_handover_date: v.key_handover_date ?? null,
      first_premium_amount: v.first_premium_amount || null,
    },
    shownDecimals(currency),
  );
  return 'field' in s ? { schedule: null, error: s, total } : { schedule: s, error: null, total };
}

/** The body of the save. */
export function saleBody(v: SaleForm, units: readonly PickedUnit[], base: string): ResidenceSaleInput {
  return {
    inventory_id: v.inventory_id!,
    date: v.date!,
    customer_id: v.customer_id!,
    currency_code: v.currency_code!,
    ...(v.currency_code !== base && v.exchange_rate ? { exchange_rate: v.exchange_rate } : {}),
    units: units.map((u) => ({ residence_unit_id: u.id, price: num(u.price) })),
    discount: num(v.discount),
    premium_type: v.premium_type!,
    down_payment: num(v.down_payment),
    premium_count: v.premium_count ?? 1,
    frequency: v.frequency ?? 1,
    first_due_date: v.first_due_date!,
    pre_key_percent: v.pre_key_percent ?? '60',
    key_handover_date: v.key_handover_date || null,
    first_premium_amount: v.first_premium_amount || null,
    note: v.note || null,
  };
}
