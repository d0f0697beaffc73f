import { useLayoutEffect, useRef, useState } from 'react';

/** Class names the row-actions column's header, cells and cell contents carry, for measuring. */
export const ACTIONS_COLUMN = 'bb-actions-col';
export const ACTIONS_CONTENT = 'bb-row-actions';

/**
 * The width of the row-actions column, measured: the widest of its header title and its cells' buttons,
 * plus the cell's padding and border. The column is fixed to the inline end (sticky) in a table of fixed
 * layout, which takes the width it is given: a guessed one let its buttons spill over the column before
 * it (the User column of the cashier sales hid under them). Measured before paint after each render;
 * `fallback` where nothing can be measured (jsdom, no rows yet).
 */
/** A CSS length in px ('12px') as a number: layout, not money. */
const pixels = (css: string) => Number((css || '0').replace('px', '')) || 0;

export function useActionsWidth(fallback = 1) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    let widest = 0;
    for (const el of root.querySelectorAll<HTMLElement>(`.${ACTIONS_CONTENT}`)) {
      widest = Math.max(widest, el.getBoundingClientRect().width);
    }
    const cell = root.querySelector<HTMLElement>(`td.${ACTIONS_COLUMN}, th.${ACTIONS_COLUMN}`);
    if (widest <= 0 || !cell) return;
    const style = getComputedStyle(cell);
    const frame =
      pixels(style.paddingInlineStart) +
      pixels(style.paddingInlineEnd) +
      pixels(style.borderInlineEndWidth) +
      1;
    const next = Math.ceil(widest + frame);
    setWidth((w) => (w === next ? w : next));
  });
  return { ref, width };
}
