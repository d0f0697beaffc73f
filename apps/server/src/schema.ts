/**
 * The whole database schema in one place: the platform's tables and each module's, which every module merges
 * into the platform's `Database` interface from its own `schema.ts`. Programs that compile only part of the
 * server (the bench, the seed) import `Database` from here, so every module's tables are in their program.
 */

export type * from './modules/accounting/schema.js';
export type * from './modules/attachments/schema.js';
export type * from './modules/audit/schema.js';
export type * from './modules/cash/schema.js';
export type * from './modules/comments/schema.js';
export type * from './modules/construction/schema.js';
export type * from './modules/hospital/schema.js';
export type * from './modules/hr/schema.js';
export type * from './modules/ledger/schema.js';
export type * from './modules/notifications/schema.js';
export type * from './modules/operations/schema.js';
export type * from './modules/purchasing/schema.js';
export type * from './modules/recipes/schema.js';
export type * from './modules/residence/schema.js';
export type * from './modules/residence-sales/schema.js';
export type * from './modules/sales/schema.js';
export type * from './modules/settings/schema.js';
export type * from './modules/stock/gifts/schema.js';
export type * from './modules/stock/item-schema.js';
export type * from './modules/stock/schema.js';
export type * from './modules/stock-movements/schema.js';
export type * from './modules/stock-reports/schema.js';
export type * from './modules/stocktake/schema.js';
export type * from './modules/tickets/schema.js';
export type * from './platform/db/schema.js';
