import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The stock module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    products: ProductsTable;
    product_prices: ProductPricesTable;
    item_transfers: ItemTransfersTable;
    item_transfer_lines: ItemTransferLinesTable;
    stock_adjustments: StockAdjustmentsTable;
    stock_adjustment_lines: StockAdjustmentLinesTable;
    pinned_products: PinnedProductsTable;
    goods_stock_outs: GoodsStockOutsTable;
    goods_stock_out_lines: GoodsStockOutLinesTable;
  }
}

export interface ProductsTable {
  tenant_id: Id;
  id: GeneratedId;
  item_id: Id;
  inventory_id: Id;
  batch_number: Generated<string>;
  expire_date: string | null;
  quantity: Generated<string>;
  /** What approved documents hold (stock reservations); available = quantity - reserved. */
  reserved: Generated<string>;
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
