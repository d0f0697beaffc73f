/**
 * The point-of-sale cart (shared-screens.md sections 3 and 4) as pure functions: no React, no storage,
 * no I/O. Every function takes a cart and answers a new one; money and quantities are decimal strings.
 *
 * Rates: `exchange_rate` is how many units of the base currency one unit of the foreign currency is
 * worth (1 USD = 1310 IQD). Foreign -> base multiplies, base -> foreign divides.
 */

export * from './cart/edit.js';
export * from './cart/model.js';
export * from './cart/pricing.js';
export * from './cart/totals.js';
