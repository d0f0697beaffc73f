import { SETTING_ABILITIES } from './abilities.js';
import { ALL_RESOURCES } from './resources/master-data.js';
import { routeIdOf } from './route-id.js';

/**
 * The route map (app-shell.md section 2) as data: path, abilities (any one suffices), place in the menu,
 * and flags. The router, the sidebar, the route guard, the `spec:routes` report and the server tests all
 * read it. The title key of a route is `routes.<id>`; its id is derived from the path.
 */

/** The 13 top-level sidebar entries, in menu order. */
export const MENU_ENTRIES = [
  'dashboard',
  'stock',
  'accounting',
  'purchases',
  'sales',
  'reports',
  'customers',
  'suppliers',
  'inventory_adjustment',
  'hr',
  'construction',
  'settings',
  'tickets',
] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

export interface RouteDef {
  /** Unique id derived from the path, e.g. `inventory.item.brand`; the title key is `routes.<id>`. */
  id: string;
  /** React Router path; `:name` parameters, `?` for optional ones. */
  path: string;
  /** Any one suffices; empty means signed-in users need no ability (profile, my cash box, 404). */
  abilities: readonly string[];
  /** Where the route shows in the sidebar; routes without it (add, edit, view pages) are reached from screens. */
  menu?: { entry: MenuEntry; group?: string };
  hideTopBar?: boolean;
  hideSideBar?: boolean;
}

type Opts = Partial<Pick<RouteDef, 'hideTopBar' | 'hideSideBar'>> & { id?: string };

const idOf = routeIdOf;

const routes: RouteDef[] = [];
let current: { entry: MenuEntry; group?: string } | undefined;

/** A menu leaf in the current entry/group. */
function leaf(path: string, abilities: string | readonly string[], opts: Opts = {}): void {
  add(path, abilities, opts, current);
}
/** A route reached from a screen (not in the menu). */
function page(path: string, abilities: string | readonly string[], opts: Opts = {}): void {
  add(path, abilities, opts, undefined);
}
function add(path: string, abilities: string | readonly string[], opts: Opts, menu: RouteDef['menu']): void {
  const list = typeof abilities === 'string' ? [abilities] : abilities;
  const { id, ...flags } = opts;
  routes.push({
    id: id ?? idOf(path),
    path,
    abilities: list,
    ...(menu ? { menu: { ...menu } } : {}),
    ...flags,
  });
}
/** A master-data resource's list screen, from its declaration (path and list ability). */
function resourceLeaf(name: string): void {
  const def = ALL_RESOURCES.find((r) => r.name === name);
  if (!def?.screen) throw new Error(`resource ${name} has no screen`);
  leaf(def.screen, def.abilities.list);
}
function section(entry: MenuEntry, group?: string): void {
  current = group ? { entry, group } : { entry };
}
const crudPages = (base: string, list: string, create: string, edit: string) => {
  page(`${base}/add`, create);
  page(`${base}/:id/edit`, edit);
  page(`${base}/view/:id`, list);
};

// Dashboard
section('dashboard');
leaf('/dashboard', 'dashboard_list');

