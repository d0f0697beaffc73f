import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { currencyTextColor } from '../format/currency';
import { PRESET_COLOURS, themeConfig } from './antd-theme';
import { contrastRatio } from './contrast';
import type { ThemeMode } from './theme-store';

/**
 * Issue 23: every colour that carries text reaches 4.5:1 (WCAG AA) on the backgrounds it is drawn on, in
 * both themes, and IQD and USD amounts stay in two distinct colours. The same ratio axe-core measures in
 * the browser journey (e2e/tests/accessibility.spec.ts); this catches a token change in a second.
 */
const AA = 4.5;

for (const mode of ['light', 'dark'] as ThemeMode[]) {
  describe(`the ${mode} theme`, () => {
    const t = theme.getDesignToken(themeConfig(mode));
    const base = t.colorBgContainer;
    const backgrounds = {
      container: t.colorBgContainer,
      layout: t.colorBgLayout,
      elevated: t.colorBgElevated,
      'table header': t.colorFillAlter,
    };
    const texts = {
      text: t.colorText,
      secondary: t.colorTextSecondary,
      tertiary: t.colorTextTertiary,
      description: t.colorTextDescription,
      placeholder: t.colorTextPlaceholder,
      link: t.colorLink,
      'primary text': t.colorPrimaryText,
      'success text': t.colorSuccessText,
      'warning text': t.colorWarningText,
      'error text': t.colorErrorText,
      error: t.colorError,
      'IQD amount': currencyTextColor('IQD', t)!,
      'USD amount': currencyTextColor('USD', t)!,
    };

    for (const [textName, text] of Object.entries(texts))
      it(`${textName} text is readable on every background`, () => {
        for (const [bgName, bg] of Object.entries(backgrounds))
          expect(
            contrastRatio(text, bg, base),
            `${textName} ${text} on ${bgName} ${bg}`,
          ).toBeGreaterThanOrEqual(AA);
      });

    it('status tags (success, processing, warning, error) are readable on their tint', () => {
      for (const s of ['Success', 'Info', 'Warning', 'Error'] as const) {
        const text = t[`color${s}`];
        const bg = t[`color${s}Bg`];
        expect(contrastRatio(text, bg, base), `${s} ${text} on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
    });

    it('preset colour tags (green, gold, cyan...) are readable on their tint', () => {
      const tokens = t as unknown as Record<string, string>;
      for (const c of PRESET_COLOURS)
        expect(contrastRatio(tokens[`${c}7`]!, tokens[`${c}1`]!, base), c).toBeGreaterThanOrEqual(AA);
    });

    it('the primary button and the selected menu item are readable', () => {
      expect(contrastRatio(t.colorTextLightSolid, t.colorPrimary, base)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(t.colorPrimaryText, t.colorPrimaryBg, base)).toBeGreaterThanOrEqual(AA);
    });

    it('IQD and USD amounts are two different colours', () => {
      expect(currencyTextColor('IQD', t)).not.toBe(currencyTextColor('USD', t));
    });
  });
}
