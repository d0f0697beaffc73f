/** The sale lists: route id, API path, and whether rows are sale lines. */
export const SALE_LISTS = {
  sale: { route: 'inventory.sale', path: 'sale', items: false },
  sale_filtered: { route: 'inventory.sale.filtered', path: 'sale', items: false },
  sale_return: { route: 'inventory.sale_return', path: 'sale-return', items: false },
  cashier_sale: { route: 'inventory.cashier_sale', path: 'cashier-sale', items: false },
  cashier_sale_return: { route: 'inventory.cashier_sale_return', path: 'cashier-sale-return', items: false },
  cashier_sale_item: { route: 'inventory.cashier_sale_item', path: 'cashier-sale-item', items: true },
  cashier_sale_return_item: {
    route: 'inventory.cashier_sale_return_item',
    path: 'cashier-sale-return-item',
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