// Stock: items and stock
section('stock', 'items');
leaf('/inventory/item/item', 'item_list');
resourceLeaf('brand');
resourceLeaf('group');
resourceLeaf('category');
resourceLeaf('measurement');
resourceLeaf('rack');
// Not in the spec's route map, which leaves these resources without a screen (docs/decisions.md).
resourceLeaf('dosage_form');
resourceLeaf('country');
leaf('/inventory/item/recipe', 'recipe_list');
resourceLeaf('item_processing_step');
resourceLeaf('sale_extra');
resourceLeaf('base_custom_field');
section('stock', 'stock');
leaf('/inventory/product', 'product_list');
resourceLeaf('inventory');
leaf('/inventory/stock-backup', 'stock_backup_list');
leaf('/inventory/label-print', 'product_label_print');
leaf('/inventory/prepare-product', 'prepare_product_list');
leaf('/inventory/prepare-product-history', 'prepare_product_list');
leaf('/inventory/stock-adjustment-entry', 'stock_adjustment_entry_list');
leaf('/inventory/daily-stock-adjustment', 'daily_stock_adjustment_entry_list');
leaf('/inventory/gift', 'gift_list');
leaf('/inventory/pin-product', 'pin_product_list');
leaf('/inventory/price-checker', 'price_checker', { hideTopBar: true, hideSideBar: true });
section('stock', 'transfers');
leaf('/inventory/item-transfer', 'item_transfer_list');
page('/inventory/item-transfer/add', 'item_transfer_create');
page('/inventory/item-transfer/edit/:id', 'item_transfer_create');
page('/inventory/item-transfer/view/:id', 'item_transfer_list');
page('/inventory/item-transfer/approve/:id', 'item_transfer_list');
leaf('/inventory/transfer-return', 'item_transfer_list');
section('stock', 'goods_stock_out');
leaf('/inventory/goods-stock-out', 'goods_stock_out_list');
crudPages(
  '/inventory/goods-stock-out',
  'goods_stock_out_list',
  'goods_stock_out_create',
  'goods_stock_out_edit',
);
leaf('/inventory/goods-stock-out-items', 'goods_stock_out_list');
section('stock', 'residence');
resourceLeaf('residence_block');
resourceLeaf('residence_area');
resourceLeaf('residence_view');
resourceLeaf('building');
leaf('/inventory/residence/residence-unit', 'residence_unit_list');
section('stock', 'other');
resourceLeaf('machine');
resourceLeaf('currency_rate');
resourceLeaf('referrer');
resourceLeaf('account_code');
resourceLeaf('shareholder');
page('/inventory/shareholder/detail-account-statement', [
  'report_shareholder_account_statement',
  'shareholder_list',
]);
page('/inventory/shareholder/summary-account-statement', [
  'report_shareholder_account_statement_summary',
  'shareholder_list',
]);
leaf('/inventory/form-template', 'form_template_list');
page('/inventory/form-template/add', 'form_template_create');
page('/inventory/form-template/:id/edit', 'form_template_edit');

// Sales
section('sales', 'sales');
leaf('/inventory/sale/pos/:id/:editMode/:isReturn', 'sale_create', { id: 'inventory.sale.pos' });
leaf('/inventory/sale', 'report_sale_list');
page('/inventory/sale/:inventoryId/:invoiceId', 'report_sale_list', { id: 'inventory.sale.filtered' });
leaf('/inventory/sale-return', 'report_sale_list');
leaf('/inventory/sale/import', 'sale_import');
leaf('/inventory/sale-contract', 'sale_contract_list');
section('sales', 'cashier');
leaf('/inventory/cashier-sale', 'report_cashier_sale_list');
leaf('/inventory/cashier-sale-return', 'report_cashier_sale_list');
leaf('/inventory/cashier-sale-item', 'report_cashier_sale_list_per_item');
leaf('/inventory/cashier-sale-return-item', 'report_cashier_sale_list_per_item');
section('sales', 'residence');
leaf('/inventory/residence-pos/:id/:editMode/:isReturn', 'residence_sale_create', {
  id: 'inventory.residence_pos',
});
leaf('/inventory/residence-sale', 'residence_sale_list');
leaf('/inventory/residence-sale-return', 'residence_sale_return_list');
leaf('/inventory/residence-ageing', 'residence_sale_list'); // issue 17: overdue ageing, not in the spec's map

// Purchases
section('purchases', 'purchases');
leaf('/inventory/purchase', 'purchase_list');
page('/inventory/purchase/add/:purchaseOrderId?', 'purchase_create');
page('/inventory/purchase/edit/:id', 'purchase_edit');
page('/inventory/purchase/view/:id', 'purchase_list');
page('/inventory/purchase-detail/add-edit/:id', ['purchase_add', 'purchase_edit']);
section('purchases', 'orders');
leaf('/inventory/purchase-order', 'purchase_order_list');
crudPages('/inventory/purchase-order', 'purchase_order_list', 'purchase_order_create', 'purchase_order_edit');
page('/inventory/purchase-order/:id/approve', 'approve_purchase_order');
section('purchases', 'returns');
leaf('/inventory/purchase-return', 'purchase_return_list');
page('/inventory/purchase-return/add', 'purchase_return_create');
page('/inventory/purchase-return-detail/add-edit/:id?', ['purchase_return_create', 'purchase_return_edit']);
page('/inventory/purchase-return-detail/view/:id', ['purchase_return_create', 'purchase_return_edit']);

// Customers
section('customers');
resourceLeaf('customer_type');
resourceLeaf('customer_receipt_type'); // not in the spec's map (docs/decisions.md)
leaf('/customer/customer', 'customer_list');
leaf('/customer/debt/:invoiceId?', 'customer_debt_list');
leaf('/customer/receipt/:invoiceId?', 'receipt_list');
leaf('/customer/adjustment-entry/:invoiceId?', 'customer_adjustment_entry_list');
leaf('/customer/detail-account-statement', 'report_customer_account_statement');
leaf('/customer/summary-account-statement', 'report_customer_account_statement_summary');
leaf('/customer/actions', 'report_customer_action');
leaf('/customer/customer-subscription', 'customer_subscription_list');

