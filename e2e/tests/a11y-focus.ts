import type { Page } from '@playwright/test';

/**
 * The focus ring of the focused element as drawn: its outline style and width, and the contrast of its
 * colour against the background behind the element (the first opaque background up the tree), by the
 * WCAG formula. WCAG 1.4.11 asks 3:1 of a focus indicator.
 */
export async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    let bg: number[] = [255, 255, 255];
    for (let n: HTMLElement | null = el.parentElement; n; n = n.parentElement) {
      const c = rgb(getComputedStyle(n).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
        bg = c;
        break;
      }
    }
    const style = getComputedStyle(el);
    const [a, b] = [lum(rgb(style.outlineColor)), lum(bg)].sort((x, y) => y - x);
    return {
      element: el.outerHTML.slice(0, 120),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100,
    };
  });
}
