import type { ColumnType, Generated } from 'kysely';
import type { JournalDailyTable } from './schema-ledger.js';
import type {
  PurchaseDetailsTable,
  PurchaseOrderLinesTable,
  PurchaseOrdersTable,
  PurchaseReturnLinesTable,
  PurchaseReturnsTable,
  PurchasesTable,
} from './schema-purchasing.js';
import type { ResidenceUnitsTable } from './schema-residence.js';
import type { SaleDetailsTable, SaleExtraLinesTable, SaleReceiptsTable, SalesTable } from './schema-sales.js';

/** bigint ids come back from pg as strings; we keep them strings end to end. */
type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface TenantsTable {
  id: GeneratedId;
  name: string;
  base_currency_code: string;
  features: Json<Record<string, boolean>>;
  created_at: CreatedAt;
}

export interface InventoriesTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  code: string | null;
  type: number;
  address: string | null;
  phone: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UsersTable {
  tenant_id: Id;
  id: GeneratedId;
  username: string;
  password_hash: string;
  name: string;
  language: Generated<string>;
  default_branch_id: Id | null;
  is_superuser: Generated<boolean>;
  status: Generated<number>;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserInventoriesTable {
  tenant_id: Id;
  user_id: Id;
  inventory_id: Id;
}

export interface RolesTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  created_at: CreatedAt;
}

export interface RoleAbilitiesTable {
  tenant_id: Id;
  role_id: Id;
  ability: string;
}

export interface UserRolesTable {
  tenant_id: Id;
  user_id: Id;
  role_id: Id;
}

