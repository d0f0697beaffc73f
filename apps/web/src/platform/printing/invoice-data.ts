import { dec, formatMoney, formatNumber, mul, toText } from '@bb/contracts';

/** The invoice/receipt of shared-screens.md section 3, as the print layouts read it. */
export interface InvoicePrint {
  invoice_id: string;
  sale_date: string;
  created_at: string;
  is_return: boolean;
  customer_name: string | null;
  user_name: string | null;
  subtotal: string;
  /** Percent. */
  discount: string;
  discount_amount: string;
  minus: string;
  total: string;
  currency_code: string;
  cash: string;
  amount_paid: string;
  amount_currency_code: string;
  amount_change: string;
  note: string | null;
  details: { name: string; barcode?: string; sale_price: string; quantity: string; total: string }[];
  extras: { name: string; price: string }[];
}

/** A print setup of base data (shared-screens.md section 3). */
export interface PrintSetup {
  id: string;
  inventory_id: string;
  type_name: string;
  type: number;
  name: string | null;
  address: string | null;
  bottom: string | null;
  header?: string | null;
  background?: string | null;
  footer?: string | null;
  background_margin?: number | null;
  background_margin_clone_print?: number | null;
}

/** The cashier setup of a branch (type_name 'cashier'), or null. */
export function cashierSetup(prints: readonly PrintSetup[], inventoryId: string | null): PrintSetup | null {
  return prints.find((p) => p.type_name === 'cashier' && p.inventory_id === inventoryId) ?? null;
}

/** The A4 setup of a branch: type 1 other than the cashier one. */
export function a4Setup(prints: readonly PrintSetup[], inventoryId: string | null): PrintSetup | null {
  return (
    prints.find((p) => p.type === 1 && p.type_name !== 'cashier' && p.inventory_id === inventoryId) ?? null
  );
}

/** Labels of the printed pages, already in the interface language. */
export interface PrintLabels {
  invoice: string;
  saleReturn: string;
  date: string;
  customer: string;
  cashier: string;
  item: string;
  barcode: string;
  price: string;
  quantity: string;
  total: string;
  subtotal: string;
  discount: string;
  minus: string;
  extras: string;
  grandTotal: string;
  cash: string;
  paid: string;
  change: string;
  note: string;
  copyright: string;
  copy: string;
}

/** Totals are shown negated for returns (section 3). */
export function signed(value: string, isReturn: boolean): string {
  return isReturn ? toText(mul(value, '-1')) : value;
}

export const money = (value: string, currency: string) => formatMoney(value, currency);
const trimmed = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
/** A quantity without trailing zeros: '30.0000' -> '30', '1.5000' -> '1.5'. */
export const quantity = (value: string) => trimmed(formatNumber(value, 4));
/** A percent as typed: '0.0000' -> '0', '12.5000' -> '12.5'. */
export const percent = (value: string) => trimmed(formatNumber(value, 4));
/** Whether a stored amount is zero ('0', '0.000000', blank). */
export const isZero = (value: string | null | undefined) => !value || dec(value).isZero();
