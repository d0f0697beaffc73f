import { z } from 'zod';
import { MONEY_COLLECTION_STATUS } from './accounting/money-collections.js';
import { ORDER_STATUS } from './construction/endpoints.js';
import { defineEndpoint } from './endpoints/define.js';
import { PURCHASE_ORDER_STATUS } from './purchasing.js';
import { rules } from './resources/define.js';
import { TRANSFER_STATUS } from './stock/inputs.js';

/**
 * The business dashboard (`/dashboard`, issue 21). One call answers every figure the user may see; a
 * section the user's abilities do not allow is `null` (never computed). Money is always per currency,
 * never added across currencies; the rates shown are the latest, with the day they were set.
 */

/** Which abilities open which section (any one suffices; a superuser sees all). */
export const DASHBOARD_SECTIONS = {
  /** Sales, returns and the net of the user's branches (today, this month, a chart). */
  sales: ['report_sale_list', 'report_sale_total', 'report_daily_sale'],
  /** The same, only the user's own sales (a cashier). */
  mySales: ['report_cashier_sale_list'],
  profit: ['report_profit_total'],
  topProducts: ['report_top_selling_product', 'report_sale_list'],
  cash: ['cash_box_list', 'report_cash_box_account_statement_summary'],
  receivables: ['report_customer_account_statement_summary'],
  payables: ['report_supplier_account_statement_summary'],
  transfersToApprove: ['item_transfer_approve', 'item_transfer_list'],
  transferReturnsToApprove: ['item_transfer_approve', 'item_transfer_list'],
  purchaseOrdersToApprove: ['approve_purchase_order', 'purchase_order_list'],
  lowStock: ['report_notify_low_quantity_product'],
  expiring: ['report_expired_product'],
  /** Residence instalments past their due date and not fully paid, in the user's branches. */
  overdueInstalments: ['residence_sale_list'],
  /** Construction stock-out orders of the user's branches waiting for approval. */
  stockOutOrdersToApprove: ['construction_stock_out_order_approve', 'construction_stock_out_order_list'],
  /** Money collections not yet received at the office (the accountant's; a collector's own bags). */
  cashToHandIn: ['money_collection_edit', 'money_collection_create'],
} as const satisfies Record<string, readonly string[]>;
export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

/** Lots expiring within this many days (or expired) count on the expiring tile (as the expiry notification). */
export const DASHBOARD_EXPIRY_DAYS = 90;

/** Table-protocol filters a tile's list opens with, on every date (the web's table handoff with `only`). */
export interface TileFilter {
  list?: { column: string; values: string[] }[];
  number?: { column: string; symbol: '>'; value: string }[];
}
const waiting = (status: number): TileFilter => ({ list: [{ column: 'status', values: [String(status)] }] });

/**
 * The action tiles: what each counts (`actions.<key>`), the list it opens (a route id, or one per ability)
 * and the filter that list opens with, so it shows what was counted. The stock reports list what they
 * count unfiltered; the overdue tile counts instalments and opens the sales that have them.
 */
export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { key: 'transfers_to_approve', route: 'inventory.item_transfer', filter: waiting(TRANSFER_STATUS.pending) },
  {
    key: 'transfer_returns_to_approve',
    route: 'inventory.transfer_return',
    filter: waiting(TRANSFER_STATUS.pending),
  },
  {
    key: 'purchase_orders_to_approve',
    route: 'inventory.purchase_order',
    filter: waiting(PURCHASE_ORDER_STATUS.pending),
  },
  { key: 'low_stock', route: 'report.notify_low_quantity_product' },
  { key: 'expiring', route: 'report.expired_product' },
  {
    key: 'overdue_instalments',
    route: 'inventory.residence_sale',
    filter: { number: [{ column: 'overdue', symbol: '>', value: '0' }] },
  },
  {
    key: 'stock_out_orders_to_approve',
    route: 'construction.stock_out_orders',
    filter: waiting(ORDER_STATUS.pending),
  },
  {
    key: 'cash_to_hand_in',
    route: 'accounting.money_collection',
    // the accountant's list holds every bag of their branches; a collector's own bags are on theirs
    routeFor: { ability: 'money_collection_edit', route: 'accounting.money_collection_accountant' },
    filter: waiting(MONEY_COLLECTION_STATUS.pending),
  },
];