export interface AuthTokensTable {
  tenant_id: Id;
  id: GeneratedId;
  user_id: Id;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_activity_at: CreatedAt;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface CurrenciesTable {
  tenant_id: Id;
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

export interface ExchangeRatesTable {
  tenant_id: Id;
  id: GeneratedId;
  currency_code_from: string;
  currency_code_to: string;
  exchange_rate: Numeric;
  type: number;
  valid_from: CreatedAt;
  created_by: Id | null;
}

export interface CashBoxesTable {
  tenant_id: Id;
  id: GeneratedId;
  code: string;
  name: string;
  currency_code: string;
  inventory_id: Id | null;
  for_user_id: Id | null;
  is_default: Generated<boolean>;
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface SettingsTable {
  tenant_id: Id;
  key: string;
  value: Json<unknown>;
}

export interface InventorySettingsTable {
  tenant_id: Id;
  inventory_id: Id;
  setting_name: string;
  value: string;
}

export interface PrintSettingsTable {
  tenant_id: Id;
  id: GeneratedId;
  inventory_id: Id;
  type_name: string;
  type: number;
  name: string;
  address: string | null;
  bottom: string | null;
  header: string | null;
  background: string | null;
  footer: string | null;
  background_margin: Generated<number>;
  background_margin_clone_print: Generated<number>;
}

export interface ApiConnectionsTable {
  tenant_id: Id;
  id: GeneratedId;
  kind: string;
  name: string;
  inventory_id: Id | null;
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface ItemsTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  barcode: string;
  type: Generated<number>;
  status: Generated<number>;
  is_hidden: Generated<boolean>;
  old_barcode: string | null;
  scientific_name: string | null;
  per_packet: Generated<number>;
  dosage_form_id: Id | null;
  brand_id: Id | null;
  group_id: Id | null;
  category_id: Id | null;
  measurement_id: Id | null;
  stockable: Generated<boolean>;
  min_quantity: Generated<string>;
  image_key: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProductsTable {
  tenant_id: Id;
  id: GeneratedId;
  item_id: Id;
  inventory_id: Id;
  batch_number: Generated<string>;
  expire_date: string | null;
  quantity: Generated<string>;
  cost: Numeric;
  base_cost: Numeric;
  purchase_price: Generated<string>;
  purchase_price_before_discount: Generated<string>;
  sale_price: Numeric;
  wholesale_price: Generated<string>;
  currency_code: string;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProductPricesTable {
  tenant_id: Id;
  product_id: Id;
  currency_code: string;
  sale_price: Numeric;
  wholesale_price: Generated<string>;
}

export interface StockMovementsTable {
  tenant_id: Id;
  id: GeneratedId;
  product_id: Id;
  item_id: Id;
  inventory_id: Id;
  movement_date: string;
  document_type: string;
  document_id: Id | null;
  quantity: Numeric;
  unit_cost: Numeric;
  base_unit_cost: Numeric;
  currency_code: string;
  user_id: Id | null;
  created_at: CreatedAt;
}

export interface ItemTransfersTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  from_inventory_id: Id;
  to_inventory_id: Id;
  status: Generated<number>;
  date: string;
  note: string | null;
  is_return: Generated<boolean>;
  created_by: Id | null;
  approved_by: Id | null;
  approved_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ItemTransferLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  transfer_id: Id;
  product_id: Id;
  quantity: Numeric;
  to_product_id: Id | null;
}

export interface StockAdjustmentsTable {
  tenant_id: Id;
  id: GeneratedId;
  kind: 'entry' | 'daily';
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: string;
  reason: string;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
}

export interface StockAdjustmentLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  adjustment_id: Id;
  product_id: Id;
  counted: Numeric;
  system_quantity: Numeric;
  difference: Numeric;
  unit_cost: Numeric;
}

export interface PinnedProductsTable {
  tenant_id: Id;
  id: GeneratedId;
  inventory_id: Id;
  product_id: Id;
  position: Generated<number>;
}

export interface SystemStateTable {
  key: string;
  value: Json<unknown>;
}

export interface Database {
  tenants: TenantsTable;
  inventories: InventoriesTable;
  users: UsersTable;
  user_inventories: UserInventoriesTable;
  roles: RolesTable;
  role_abilities: RoleAbilitiesTable;
  user_roles: UserRolesTable;
  auth_tokens: AuthTokensTable;
  currencies: CurrenciesTable;
  exchange_rates: ExchangeRatesTable;
  cash_boxes: CashBoxesTable;
  settings: SettingsTable;
  inventory_settings: InventorySettingsTable;
  print_settings: PrintSettingsTable;
  api_connections: ApiConnectionsTable;
  items: ItemsTable;
  system_state: SystemStateTable;
  activity_log: ActivityLogTable;
  notifications: NotificationsTable;
  attachments: AttachmentsTable;
  comments: CommentsTable;
  invoice_audits: InvoiceAuditsTable;
  accounts: AccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  journal_daily: JournalDailyTable;
  document_sequences: DocumentSequencesTable;
  money_documents: MoneyDocumentsTable;
  idempotency_keys: IdempotencyKeysTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  stock_movements: StockMovementsTable;
  item_transfers: ItemTransfersTable;
  item_transfer_lines: ItemTransferLinesTable;
  stock_adjustments: StockAdjustmentsTable;
  stock_adjustment_lines: StockAdjustmentLinesTable;
  pinned_products: PinnedProductsTable;
  goods_stock_outs: GoodsStockOutsTable;
  goods_stock_out_lines: GoodsStockOutLinesTable;
  gifts: import('./schema-gifts.js').GiftsTable;
  gift_lines: import('./schema-gifts.js').GiftLinesTable;
  sales: SalesTable;
  sale_details: SaleDetailsTable;
  sale_extra_lines: SaleExtraLinesTable;
  sale_receipts: SaleReceiptsTable;
  residence_units: ResidenceUnitsTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  purchases: PurchasesTable;
  purchase_details: PurchaseDetailsTable;
  purchase_returns: PurchaseReturnsTable;
  purchase_return_lines: PurchaseReturnLinesTable;
  automation_runs: import('./schema-automations.js').AutomationRunsTable;
}

export interface GoodsStockOutsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: string;
  reason: string;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface GoodsStockOutLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  stock_out_id: Id;
  product_id: Id;
  quantity: Numeric;
  unit_cost: Numeric;
}

export interface MoneyDocumentsTable {
  tenant_id: Id;
  id: GeneratedId;
  kind: string;
  number: Id;
  invoice_id: string;
  date: string;
  inventory_id: Id | null;
  cash_box_id: Id | null;
  customer_id: Id | null;
  supplier_id: Id | null;
  amount: Numeric;
  currency_code: string;
  exchange_rate: Numeric;
  expense_category_id: Id | null;
  income_type_id: Id | null;
  general_payment_category_id: Id | null;
  loss_type_id: Id | null;
  shareholder_id: Id | null;
  to_cash_box_id: Id | null;
  to_amount: Numeric | null;
  to_currency_code: string | null;
  direction: 'in' | 'out' | null;
  note: string | null;
  journal_entry_id: Id | null;
  /** Set on a customer debt a subscription charged (it credits income). */
  customer_subscription_id: Generated<Id | null>;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  tenant_id: Id;
  key: string;
  user_id: Id;
  scope: string;
  response: unknown;
  created_at: CreatedAt;
}

export interface AccountsTable {
  tenant_id: Id;
  id: GeneratedId;
  code: string;
  name: string;
  type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
  system_key: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface JournalEntriesTable {
  tenant_id: Id;
  id: GeneratedId;
  entry_date: string;
  document_type: string;
  document_id: Id | null;
  inventory_id: Id | null;
  description: Generated<string>;
  user_id: Id | null;
  reverses_entry_id: Id | null;
  created_at: CreatedAt;
}

export interface JournalLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  entry_id: Id;
  entry_date: string;
  account_id: Id;
  debit: Numeric;
  credit: Numeric;
  currency_code: string;
  amount: Numeric;
  rate: Numeric;
  party_type: 'customer' | 'supplier' | 'employee' | 'shareholder' | null;
  party_id: Id | null;
  cash_box_id: Id | null;
  inventory_id: Id | null;
  dim_type: string | null;
  dim_id: Id | null;
}

export interface DocumentSequencesTable {
  tenant_id: Id;
  inventory_id: Generated<Id>;
  doc_type: string;
  last_number: Generated<string>;
}

export interface AttachmentsTable {
  tenant_id: Id;
  id: GeneratedId;
  model_type: string;
  model_id: Id;
  name: string;
  file_key: string;
  mime: string;
  kind: 'image' | 'pdf' | 'audio';
  size: number;
  created_by: Id | null;
  created_at: CreatedAt;
}

export interface CommentsTable {
  tenant_id: Id;
  id: GeneratedId;
  model_name: string;
  model_id: Id;
  description: string;
  user_id: Id | null;
  created_at: CreatedAt;
}

export interface InvoiceAuditsTable {
  tenant_id: Id;
  id: GeneratedId;
  model_type: string;
  model_id: Id;
  note: string | null;
  date_at: string | null;
  status: Generated<boolean>;
  user_id: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ActivityLogTable {
  tenant_id: Id;
  id: GeneratedId;
  log_name: string;
  event: 'created' | 'updated' | 'deleted';
  subject_table: string;
  subject_id: string | null;
  causer_id: Id | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  tenant_id: Id;
  id: GeneratedId;
  user_id: Id;
  causer_id: Id | null;
  type: 'notify.create' | 'notify.edit' | 'notify.delete';
  title: string;
  description: Generated<string>;
  model_type: string | null;
  model_id: string | null;
  model_date: string | null;
  is_seen: Generated<boolean>;
  seen_at: Date | null;
  /** The message key and parameters (migration 0025); null on older rows. */
  message: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
