export * from './assets.js';
export * from './depreciation.js';
export * from './expense-documents.js';
export * from './money-collections.js';
export * from './profit-distributions.js';
export * from './shareholders.js';
