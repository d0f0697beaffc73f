/** The `action_type` values the customer actions list answers (server: modules/parties/customer-actions/table.ts). */
export const CUSTOMER_ACTION_TYPES = [
  'sale',
  'sale_return',
  'receipt',
  'customer_debt',
  'customer_adjustment_entry',
  'subscription_created',
  'subscription_updated',
  'subscription_deleted',
  'customer_created',
  'customer_updated',
  'customer_deleted',
  'sale_deleted',
  'sale_return_deleted',
  'receipt_deleted',
  'customer_debt_deleted',
  'customer_adjustment_entry_deleted',
] as const;
export type CustomerActionType = (typeof CUSTOMER_ACTION_TYPES)[number];

export const CUSTOMER_ACTIONS_ROUTE = 'customer.actions';