// Suppliers
section('suppliers');
leaf('/supplier/supplier', 'supplier_list');
leaf('/supplier/payment/:invoiceId?', 'supplier_payment_list');
leaf('/supplier/debt/:invoiceId?', 'supplier_debt_list');
leaf('/supplier/adjustment-entry/:invoiceId?', 'supplier_adjustment_entry_list');
leaf('/supplier/detail-account-statement', 'report_supplier_account_statement');
leaf(
  '/supplier/detail-account-statement-all-in-one-currency',
  'report_supplier_account_statement_all_in_one_currency',
);
leaf('/supplier/summary-account-statement', 'report_supplier_account_statement_summary');

// HR
section('hr', 'organisation');
resourceLeaf('hr_department');
resourceLeaf('hr_employee_position');
resourceLeaf('hr_employee');
leaf('/hr/employee/detail-account-statement', ['report_hr_employee_account_statement', 'hr_employee_list']);
leaf('/hr/employee/summary-account-statement', [
  'report_hr_employee_account_statement_summary',
  'hr_employee_list',
]);
resourceLeaf('hr_employee_contract');
section('hr', 'payroll');
resourceLeaf('hr_payroll_type');
leaf('/hr/payrolls', 'hr_payroll_list');
leaf('/hr/monthly-payrolls', 'hr_monthly_payroll');
leaf('/hr/advance-payment', 'hr_advance_payment_list');
leaf('/hr/advance-payment-return', 'hr_advance_payment_return_list');
section('hr', 'letters');
resourceLeaf('hr_letter_type');
leaf('/hr/letter-template', 'hr_letter_template_list');
resourceLeaf('hr_letter');
page('/hr/letter/:id', 'hr_letter_list', { id: 'hr.letter.show' });

// Accounting
section('accounting', 'expenses');
resourceLeaf('expense_category');
leaf('/accounting/expense/variable-expense', 'variable_expense_list');
leaf('/accounting/expense-document', 'expense_document_list');
page('/accounting/expense-document/add', 'expense_document_create');
page('/accounting/expense-document/:id/edit', 'expense_document_edit');
page('/accounting/expense-document/:id/show', 'expense_document_list');
section('accounting', 'income');
resourceLeaf('income_type');
leaf('/accounting/income/income', 'income_list');
resourceLeaf('general_payment_category');
leaf('/accounting/general-payment/general-payment', 'general_payment_list');
resourceLeaf('loss_type');
leaf('/accounting/loss/loss', 'loss_list');
section('accounting', 'cash');
resourceLeaf('cash_box');
leaf('/accounting/cash-box/transfer', 'cash_box_transfer_list');
leaf('/accounting/cash-box/adjustment-entry/:invoiceId?', 'cash_box_adjustment_entry_list');
leaf('/accounting/cash-box/money-conversion', 'money_conversion_list');
leaf('/accounting/cash-box/detail-account-statement', 'report_cash_box_account_statement');
leaf('/accounting/cash-box/summary-account-statement', 'report_cash_box_account_statement_summary');
page('/accounting/cash-box/my-cashbox', []);
leaf('/accounting/money-collection', 'money_collection_create');
leaf('/accounting/money-collection-accountant', 'money_collection_edit');
section('accounting', 'capital');
leaf('/accounting/capital', 'capital_list');
leaf('/accounting/cashback-capital', 'cashback_capital_list');
resourceLeaf('asset_category');
leaf('/accounting/asset/assets', 'asset_list');
leaf('/accounting/asset-clearance', 'asset_clearance_list');
section('accounting', 'ledger');
leaf('/accounting/general-ledger', 'general_ledger');
leaf('/accounting/balance-sheet', 'balance_sheet');

