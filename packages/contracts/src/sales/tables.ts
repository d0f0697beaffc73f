import { defineTable } from '../endpoints/table.js';

const tag = 'sales';

/** The sale lists (modules/sales): sales and returns, the cashier's own, and the cashier's sale lines. */
export const SALE_TABLES = {
  sale: defineTable({ path: 'sale', tag, access: ['report_sale_list', 'sale_list'] }),
  saleReturn: defineTable({ path: 'sale-return', tag, access: ['report_sale_list', 'sale_return_list'] }),
  cashierSale: defineTable({ path: 'cashier-sale', tag, access: ['report_cashier_sale_list'] }),
  cashierSaleReturn: defineTable({ path: 'cashier-sale-return', tag, access: ['report_cashier_sale_list'] }),
  cashierSaleItem: defineTable({
    path: 'cashier-sale-item',
    tag,
    access: ['report_cashier_sale_list_per_item'],
  }),
  cashierSaleReturnItem: defineTable({
    path: 'cashier-sale-return-item',
    tag,
    access: ['report_cashier_sale_list_per_item'],
  }),
  /** Sale contracts made from a form template. */
  saleContracts: defineTable({ path: 'inventory/sale-contract', tag, access: ['sale_contract_list'] }),
};
