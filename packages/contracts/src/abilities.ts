/**
 * The abilities catalogue: every ability the product knows, declared once and grouped by area.
 * The server guard, the role editor's checklist and the route map all read this list.
 *
 * Master-data resources bring their abilities from their declarations (resources/master-data), under their
 * `area`. A "resource" entry expands to `{name}_list`, `{name}_create`, `{name}_edit` and `{name}_delete`
 * (or only the verbs given). A "single" entry is one ability name as the spec spells it.
 */

import { ALL_RESOURCES } from './resources/master-data.js';

const CRUD = ['list', 'create', 'edit', 'delete'] as const;
type Verb = 'list' | 'create' | 'edit' | 'delete' | 'show' | 'approve' | 'export' | 'print';

interface AreaDeclaration {
  /** Translation key suffix and grouping of the role editor's checklist. */
  area: string;
  resources?: Record<string, readonly Verb[]>;
  single?: readonly string[];
}

const crud = (...names: string[]): Record<string, readonly Verb[]> =>
  Object.fromEntries(names.map((n) => [n, CRUD]));

const declarations: readonly AreaDeclaration[] = [
  { area: 'dashboard', single: ['dashboard_list'] },
  {
    area: 'items',
    resources: {
      ...crud('item'),
      // recipe_step_create/edit/delete come from the resource (resources/master-data/items.ts)
      ...crud('recipe'),
      // form_template's four come from its declaration (form-templates/resources.ts)
      ...crud('gift', 'pin_product'),
    },
    single: [
      'item_show_hidden',
      'item_edit_barcode',
      'item_show_dosage_form',
      'item_show_scientific_name',
      'item_show_per_packet',
      'product_list',
      'product_export',
      'product_label_print',
      'product_purchase_history',
      'price_checker',
      'stock_backup_list',
      'stock_backup_create',
      'prepare_product_list',
      'prepare_product_create',
    ],
  },
  {
    area: 'stock',
    resources: {
      ...crud('stock_adjustment_entry', 'daily_stock_adjustment_entry', 'goods_stock_out'),
      item_transfer: ['list', 'create', 'edit', 'delete', 'approve'],
    },
    single: [
      'item_transfer_only_from_my_inventory',
      'item_transfer_only_to_my_inventory',
      'item_transfer_return',
    ],
  },
  {
    area: 'users',
    resources: crud('user', 'role'),
    single: ['role_give', 'activity_log'],
  },
  {
    area: 'shareholders',
    // issue 19: the period's profit posted to the shareholders' capital
    resources: crud('profit_distribution'),
    single: ['report_shareholder_account_statement', 'report_shareholder_account_statement_summary'],
  },
  {
    area: 'sales',
    resources: crud('sale', 'sale_return', 'sale_contract'),
    single: [
      'sale_approve',
      'sale_import',
      'sale_edit_only_today',
      'sale_delete_only_today',
      'sale_view_profit_rate',
      'sale_edit_profit_rate',
      'sale_custom_price_type',
      'sale_below_cost',
      'report_sale_list',
      'report_cashier_sale_list',
      'report_cashier_sale_list_per_item',
    ],
  },
  {
    area: 'residence',
    resources: {
      ...crud('residence_unit'),
      ...crud('residence_sale', 'residence_sale_return'),
    },
    // issue 17: hand a key over before the pre-key portion is paid (recorded on the sale, audited)
    single: ['residence_key_handover_override'],
  },
  {
    area: 'purchases',
    resources: {
      ...crud('purchase', 'purchase_return'),
      purchase_order: ['list', 'create', 'edit', 'delete'],
    },
    single: [
      'purchase_add',
      'approve_purchase_order',
      'purchase_edit_only_today',
      'purchase_delete_only_today',
    ],
  },
  {
    area: 'customers',
    resources: crud(
      'customer',
      'customer_debt',
      'receipt',
      'customer_adjustment_entry',
      'customer_subscription',
    ),
    single: [
      'upsert_customer_max_debit_amount',
      'show_customer_type_filter',
      'report_customer_account_statement',
      'report_customer_account_statement_summary',
      'report_customer_action',
    ],
  },
  {
    area: 'suppliers',
    resources: crud('supplier', 'supplier_payment', 'supplier_debt', 'supplier_adjustment_entry'),
    single: [
      'report_supplier_account_statement',
      'report_supplier_account_statement_all_in_one_currency',
      'report_supplier_account_statement_summary',
    ],
  },
  {
    area: 'accounting',
    resources: crud(
      'cash_box_transfer',
      'cash_box_adjustment_entry',
      'money_conversion',
      'general_payment',
      'loss',
      'variable_expense',
      'expense_document',
      'income',
      'capital',
      'cashback_capital',
      'asset',
      'asset_clearance',
    ),
    single: [
      'money_collection_create',
      'money_collection_edit',
      'only_from_my_cash_box',
      'invoice_audit',
      'edit_only_today',
      'delete_only_today',
      'report_cash_box_account_statement',
      'report_cash_box_account_statement_summary',
      'general_ledger',
      'balance_sheet',
      'journal_entry_list',
    ],
  },
  {
    area: 'hr',
    // hr_letter_template's four come from its declaration (form-templates/resources.ts)
    resources: crud('hr_payroll', 'hr_advance_payment', 'hr_advance_payment_return'),
    single: [
      'hr_monthly_payroll',
      'report_hr_employee_account_statement',
      'report_hr_employee_account_statement_summary',
    ],
  },
  {
    area: 'construction',
    resources: {
      construction_stock_out_order: ['list', 'create', 'edit', 'delete', 'approve'],
      construction_stock_out: CRUD,
    },
    single: ['construction_quantification'],
  },
  {
    area: 'inventory_adjustment',
    single: [
      'inventory_adjustment_create',
      'inventory_adjustment_list',
      'inventory_adjustment_comparison',
      'inventory_adjustment_calculate',
    ],
  },
  {
    area: 'reports',
    single: [
      'report_products',
      'report_products_per_supplier',
      'report_expired_product',
      'report_top_selling_product',
      'report_need_product',
      'report_notify_low_quantity_product',
      'report_product_average_purchase_price',
      'report_summary_product_average_purchase_price',
      'report_products_i_dont_have',
      'report_products_only_i_have',
      'report_product_average_purchase_price_comparison',
      'report_item_purchase_comparison',
      'report_product_purchase_history',
      'report_product_min_purchase_price',
      'report_products_not_in_current_stock',
      'report_purchase_items',
      'report_purchase_items_raw_edit',
      'report_purchase_return_items',
      'report_sale_items',
      'report_sale_items_raw_edit',
      'report_sale_return_items',
      'report_sale_total',
      'report_daily_sale',
      'report_sale_additional_by_employee',
      'report_sale_additional',
      'report_sale_sale_return',
      'report_total_expenses_by_category',
      'report_expense_details_by_category',
      'report_sales_per_customers',
      'report_transfer_per_items',
      'report_profit_total',
      'report_journal_entry',
      'report_summary_comparison',
      'report_credit_debit_summary',
      'report_api_connection_detail',
      'report_patient_account_statement',
      'report_patient_account_statement_summary',
    ],
  },
  {
    area: 'tickets',
    resources: { ticket: ['list', 'create', 'edit', 'delete'] },
  },
  {
    area: 'settings',
    single: [
      'setting_general',
      'setting_invoice_prefix',
      'setting_pos',
      'setting_stock_system',
      'setting_negative_stock',
      'setting_negative_cash',
      'setting_currency',
      'setting_print',
      'setting_inventory',
      'setting_sale_extra',
      'setting_product_fc_prices',
      'setting_lock_date',
      'setting_api_connection',
      'setting_automation',
      'setting_notification',
      // issue 16: the payroll's IQD rounding step
      'setting_payroll',
    ],
  },
];

