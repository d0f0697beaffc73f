export * from './abilities.js';
export * from './identity.js';
export * from './messages.js';
export * from './routes.js';
export * from './settings.js';
export * from './table.js';
export * from './users.js';
