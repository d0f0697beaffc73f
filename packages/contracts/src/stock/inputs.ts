import { z } from 'zod';
import { isoDate } from '../dates.js';
import { decimalString, quantityString, rateString } from '../money.js';
import { rules } from '../resources/define.js';

/** Item types (shared-screens.md section 9). */
export const ITEM_TYPES = { goods: 1, material: 2, service: 3 } as const;
export const TRANSFER_STATUS = { pending: 1, approved: 2, cancelled: 3 } as const;

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);

/** The Add New Item / Update Item dialog (shared-screens.md section 3). */
export const itemInput = z.object({
  name: z.string().trim().min(1).max(190),
  barcode: z.string().trim().min(1).max(64),
  scientific_name: rules.optionalText(190),
  per_packet: z.coerce.number().int().min(0).max(100000).default(1),
  dosage_form_id: rules.optionalId,
  brand_id: rules.optionalId,
  group_id: rules.optionalId,
  category_id: rules.optionalId,
  rack_id: rules.optionalId,
  measurement_id: rules.optionalId,
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(1),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  stockable: flag.default(true),
  hidden: flag.default(false),
  min_quantity: quantityString({ min: '0' }).default('0'),
});
export type ItemInput = z.infer<typeof itemInput>;

const money = decimalString({ min: '0' });

/** Add To Stock (700 wide): saved lots update their prices; new ones are created with their opening quantity. */
export const addToStockInput = z.object({
  products: z
    .array(
      z.object({
        id: rules.optionalId,
        inventory_id: rules.id,
        batch_number: z.string().trim().max(64).default(''),
        expire_date: isoDate.nullish(),
        currency_code: rules.currency,
        cost: money,
        sale_price: money,
        wholesale_price: money.default('0'),
        purchase_price: money.optional(),
        quantity: quantityString({ min: '0' }).default('0'),
        /** Rate of the lot's currency when it is not the base currency (1 USD = 1310 IQD). */
        exchange_rate: rateString({ positive: true }).optional(),
        prices: z
          .array(
            z.object({
              currency_code: rules.currency,
              sale_price: money,
              wholesale_price: money.default('0'),
            }),
          )
          .max(10)
          // optional: a saved lot keeps its stored per-currency prices unless the client sends the list
          .optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type AddToStockInput = z.infer<typeof addToStockInput>;

export const productSearchInput = z.object({
  keyword: z.string().max(200).default(''),
  /** Only lots with stock on hand. */
  existedProducts: flag.optional(),
  inventory_id: z.coerce.number().int().min(0).optional(),
  show_hidden_item: flag.optional(),
  currency_code: rules.currency.optional(),
});

export const transferInput = z.object({
  from_inventory_id: rules.id,
  to_inventory_id: rules.id,
  date: isoDate,
  note: rules.optionalText(2000),
  is_return: flag.default(false),
  lines: z
    .array(z.object({ product_id: rules.id, quantity: quantityString({ positive: true }) }))
    .min(1)
    .max(500),
});
export type TransferInput = z.infer<typeof transferInput>;

export const stockAdjustmentInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  reason: z.string().trim().min(1).max(1000),
  lines: z
    .array(z.object({ product_id: rules.id, counted: quantityString({ min: '0' }) }))
    .min(1)
    .max(1000),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentInput>;

export const goodsStockOutInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  reason: z.string().trim().min(1).max(1000),
  lines: z
    .array(z.object({ product_id: rules.id, quantity: quantityString({ positive: true }) }))
    .min(1)
    .max(500),
});
export type GoodsStockOutInput = z.infer<typeof goodsStockOutInput>;

export const stockBackupInput = z.object({ inventory_id: rules.id, note: rules.optionalText(500) });
export const pinProductInput = z.object({
  inventory_id: rules.id,
  product_id: rules.id,
  position: z.coerce.number().int().min(0).max(1000).default(0),
});
