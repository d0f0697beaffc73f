export * from './receipts.js';
export * from './sale.js';
export * from './schedule.js';
