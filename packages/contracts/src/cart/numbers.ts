import { type DecimalInput, dec, round, SCALE, toText } from '../money.js';

/** The cart's rounding: amounts and quantities half up to their scales. */
export const isPositive = (v: DecimalInput) => dec(v).gt(0);
export const amount = (v: DecimalInput) => toText(round(v, SCALE.amount, 'halfUp'));
export const qty = (v: DecimalInput) => toText(round(v, SCALE.quantity, 'halfUp'));
