import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { DEMO_CONSTRUCTION_ROLES, DEMO_CONSTRUCTION_STAFF } from './demo-construction-staff.js';
import { DEMO_HR_ABILITIES } from './demo-hr.js';

type Tx = Transaction<Database>;

const CASHIER = [
  'dashboard_list',
  'sale_create',
  'report_cashier_sale_list',
  'report_cashier_sale_list_per_item',
  'customer_list',
  'customer_create',
  'receipt_list',
  'receipt_create',
  'product_list',
  'price_checker',
  'only_from_my_cash_box',
  'note_list',
  'note_create',
  'ticket_list',
  'ticket_create',
];

/**
 * Demo roles: what each kind of staff the spec names holds. A cashier may not sell at zero or below cost;
 * the shift manager (a role to give a senior cashier) may, and may correct and approve the day's sales.
 */
export const DEMO_ROLES: Record<string, string[]> = {
  Cashier: CASHIER,
  'Shift manager': [
    ...CASHIER,
    'sale_below_cost',
    'sale_list',
    'sale_edit',
    'sale_edit_only_today',
    'sale_approve',
    'sale_return_list',
    'sale_return_create',
    'report_sale_list',
  ],
  Accountant: [
    'dashboard_list',
    'report_api_connection_detail',
    'report_patient_account_statement',
    'report_patient_account_statement_summary',
    'cash_box_list',
    'cash_box_transfer_list',
    'cash_box_transfer_create',
    'money_conversion_list',
    'money_conversion_create',
    'variable_expense_list',
    'variable_expense_create',
    'variable_expense_edit',
    'variable_expense_delete',
    'expense_document_list',
    'expense_document_create',
    'expense_document_edit',
    'expense_document_delete',
    'report_total_expenses_by_category',
    'report_expense_details_by_category',
    'report_journal_entry',
    'report_summary_comparison',
    'report_credit_debit_summary',
    'money_collection_create',
    'money_collection_edit',
    'report_shareholder_account_statement',
    'report_shareholder_account_statement_summary',
    'asset_list',
    'asset_create',
    'asset_edit',
    'asset_delete',
    'asset_category_list',
    'asset_clearance_list',
    'asset_clearance_create',
    'asset_clearance_delete',
    'capital_create',
    'cashback_capital_list',
    'profit_distribution_list',
    'profit_distribution_create',
    'profit_distribution_delete',
    'expense_category_list',
    'expense_category_create',
    'income_list',
    'income_create',
    'income_edit',
    'income_type_list',
    'income_type_create',
    'general_payment_list',
    'general_payment_create',
    'general_payment_edit',
    'general_payment_category_list',
    'general_payment_category_create',
    'loss_list',
    'loss_create',
    'loss_type_list',
    'capital_list',
    'general_ledger',
    'balance_sheet',
    'journal_entry_list',
    'invoice_audit',
    'customer_list',
    'customer_debt_list',
    'receipt_list',
    'receipt_create',
    'supplier_list',
    'supplier_payment_list',
    'supplier_payment_create',
    'report_customer_account_statement',
    'report_supplier_account_statement',
    'report_cash_box_account_statement',
    'report_cash_box_account_statement_summary',
    'report_customer_account_statement_summary',
    'report_supplier_account_statement_summary',
    'report_sale_list',
    'report_profit_total',
    'currency_rate_list',
    ...DEMO_HR_ABILITIES,
    'ticket_list',
    'ticket_create',
  ],
  Employee: [
    'dashboard_list',
    'item_list',
    'product_list',
    'product_purchase_history',
    'note_list',
    'note_create',
    'note_edit',
    'ticket_list',
    'ticket_create',
  ],
  ...DEMO_CONSTRUCTION_ROLES,
};

const DEMO_ITEMS: { name: string; barcode: string; type: number }[] = [
  { name: 'Paracetamol 500 mg tablets', barcode: '6260000000011', type: 1 },
  { name: 'Amoxicillin 250 mg capsules', barcode: '6260000000028', type: 1 },
  { name: 'پاراسیتامۆل ٥٠٠ ملگم', barcode: '6260000000035', type: 1 },
  { name: 'شراب السعال للأطفال', barcode: '6260000000042', type: 1 },
  { name: 'Vitamin C 1000 mg', barcode: '6260000000059', type: 1 },
  { name: 'Bottled water 500 ml', barcode: '6260000000066', type: 1 },
  { name: 'Packing boxes (material)', barcode: '6260000000073', type: 2 },
  { name: 'Home delivery', barcode: '6260000000080', type: 3 },
];