// Reports
const REPORTS: [string, string][] = [
  ['products', 'stock'],
  ['products-per-supplier', 'stock'],
  ['expired-product', 'stock'],
  ['top-selling-product', 'stock'],
  ['need-product', 'stock'],
  ['notify-low-quantity-product', 'stock'],
  ['products-i-dont-have', 'stock'],
  ['products-only-i-have', 'stock'],
  ['products-not-in-current-stock', 'stock'],
  ['transfer-per-items', 'stock'],
  ['product-average-purchase-price', 'purchases'],
  ['summary-product-average-purchase-price', 'purchases'],
  ['product-average-purchase-price-comparison', 'purchases'],
  ['item-purchase-comparison', 'purchases'],
  ['product-purchase-history', 'purchases'],
  ['product-min-purchase-price', 'purchases'],
  ['purchase-items', 'purchases'],
  ['purchase-items-raw-edit', 'purchases'],
  ['purchase-return-items', 'purchases'],
  ['sale-items', 'sales'],
  ['sale-items-raw-edit', 'sales'],
  ['sale-return-items', 'sales'],
  ['sale-total', 'sales'],
  ['daily-sale', 'sales'],
  ['sale-additional-by-employee', 'sales'],
  ['sale-additional', 'sales'],
  ['sale-sale-return', 'sales'],
  ['sales-per-customers', 'sales'],
  ['profit-total', 'sales'],
  ['total-expenses-by-category', 'accounting'],
  ['expense-details-by-category', 'accounting'],
  ['journal-entry', 'accounting'],
  ['summary-comparison', 'accounting'],
  ['credit-debit-summary', 'accounting'],
  ['api-connection-detail', 'other'],
  ['patient-detail-account-statement', 'other'],
  ['patient-summary-account-statement', 'other'],
];
const reportAbility = (name: string): string => {
  if (name === 'patient-detail-account-statement') return 'report_patient_account_statement';
  if (name === 'patient-summary-account-statement') return 'report_patient_account_statement_summary';
  return `report_${name.replaceAll('-', '_')}`;
};
for (const [name, group] of REPORTS) {
  section('reports', group);
  leaf(`/report/${name}`, reportAbility(name));
}
section('reports', 'other');
leaf('/report/activity-log', 'activity_log');
page('/activity-log/record-log/:logName/:subjectId', 'activity_log', { id: 'activity_log.record_log' });

// Inventory adjustment (stocktake)
section('inventory_adjustment');
leaf('/inventory-adjustment/create', 'inventory_adjustment_create');
leaf('/inventory-adjustment/comparison', 'inventory_adjustment_comparison');
leaf('/inventory-adjustment/list', 'inventory_adjustment_list');
page(
  '/inventory-adjustment/calculate-income-and-expense/:inventory_process_id/:snapshot_id',
  'inventory_adjustment_calculate',
);

// Construction
section('construction');
leaf('/construction/stock-out-orders', 'construction_stock_out_order_list');
crudPages(
  '/construction/stock-out-orders',
  'construction_stock_out_order_list',
  'construction_stock_out_order_create',
  'construction_stock_out_order_edit',
);
page('/construction/stock-out-orders/:id/approve', 'construction_stock_out_order_approve');
leaf('/construction/stock-outs', 'construction_stock_out_list');
crudPages(
  '/construction/stock-outs',
  'construction_stock_out_list',
  'construction_stock_out_create',
  'construction_stock_out_edit',
);
leaf('/construction/quantification', 'construction_quantification');
resourceLeaf('construction_project');
resourceLeaf('construction_boq_line');

// Settings, users and roles
section('settings');
leaf('/setting', SETTING_ABILITIES);
leaf('/inventory/user', 'user_list');
leaf('/inventory/role', 'role_list');
resourceLeaf('note');

// Tickets
section('tickets');
leaf('/ticket', 'ticket_list');
page('/ticket/add', 'ticket_create');
page('/ticket/:id/show', 'ticket_list');

// No ability
page('/profile', []);
page('/404', [], { id: 'not_found' });
page('/maintenance', [], { id: 'maintenance' });

function checkUnique(list: RouteDef[]): RouteDef[] {
  const ids = new Set<string>();
  for (const r of list) {
    if (ids.has(r.id)) throw new Error(`route id declared twice: ${r.id}`);
    ids.add(r.id);
  }
  return list;
}

export const ROUTES: readonly RouteDef[] = checkUnique(routes);

export const routeById = (id: string): RouteDef | undefined => ROUTES.find((r) => r.id === id);

/** The abilities that show a top-level entry: any ability of any of its menu routes. */
export function entryAbilities(entry: MenuEntry): string[] {
  return [...new Set(ROUTES.filter((r) => r.menu?.entry === entry).flatMap((r) => r.abilities))];
}

/** Whether a user with these abilities may open the route (a superuser always may). */
export function canOpen(route: RouteDef, abilities: ReadonlySet<string>, isSuperuser: boolean): boolean {
  return isSuperuser || route.abilities.length === 0 || route.abilities.some((a) => abilities.has(a));
}
