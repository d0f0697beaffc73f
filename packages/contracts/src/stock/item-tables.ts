import { z } from 'zod';
import { defineTable } from '../endpoints/table.js';

/** An item as the items list answers it (modules/stock/items-table.ts): the columns a picker reads. */
export const itemListRow = z.looseObject({
  id: z.string(),
  name: z.string(),
  barcode: z.string(),
  per_packet: z.union([z.string(), z.number()]).nullable(),
});
export type ItemListRow = z.input<typeof itemListRow>;

/** The items list (table protocol). */
export const ITEM_TABLE = defineTable({
  path: 'general/item',
  tag: 'items',
  access: ['item_list'],
  row: itemListRow,
});
