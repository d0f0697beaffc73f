export * from './assets.js';
export * from './expense-documents.js';
export * from './money-collections.js';
export * from './shareholders.js';
