import { z } from 'zod';
import { isoDate } from './dates.js';

/** The rounding steps an IQD payroll may use (setting `payrollIqdRounding`). */
export const PAYROLL_IQD_ROUNDING = ['1', '250', '1000'] as const;

/**
 * Tenant settings (answered by `POST setting/all`) with their defaults, and the per-branch
 * inventory settings (in `GET user` as inventory_settings) with their descriptions.
 * A setting not stored for a tenant has its default here.
 */
export const tenantSettingsRecord = z.object({
  /** Currency a new POS cart starts in. */
  defaultPosCurrency: z.string(),
  /** 'type': numbers like S-12; 'type_inventory': the branch prefix too, like SD-S-12. */
  invoicePrefixType: z.enum(['type', 'type_inventory']),
  /** Whether branch prefixes (SD-, QM-, ...) are put in front of document numbers. */
  invoicePrefixInventory: z.boolean(),
  /** Per-currency sale prices on lots. */
  productFcPrices: z.boolean(),
  /** Lot picking when selling by item. */
  stockSystem: z.enum(['FIFO', 'LIFO']),
  /** Whether stock may go below zero. */
  allowNegativeStock: z.boolean(),
  /** Whether a cash box may pay out more than it holds (its balance going below zero). */
  allowNegativeCash: z.boolean(),
  /** Status of a new sale: 0 Pending, 1 Approved. */
  saleDefaultStatus: z.union([z.literal(0), z.literal(1)]),
  /** Nothing posts to the ledger on or before this date (YYYY-MM-DD), when set. */
  lockDate: z.string().nullable(),
  /**
   * Issue 16: the step an IQD payslip's base pay and each allowance and deduction are rounded to, half up
   * ('1' dinar, '250' or '1000': the smallest note a cashier hands out). USD pay rounds to the cent.
   */
  payrollIqdRounding: z.enum(PAYROLL_IQD_ROUNDING),
});
export type TenantSettings = z.infer<typeof tenantSettingsRecord>;

export const TENANT_SETTING_DEFAULTS: Readonly<TenantSettings> = {
  defaultPosCurrency: 'IQD',
  invoicePrefixType: 'type',
  invoicePrefixInventory: false,
  productFcPrices: false,
  stockSystem: 'FIFO',
  allowNegativeStock: false,
  allowNegativeCash: false,
  saleDefaultStatus: 1,
  lockDate: null,
  payrollIqdRounding: '1',
};

export const INVENTORY_SETTINGS = {
  pos_sale_extra: { description: 'Show sale extras on the POS (1/0)', default: '0' },
  inventory_process_mode: {
    description: 'Stocktake in progress: the POS does not cap by stock (1/0)',
    default: '0',
  },
  invoice_prefix: { description: 'Prefix of this branch on document numbers (for example SD-)', default: '' },
} as const;

export type InventorySettingName = keyof typeof INVENTORY_SETTINGS;

/** Automated tasks a tenant can switch on; each module runs its own when it lands. */
export const AUTOMATIONS = {
  daily_stock_backup: 'Take a stock backup of every branch each night',
  customer_subscription_receipts: 'Create subscription receipts on their due day',
  low_quantity_notification: 'Notify when an item falls under its minimum quantity',
  expiry_notification: 'Notify about lots expiring within 90 days',
  residence_instalments_due: 'Notify residence instalments falling due within 7 days and overdue',
  asset_depreciation: 'Post the depreciation of every asset for each month that has ended',
} as const;

/** Tenant feature switches, in `GET user` as features_permissions. */
export const FEATURES = ['residence', 'construction', 'hr', 'tickets', 'hospital_link'] as const;

/**
 * The ability that lets a user change each tenant setting: declared once, read by the server's check
 * (`PUT /api/setting`) and by the Settings screen (which sections and fields it shows).
 */
export const TENANT_SETTING_ABILITIES = {
  productFcPrices: 'setting_product_fc_prices',
  stockSystem: 'setting_stock_system',
  allowNegativeStock: 'setting_negative_stock',
  allowNegativeCash: 'setting_negative_cash',
  saleDefaultStatus: 'setting_pos',
  defaultPosCurrency: 'setting_pos',
  invoicePrefixType: 'setting_invoice_prefix',
  invoicePrefixInventory: 'setting_invoice_prefix',
  lockDate: 'setting_lock_date',
  payrollIqdRounding: 'setting_payroll',
} as const satisfies Record<keyof TenantSettings, string>;

export type TenantSettingKey = keyof TenantSettings;
export const TENANT_SETTING_KEYS = Object.keys(TENANT_SETTING_ABILITIES) as TenantSettingKey[];

/** Any one opens `PUT /api/setting` (each key is then checked against its own ability). */
export const TENANT_SETTING_WRITE_ABILITIES = [...new Set(Object.values(TENANT_SETTING_ABILITIES))] as [
  string,
  ...string[],
];

/** The ability to change the per-branch settings (`PUT /api/setting/inventory/{inventoryId}`). */
export const INVENTORY_SETTING_ABILITY = 'setting_inventory';

/** Messages of the settings calls (each also a translation key of the web's `settings` namespace). */
export const SETTING_MESSAGES = {
  lockDateInFuture: 'The lock date cannot be in the future.',
} as const;

/**
 * The body of `PUT /api/setting`: any of the tenant settings, each optional; unknown keys are refused.
 * The server also checks that defaultPosCurrency is one of the tenant's currencies and that the lock date
 * is not after today.
 */
export const tenantSettingsInput = z.strictObject({
  defaultPosCurrency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  invoicePrefixType: z.enum(['type', 'type_inventory']).optional(),
  invoicePrefixInventory: z.boolean().optional(),
  productFcPrices: z.boolean().optional(),
  stockSystem: z.enum(['FIFO', 'LIFO']).optional(),
  allowNegativeStock: z.boolean().optional(),
  allowNegativeCash: z.boolean().optional(),
  saleDefaultStatus: z.union([z.literal(0), z.literal(1)]).optional(),
  lockDate: isoDate.nullable().optional(),
  payrollIqdRounding: z.enum(PAYROLL_IQD_ROUNDING).optional(),
}) satisfies z.ZodType<Partial<TenantSettings>>;
export type TenantSettingsInput = z.infer<typeof tenantSettingsInput>;

const flag = z.enum(['0', '1']);

/** The body of `PUT /api/setting/inventory/{inventoryId}`: any of the branch's settings (INVENTORY_SETTINGS). */
export const inventorySettingsInput = z.strictObject({
  pos_sale_extra: flag.optional(),
  inventory_process_mode: flag.optional(),
  invoice_prefix: z.string().trim().max(10).optional(),
}) satisfies z.ZodType<Partial<Record<InventorySettingName, string>>>;
export type InventorySettingsInput = z.infer<typeof inventorySettingsInput>;

export const inventorySettingsParams = z.object({ inventoryId: z.string().regex(/^\d{1,18}$/) });
