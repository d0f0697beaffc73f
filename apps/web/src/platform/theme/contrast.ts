/**
 * WCAG 2 contrast ratio of a text colour over a background (what axe-core's color-contrast rule measures).
 * Colours are `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()`; a translucent text colour (antd's text
 * tokens are black or white at an alpha) is blended over the background first, as the browser paints it.
 */
type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const c = colour.trim();
  if (c.startsWith('#')) {
    let h = c.slice(1);
    if (h.length === 3 || h.length === 4) h = [...h].map((x) => x + x).join('');
    const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1];
  }
  const m = /rgba?\(([^)]*)\)/.exec(c);
  if (!m) throw new Error(`not a colour: ${colour}`);
  const p = m[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
}

function over(fg: Rgba, bg: Rgba): Rgba {
  const a = fg[3];
  return [fg[0] * a + bg[0] * (1 - a), fg[1] * a + bg[1] * (1 - a), fg[2] * a + bg[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The background is taken as opaque (a translucent one is blended over `base`, white by default). */
export function contrastRatio(text: string, background: string, base = '#ffffff'): number {
  const bg = over(parse(background), parse(base));
  const [a, b] = [luminance(over(parse(text), bg)), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}
