import { type MappingAlgorithm, type ThemeConfig, theme } from 'antd';
import { contrastRatio } from './contrast';
import type { ThemeMode } from './theme-store';

type Algorithm = MappingAlgorithm;
type MapToken = ReturnType<MappingAlgorithm>;

/** antd's preset colours (a Tag with `color="green"` writes in shade 7 on shade 1 of its palette). */
export const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** Each preset's text shade moved to the first of shades 7-10 readable on its tint (4.5:1). */
function readablePresets(m: MapToken): Partial<MapToken> {
  const out: Record<string, string> = {};
  const tokens = m as unknown as Record<string, string>;
  for (const c of PRESET_COLOURS) {
    const tint = tokens[`${c}1`]!;
    const shade = [7, 8, 9, 10].map((i) => tokens[`${c}${i}`]!).find((s) => contrastRatio(s, tint) >= 4.5);
    if (shade) out[`${c}7`] = shade;
  }
  return out as Partial<MapToken>;
}

/**
 * The light and dark themes, with every colour that carries text at a contrast of 4.5:1 or more (WCAG AA,
 * issue 23). antd's defaults miss it in many places: the secondary text, placeholders, the blue of links
 * and primary buttons, the green, orange and red of statuses (and so of the IQD amounts), in light; the
 * blue and red as text on the dark background, in dark. The fix is one step after antd's own algorithm
 * that replaces those map tokens, so every component and our own (Amount, CurrencyTag, the sidebar) reads
 * the readable colours from the tokens. `theme-contrast.test.ts` measures each pair in both themes.
 *
 * Dark mode has no single blue or red that is readable both as text on the dark background and under white
 * text (the two need luminance above 0.21 and below 0.18), so there the solid primary stays antd's and
 * the text shades are lighter ones; a danger button, whose fill is the (lighter) error red, writes dark.
 */
const lightColours: Algorithm = (seed, map) => {
  const m = map ?? theme.defaultAlgorithm(seed);
  return {
    ...m,
    ...readablePresets(m),
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorLink: m.colorPrimary,
    colorLinkHover: m.colorPrimaryHover,
    colorLinkActive: m.colorPrimaryActive,
    colorInfo: m.colorPrimary,
    colorInfoText: m.colorPrimary,
    colorSuccess: '#237804',
    colorSuccessText: '#237804',
    colorWarning: '#874d00',
    colorWarningText: '#874d00',
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
  };
};

/** Dark: antd's dark blue-8 and red-8, readable as text on the dark backgrounds. */
const DARK_BLUE_TEXT = '#65a9f3';
const DARK_RED_TEXT = '#f3928f';

const darkColours: Algorithm = (seed, map) => {
  const m = map ?? theme.darkAlgorithm(seed);
  const blueText = DARK_BLUE_TEXT;
  const redText = DARK_RED_TEXT;
  return {
    ...m,
    ...readablePresets(m),
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorPrimaryText: blueText,
    colorLink: blueText,
    colorInfo: blueText,
    colorInfoText: blueText,
    colorError: redText,
    colorErrorText: redText,
  };
};

/** The antd theme of a mode: algorithm, the readable colours, and the few component tokens they need. */
export function themeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  // the faintest text still to be read (placeholders, an empty table's line): 4.5:1 on every background
  const faintText = dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)';
  return {
    algorithm: dark ? [theme.darkAlgorithm, darkColours] : [theme.defaultAlgorithm, lightColours],
    token: {
      // the primary seed of the light theme is antd's blue-7: white on it and it on white reach 6:1
      ...(dark ? {} : { colorPrimary: '#0958d9' }),
      // a placeholder is text a user must read (axe measures it): antd draws it at a quarter opacity
      colorTextPlaceholder: faintText,
    },
    components: {
      // antd draws these in the solid primary; in dark that blue is too dark for text on the background
      Tabs: dark ? { itemSelectedColor: DARK_BLUE_TEXT, itemHoverColor: DARK_BLUE_TEXT } : {},
      Button: dark ? { dangerColor: '#141414' } : {},
      // the spinner writes its "Loading…" in the primary colour
      Spin: dark ? { colorPrimary: DARK_BLUE_TEXT } : {},
      // an empty table's "no data" line is drawn in the disabled grey: it is text to read, not a disabled control
      Table: { colorTextDisabled: faintText },
    },
  };
}
