import { MASTER_DATA, type ResourceDef } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../db/tenant.js';
import { invalid } from '../errors.js';

/** Where a declared resource lives in the database, and any rule beyond its schema. */
export interface ResourceBinding {
  table: string;
  /** Column holding the creation time shown in lists (default created_at). */
  createdColumn?: string;
  /** Extra checks before a write (beyond the zod schema and the database constraints). */
  validate?: (tx: TenantTx, input: Record<string, unknown>) => Promise<void>;
  /** After a create or update, in the same transaction. */
  afterWrite?: (tx: TenantTx, id: string, input: Record<string, unknown>) => Promise<void>;
  /** SQL of computed list columns, over the table aliased `x`. */
  computed?: Record<string, RawBuilder<unknown>>;
}

export const BINDINGS: Record<string, ResourceBinding> = {
  brand: { table: 'brands' },
  group: { table: 'item_groups' },
  category: { table: 'categories' },
  measurement: { table: 'measurements' },
  rack: { table: 'racks' },
  dosage_form: { table: 'dosage_forms' },
  country: { table: 'countries' },
  inventory: { table: 'inventories' },
  machine: { table: 'machines' },
  referrer: { table: 'referrers' },
  account_code: { table: 'account_codes' },
  base_custom_field: { table: 'base_custom_fields' },
  sale_extra: { table: 'sale_extras' },
  currency_rate: {
    table: 'exchange_rates',
    createdColumn: 'valid_from',
    validate: async (_tx, input) => {
      if (input.currency_code_from === input.currency_code_to) {
        throw invalid({ currency_code_to: ['The two currencies must differ.'] });
      }
    },
  },
  customer_type: { table: 'customer_types' },
  customer_receipt_type: { table: 'customer_receipt_types' },
  note: { table: 'notes' },
  residence_block: { table: 'residence_blocks' },
  residence_area: { table: 'residence_areas' },
  residence_view: { table: 'residence_views' },
  building: { table: 'buildings' },
  hr_department: { table: 'hr_departments' },
  hr_employee_position: { table: 'hr_employee_positions' },
  hr_payroll_type: { table: 'hr_payroll_types' },
  hr_letter_type: { table: 'hr_letter_types' },
  expense_category: { table: 'expense_categories' },
  income_type: { table: 'income_types' },
  loss_type: { table: 'loss_types' },
  general_payment_category: { table: 'general_payment_categories' },
  asset_category: { table: 'asset_categories' },
  shareholder: { table: 'shareholders' },
  user: { table: 'users' },
  cash_box: {
    table: 'cash_boxes',
    computed: {
      balance: sql`(select coalesce(sum(l.amount), 0) from journal_lines l where l.tenant_id = x.tenant_id and l.cash_box_id = x.id)`,
    },
    // one default box per branch and currency
    afterWrite: async (tx, id, input) => {
      if (!input.is_default) return;
      await sql`update cash_boxes set is_default = false where id <> ${id} and currency_code = ${input.currency_code}
        and inventory_id is not distinct from ${input.inventory_id ?? null} and is_default`.execute(tx);
    },
  },
};

export function bindingOf(def: ResourceDef): ResourceBinding {
  const b = BINDINGS[def.name];
  if (!b) throw new Error(`resource ${def.name} has no table binding`);
  return b;
}

export const MASTER_DATA_RESOURCES = MASTER_DATA;