export interface DashboardTile {
  key: keyof DashboardData['actions'];
  route: string;
  /** The list a holder of `ability` opens instead. */
  routeFor?: { ability: string; route: string };
  filter?: TileFilter;
}

const money = z.string();

/** Sales of one branch in one currency over a period. */
const salesFigure = z.object({
  inventory_id: z.string(),
  inventory_name: z.string(),
  currency_code: z.string(),
  sale_count: z.number().int(),
  sales: money,
  returns: money,
  net: money,
});

const profitFigure = z.object({
  inventory_id: z.string(),
  inventory_name: z.string(),
  currency_code: z.string(),
  revenue: money,
  cost: money,
  profit: money,
});

const period = <T extends z.ZodType>(row: T) => z.object({ today: z.array(row), month: z.array(row) });

export const dashboardData = z.object({
  /** The day the figures are for (the server's today, UTC) and the first day of its month. */
  today: z.string(),
  month_start: z.string(),
  /** The branch the figures are narrowed to, or null for all the user's branches. */
  inventory_id: z.string().nullable(),
  rates: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      rate: z.string(),
      type: z.number().int(),
      valid_from: z.string(),
    }),
  ),
  /** Whose sales: every sale of the branches, or only the user's own. */
  sales_scope: z.enum(['branches', 'mine']).nullable(),
  sales: period(salesFigure).nullable(),
  profit: period(profitFigure).nullable(),
  /** Net sales per day (last 30 days) and per hour today, per currency. */
  chart: z
    .object({
      days: z.array(z.object({ day: z.string(), currency_code: z.string(), net: money })),
      hours: z.array(z.object({ hour: z.number().int(), currency_code: z.string(), net: money })),
    })
    .nullable(),
  top_products: z
    .array(
      z.object({
        item_id: z.string(),
        name: z.string(),
        barcode: z.string(),
        quantity: z.string(),
        currency_code: z.string(),
        total: money,
      }),
    )
    .nullable(),
  cash: z
    .array(
      z.object({
        cash_box_id: z.string(),
        name: z.string(),
        code: z.string(),
        inventory_name: z.string().nullable(),
        currency_code: z.string(),
        balance: money,
      }),
    )
    .nullable(),
  /**
   * What customers owe per currency, and the part of it past a due date: residence instalments due before
   * today and not yet paid (customer debts from sales carry no due date and are never overdue).
   */
  receivables: z.array(z.object({ currency_code: z.string(), balance: money, overdue: money })).nullable(),
  payables: z.array(z.object({ currency_code: z.string(), balance: money })).nullable(),
  /** Counts of what waits for someone; each opens its filtered list. */
  actions: z.object({
    transfers_to_approve: z.number().int().nullable(),
    transfer_returns_to_approve: z.number().int().nullable(),
    purchase_orders_to_approve: z.number().int().nullable(),
    low_stock: z.number().int().nullable(),
    expiring: z.number().int().nullable(),
    overdue_instalments: z.number().int().nullable(),
    stock_out_orders_to_approve: z.number().int().nullable(),
    cash_to_hand_in: z.number().int().nullable(),
  }),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const dashboardEndpoints = {
  data: defineEndpoint({
    method: 'GET',
    path: 'dashboard',
    query: z.object({ inventory_id: rules.optionalId }),
    response: dashboardData,
    access: ['dashboard_list'],
    tag: 'dashboard',
  }),
};

/**
 * Pushed on the branch's channel (`api_connection.{tenant}.{branch}`) after a sale or return of the branch is
 * committed, created, edited or deleted: a signal to read the dashboard again, never a figure (anyone connected
 * to the branch hears it, whatever their abilities; the figures come from the call, which checks them).
 */
export const DASHBOARD_EVENT = 'DashboardEvent';
export const dashboardEvent = z.object({ type: z.literal('sales_changed') });
export type DashboardEventPayload = z.infer<typeof dashboardEvent>;
