export * from './amount-words.js';
export * from './endpoints.js';
export * from './languages.js';
export * from './number-words.js';
export * from './placeholders.js';
export * from './resources.js';
