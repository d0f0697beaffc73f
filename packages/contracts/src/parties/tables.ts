import { defineTable } from '../endpoints/table.js';

/** The parties' lists: customers, suppliers, customer subscriptions and the customer actions report. */
export const PARTY_TABLES = {
  customers: defineTable({ path: 'customer/customer', tag: 'customers', access: ['customer_list'] }),
  suppliers: defineTable({ path: 'supplier/supplier', tag: 'suppliers', access: ['supplier_list'] }),
  subscriptions: defineTable({
    path: 'customer/customer-subscription',
    tag: 'customers',
    access: ['customer_subscription_list'],
  }),
  customerActions: defineTable({
    path: 'customer/actions',
    tag: 'customers',
    access: ['report_customer_action'],
  }),
};
