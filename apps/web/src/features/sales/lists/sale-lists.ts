import { SALE_TABLES } from '@bb/contracts';

/** The sale lists: route id, the list declared in contracts, and whether rows are sale lines. */
export const SALE_LISTS = {
  sale: { route: 'inventory.sale', table: SALE_TABLES.sale, items: false },
  sale_filtered: { route: 'inventory.sale.filtered', table: SALE_TABLES.sale, items: false },
  sale_return: { route: 'inventory.sale_return', table: SALE_TABLES.saleReturn, items: false },
  cashier_sale: { route: 'inventory.cashier_sale', table: SALE_TABLES.cashierSale, items: false },
  cashier_sale_return: {
    route: 'inventory.cashier_sale_return',
    table: SALE_TABLES.cashierSaleReturn,
    items: false,
  },
  cashier_sale_item: {
    route: 'inventory.cashier_sale_item',
    table: SALE_TABLES.cashierSaleItem,
    items: true,
  },
  cashier_sale_return_item: {
    route: 'inventory.cashier_sale_return_item',
    table: SALE_TABLES.cashierSaleReturnItem,
    items: true,
  },
} as const;
export type SaleListKind = keyof typeof SALE_LISTS;

/**
 * Whether a sale list row offers "Edit in the point of sale": with sale_edit (a return also with
 * sale_return_edit), and not for a highlighted row (it has customer receipts or is audited: the server
 * refuses to change it).
 */
export function saleEditable(row: Record<string, unknown>, can: (ability: string) => boolean): boolean {
  if (String(row.highlight) === '1' || row.highlight === true) return false;
  const isReturn = String(row.is_return) === '1' || row.is_return === true;
  return can('sale_edit') || (isReturn && can('sale_return_edit'));
}