function expand(decl: AreaDeclaration): string[] {
  const fromResources = Object.entries(decl.resources ?? {}).flatMap(([name, verbs]) =>
    verbs.map((v) => `${name}_${v}`),
  );
  // master data and cash boxes bring their four abilities from their own declarations; one may borrow
  // an ability the area already has (recipe steps are listed with `recipe_list`, app-shell.md section 2)
  const own = new Set(fromResources);
  const declared = ALL_RESOURCES.filter((r) => r.area === decl.area)
    .flatMap((r) => [r.abilities.list, r.abilities.create, r.abilities.edit, r.abilities.delete])
    .filter((a) => !own.has(a));
  return [...fromResources, ...declared, ...(decl.single ?? [])];
}

/** Abilities grouped by area, in declaration order (the role editor shows these groups). */
export const ABILITY_GROUPS: readonly { area: string; abilities: readonly string[] }[] = declarations.map(
  (d) => ({ area: d.area, abilities: expand(d) }),
);

/** Every ability name, each once. */
export const ABILITIES: readonly string[] = (() => {
  const all = ABILITY_GROUPS.flatMap((g) => g.abilities);
  const seen = new Set<string>();
  for (const a of all) {
    if (seen.has(a)) throw new Error(`ability declared twice: ${a}`);
    seen.add(a);
  }
  return all;
})();

const abilitySet = new Set(ABILITIES);

export function isAbility(name: string): boolean {
  return abilitySet.has(name);
}

/** All `setting_*` abilities: any one opens /setting. */
export const SETTING_ABILITIES: readonly string[] = ABILITIES.filter((a) => a.startsWith('setting_'));
