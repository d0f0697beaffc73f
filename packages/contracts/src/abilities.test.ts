import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_GROUPS, isAbility, SETTING_ABILITIES } from './abilities.js';

/** Every ability the specification names (app-shell.md sections 2 and 6, shared-screens.md section 6). */
const NAMED_IN_SPEC =
  `account_code_list activity_log approve_purchase_order base_custom_field_list brand_list category_list
currency_rate_list customer_adjustment_entry_list customer_create customer_debt_list customer_list customer_subscription_list
customer_type_list daily_stock_adjustment_entry_list dashboard_list form_template_create form_template_edit form_template_list
gift_list goods_stock_out_list goods_stock_out_create goods_stock_out_edit group_list hr_monthly_payroll inventory_list item_create
item_edit_barcode item_list item_show_dosage_form item_show_hidden item_show_per_packet item_show_scientific_name
item_transfer_create item_transfer_list machine_list measurement_list note_list pin_product_list prepare_product_list price_checker
product_label_print product_list purchase_add purchase_create purchase_edit purchase_list purchase_order_create purchase_order_edit
purchase_order_list purchase_return_create purchase_return_list rack_list receipt_list recipe_list referrer_list
report_cashier_sale_list report_cashier_sale_list_per_item report_customer_account_statement
report_customer_account_statement_summary report_customer_action report_sale_list residence_sale_create residence_sale_list
residence_sale_return_list residence_unit_create residence_block_list residence_area_list residence_view_list building_list
residence_unit_list role_list sale_approve sale_contract_list sale_create sale_extra_list sale_import shareholder_list
show_customer_type_filter stock_adjustment_entry_list stock_backup_list ticket_create ticket_list upsert_customer_max_debit_amount
user_list only_from_my_cash_box item_transfer_only_from_my_inventory item_transfer_only_to_my_inventory edit_only_today
delete_only_today invoice_audit sale_view_profit_rate sale_edit_profit_rate`.split(/\s+/);

describe('abilities catalogue', () => {
  it('holds every ability the specification names', () => {
    const missing = NAMED_IN_SPEC.filter((a) => !isAbility(a));
    expect(missing).toEqual([]);
  });

  it('expands resources into list/create/edit/delete', () => {
    for (const verb of ['list', 'create', 'edit', 'delete']) expect(ABILITIES).toContain(`brand_${verb}`);
  });

  it('names each ability once, in snake case, inside exactly one area', () => {
    expect(new Set(ABILITIES).size).toBe(ABILITIES.length);
    for (const a of ABILITIES) expect(a).toMatch(/^[a-z][a-z0-9_]*[a-z0-9]$/);
    const total = ABILITY_GROUPS.reduce((n, g) => n + g.abilities.length, 0);
    expect(total).toBe(ABILITIES.length);
  });

  it('has the setting abilities that open /setting', () => {
    expect(SETTING_ABILITIES.length).toBeGreaterThan(5);
    expect(SETTING_ABILITIES.every((a) => a.startsWith('setting_'))).toBe(true);
  });

  it('knows nothing it was not told', () => {
    expect(isAbility('drop_tables')).toBe(false);
  });
});
