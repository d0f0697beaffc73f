/**
 * Tenant settings (answered by `POST setting/all`) with their defaults, and the per-branch
 * inventory settings (in `GET user` as inventory_settings) with their descriptions.
 * A setting not stored for a tenant has its default here.
 */
export interface TenantSettings {
  /** Currency a new POS cart starts in. */
  defaultPosCurrency: string;
  /** 'type': numbers like S-12; 'type_inventory': the branch prefix too, like SD-S-12. */
  invoicePrefixType: 'type' | 'type_inventory';
  /** Whether branch prefixes (SD-, QM-, ...) are put in front of document numbers. */
  invoicePrefixInventory: boolean;
  /** Per-currency sale prices on lots. */
  productFcPrices: boolean;
  /** Lot picking when selling by item. */
  stockSystem: 'FIFO' | 'LIFO';
  /** Whether stock may go below zero. */
  allowNegativeStock: boolean;
  /** Status of a new sale: 0 Pending, 1 Approved. */
  saleDefaultStatus: 0 | 1;
  /** Nothing posts to the ledger on or before this date (YYYY-MM-DD), when set. */
  lockDate: string | null;
}

export const TENANT_SETTING_DEFAULTS: Readonly<TenantSettings> = {
  defaultPosCurrency: 'IQD',
  invoicePrefixType: 'type',
  invoicePrefixInventory: false,
  productFcPrices: false,
  stockSystem: 'FIFO',
  allowNegativeStock: false,
  saleDefaultStatus: 1,
  lockDate: null,
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
} as const;

/** Tenant feature switches, in `GET user` as features_permissions. */
export const FEATURES = ['residence', 'construction', 'hr', 'tickets', 'hospital_link'] as const;