/** The demo company: two branches, staff of each role, IQD with a USD rate, cash boxes and a few items. */
export async function seedDemoCompany(
  trx: Tx,
  { tenantId, adminId, passwordHash }: { tenantId: string; adminId: string; passwordHash: string },
): Promise<void> {
  const t = tenantId;
  await trx
    .updateTable('tenants')
    .set({
      features: JSON.stringify({
        residence: true,
        construction: true,
        hr: true,
        tickets: true,
        hospital_link: false,
      }),
    })
    .where('id', '=', t)
    .execute();
  const [pharmacy, shop] = await trx
    .insertInto('inventories')
    .values([
      { tenant_id: t, name: 'Central Pharmacy', code: 'SD-', type: 0, address: 'Salim Street, Sulaymaniyah' },
      { tenant_id: t, name: 'City Shop', code: 'QM-', type: 1, address: 'Mawlawi Street, Sulaymaniyah' },
    ])
    .returning('id')
    .execute();
  if (!pharmacy || !shop) throw new Error('demo branches not created');

  await trx.updateTable('users').set({ default_branch_id: pharmacy.id }).where('id', '=', adminId).execute();

  const roleIds: Record<string, string> = {};
  for (const [name, abilities] of Object.entries(DEMO_ROLES)) {
    const role = await trx
      .insertInto('roles')
      .values({ tenant_id: t, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds[name] = role.id;
    await trx
      .insertInto('role_abilities')
      .values(abilities.map((ability) => ({ tenant_id: t, role_id: role.id, ability })))
      .execute();
  }

  const staff = [
    {
      username: 'cashier',
      name: 'Sara Cashier',
      role: 'Cashier',
      branch: pharmacy.id,
      branches: [pharmacy.id],
    },
    {
      username: 'accountant',
      name: 'Karwan Accountant',
      role: 'Accountant',
      branch: pharmacy.id,
      branches: [pharmacy.id, shop.id],
    },
    { username: 'employee', name: 'Hana Employee', role: 'Employee', branch: shop.id, branches: [shop.id] },
    ...DEMO_CONSTRUCTION_STAFF.map((s) => ({ ...s, branch: shop.id, branches: [shop.id] })),
  ];
  const userIds: Record<string, string> = { admin: adminId };
  for (const s of staff) {
    const u = await trx
      .insertInto('users')
      .values({
        tenant_id: t,
        username: s.username,
        password_hash: passwordHash,
        name: s.name,
        default_branch_id: s.branch,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds[s.username] = u.id;
    await trx
      .insertInto('user_roles')
      .values({ tenant_id: t, user_id: u.id, role_id: roleIds[s.role]! })
      .execute();
    await trx
      .insertInto('user_inventories')
      .values(s.branches.map((inventory_id) => ({ tenant_id: t, user_id: u.id, inventory_id })))
      .execute();
  }
  await trx
    .insertInto('user_inventories')
    .values([pharmacy.id, shop.id].map((inventory_id) => ({ tenant_id: t, user_id: adminId, inventory_id })))
    .execute();

  await trx
    .insertInto('exchange_rates')
    .values([
      {
        tenant_id: t,
        currency_code_from: 'USD',
        currency_code_to: 'IQD',
        exchange_rate: '1310',
        type: 0,
        created_by: adminId,
      },
      {
        tenant_id: t,
        currency_code_from: 'USD',
        currency_code_to: 'IQD',
        exchange_rate: '1305',
        type: 1,
        created_by: adminId,
      },
    ])
    .execute();

  await trx
    .insertInto('cash_boxes')
    .values([
      {
        tenant_id: t,
        code: 'CB-1',
        name: 'Pharmacy IQD box',
        currency_code: 'IQD',
        inventory_id: pharmacy.id,
        is_default: true,
      },
      {
        tenant_id: t,
        code: 'CB-2',
        name: 'Pharmacy USD box',
        currency_code: 'USD',
        inventory_id: pharmacy.id,
        is_default: true,
      },
      {
        tenant_id: t,
        code: 'CB-3',
        name: 'Shop IQD box',
        currency_code: 'IQD',
        inventory_id: shop.id,
        is_default: true,
      },
      // the cashier's own drawers, one per currency she sells in (she holds "only from my cash box")
      {
        tenant_id: t,
        code: 'CB-4',
        name: "Sara's drawer",
        currency_code: 'IQD',
        inventory_id: pharmacy.id,
        for_user_id: userIds.cashier!,
      },
      {
        tenant_id: t,
        code: 'CB-5',
        name: "Sara's USD drawer",
        currency_code: 'USD',
        inventory_id: pharmacy.id,
        for_user_id: userIds.cashier!,
      },
    ])
    .execute();

  await trx
    .insertInto('inventory_settings')
    .values([
      { tenant_id: t, inventory_id: pharmacy.id, setting_name: 'pos_sale_extra', value: '1' },
      { tenant_id: t, inventory_id: pharmacy.id, setting_name: 'invoice_prefix', value: 'SD-' },
      { tenant_id: t, inventory_id: shop.id, setting_name: 'invoice_prefix', value: 'QM-' },
    ])
    .execute();

  const prints = (inventory_id: string, name: string, address: string) => [
    {
      tenant_id: t,
      inventory_id,
      type_name: 'cashier',
      type: 1,
      name,
      address,
      bottom: 'Thank you for your visit',
    },
    {
      tenant_id: t,
      inventory_id,
      type_name: 'a4',
      type: 1,
      name,
      address,
      bottom: 'Goods sold are not returnable after 7 days',
    },
    { tenant_id: t, inventory_id, type_name: 'contract', type: 2, name, address, bottom: null },
  ];
  await trx
    .insertInto('print_settings')
    .values([
      ...prints(pharmacy.id, 'Central Pharmacy', 'Salim Street, Sulaymaniyah'),
      ...prints(shop.id, 'City Shop', 'Mawlawi Street, Sulaymaniyah'),
    ])
    .execute();

  await trx
    .insertInto('items')
    .values(DEMO_ITEMS.map((i) => ({ tenant_id: t, ...i })))
    .execute();
}
