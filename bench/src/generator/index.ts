import { foundationInvariants, foundationSteps } from './foundation.js';
import { ledgerInvariants, ledgerSteps } from './ledger.js';
import { salesInvariants, salesSteps } from './sales.js';
import { stockInvariants, stockSteps } from './stock.js';
import type { GeneratorStep, Invariant } from './types.js';

/**
 * The generator, in order. A module that lands appends its steps here (lots, customers, suppliers, sales
 * with lines, stock movements, journal lines, ...), each a `{ name, describe, work?, run }` declaration,
 * and its invariants below (stock equals the sum of movements, every journal entry balances, ...).
 */
export const STEPS: readonly GeneratorStep[] = [
  ...foundationSteps,
  ...ledgerSteps,
  ...stockSteps,
  ...salesSteps,
];

export const INVARIANTS: readonly Invariant[] = [
  ...foundationInvariants,
  ...ledgerInvariants,
  ...stockInvariants,
  ...salesInvariants,
];

export type { GenContext, GeneratorStep, Invariant } from './types.js';
