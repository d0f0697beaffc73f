import { type DocumentType, routeById } from '@bb/contracts';
import { leaveTableHandoff } from '../../components/data-table/handoff';

/**
 * The list each document type is shown in (route ids of the route map); a ticket's related document opens
 * there, filtered to its number exactly (the same handoff the notification jump uses). Types without a
 * list of their own (stock taken into lots, depreciation rows) are shown as text.
 */
export const RELATED_LISTS: Partial<Record<DocumentType, string>> = {
  sale: 'inventory.sale',
  sale_return: 'inventory.sale_return',
  purchase_order: 'inventory.purchase_order',
  purchase: 'inventory.purchase',
  purchase_return: 'inventory.purchase_return',
  gift: 'inventory.gift',
  goods_stock_out: 'inventory.goods_stock_out',
  stock_adjustment: 'inventory.stock_adjustment_entry',
  daily_stock_adjustment: 'inventory.daily_stock_adjustment',
  item_transfer: 'inventory.item_transfer',
  transfer_return: 'inventory.transfer_return',
  hr_monthly_payroll: 'hr.monthly_payrolls',
  hr_advance_payment: 'hr.advance_payment',
  hr_advance_payment_return: 'hr.advance_payment_return',
  residence_sale: 'inventory.residence_sale',
  expense_document: 'accounting.expense_document',
  asset: 'accounting.asset.assets',
  asset_clearance: 'accounting.asset_clearance',
  prepare_product: 'inventory.prepare_product_history',
  variable_expense: 'accounting.expense.variable_expense',
  income: 'accounting.income.income',
  general_payment: 'accounting.general_payment.general_payment',
  loss: 'accounting.loss.loss',
  capital: 'accounting.capital',
  cashback_capital: 'accounting.cashback_capital',
  cash_box_transfer: 'accounting.cash_box.transfer',
  money_conversion: 'accounting.cash_box.money_conversion',
  cash_box_adjustment_entry: 'accounting.cash_box.adjustment_entry',
  receipt: 'customer.receipt',
  customer_debt: 'customer.debt',
  customer_adjustment_entry: 'customer.adjustment_entry',
  supplier_payment: 'supplier.payment',
  supplier_debt: 'supplier.debt',
  supplier_adjustment_entry: 'supplier.adjustment_entry',
};

/** Where the related document opens (path and route id), or undefined when it has no list. */
export function relatedTarget(type: DocumentType): { path: string; routeId: string } | undefined {
  const routeId = RELATED_LISTS[type];
  const route = routeId ? routeById(routeId) : undefined;
  if (!route) return undefined;
  return { routeId: route.id, path: route.path.replace(/\/:[A-Za-z_]+\?/g, '') };
}

/** Leaves the exact-number filter for the list before it opens. */
export function handRelatedFilter(routeId: string, invoiceId: string, now = Date.now()): void {
  leaveTableHandoff(routeId, { text: [{ column: 'invoice_id', symbol: 'ex', value: invoiceId }] }, now);
}
