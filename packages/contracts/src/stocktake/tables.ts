import { defineTable } from '../endpoints/table.js';

const tag = 'stocktake';

/** Stocktake processes, one process's count lines and its comparison. */
export const STOCKTAKE_TABLES = {
  processes: defineTable({
    path: 'inventory-adjustment',
    tag,
    access: [
      'inventory_adjustment_list',
      'inventory_adjustment_create',
      'inventory_adjustment_comparison',
      'inventory_adjustment_calculate',
    ],
  }),
  count: defineTable({ path: 'inventory-process-count', tag, access: ['inventory_adjustment_create'] }),
  comparison: defineTable({
    path: 'inventory-process-comparison',
    tag,
    access: ['inventory_adjustment_comparison', 'inventory_adjustment_calculate'],
  }),
};
