/**
 * Who may read the lookups that list people (names, phones, usernames): the abilities of the screens that
 * call them, any one sufficing (a superuser passes). Read by the server's guard and by the web, which only
 * asks for what the user may read. See docs/decisions.md "Lookups of people are gated by the screens that use
 * them".
 */
const verbs = (name: string, list: readonly string[] = ['list', 'create', 'edit']) =>
  list.map((v) => `${name}_${v}`);

export const LOOKUP_ABILITIES = {
  /** GET customer-list: customers, the POS and returns, receipts and debts, statements, actions, gifts, the residence POS. */
  customers: [
    'customer_list',
    'sale_create',
    'sale_return_create',
    ...verbs('receipt'),
    ...verbs('customer_debt'),
    ...verbs('customer_adjustment_entry'),
    ...verbs('customer_subscription'),
    ...verbs('gift'),
    'residence_sale_create',
    'report_customer_account_statement',
    'report_customer_action',
    // sale contracts and form templates' previews are made from a customer's sale
    'sale_contract_create',
    ...verbs('form_template'),
  ],
  /** GET supplier-list: suppliers, their money documents and statements, purchases, orders and returns. */
  suppliers: [
    'supplier_list',
    ...verbs('supplier_payment'),
    ...verbs('supplier_debt'),
    ...verbs('supplier_adjustment_entry'),
    ...verbs('purchase'),
    'purchase_add',
    ...verbs('purchase_order'),
    'approve_purchase_order',
    ...verbs('purchase_return'),
    'report_supplier_account_statement',
    'report_supplier_account_statement_all_in_one_currency',
  ],
  /** GET user/users and user/all-users: users and roles screens, the activity log, cash boxes' user. */
  users: ['user_list', 'role_give', 'activity_log', ...verbs('cash_box')],
} as const satisfies Record<string, readonly string[]>;
