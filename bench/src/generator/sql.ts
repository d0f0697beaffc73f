/**
 * SQL fragments for deterministic pseudo-random choices inside set-based inserts: the same scale gives
 * the same data on every machine (hashint8 is PostgreSQL's own stable integer hash).
 * Every argument is a constant of this code, never user input.
 */

/** An integer in [0, mod) derived from the row number `expr` and a per-use `salt`. */
export const rnd = (expr: string, salt: number, mod: number | string): string =>
  `((hashint8((${expr})::bigint * 1000003 + ${salt}) & 2147483647) % (${mod}))`;

/** An element of the text array `arr` (a parameter like `$4::text[]`), chosen by `expr` and `salt`. */
export const pick = (arr: string, expr: string, salt: number): string =>
  `(${arr})[1 + ${rnd(expr, salt, `cardinality(${arr})`)}]`;

/** Zero-padded decimal text of `expr`, never truncated. */
export const padded = (expr: string, width: number): string =>
  `lpad((${expr})::text, greatest(${width}, length((${expr})::text)), '0')`;

/**
 * EAN-13 text of the 12-digit number `n` (a bigint expression) followed by its check digit, computed with
 * arithmetic only (weights 1 and 3 from the left), which keeps bulk inserts fast.
 */
export const ean13 = (n: string): string => {
  const terms = Array.from({ length: 12 }, (_, k) => {
    const position = k + 1; // 1 = leftmost digit
    return `((${n}) / ${10n ** BigInt(12 - position)} % 10) * ${position % 2 === 1 ? 1 : 3}`;
  });
  return `((${n})::text || ((10 - (${terms.join(' + ')}) % 10) % 10)::text)`;
};
