export * from './receipts.js';
export * from './returns.js';
export * from './sale.js';
export * from './schedule.js';
