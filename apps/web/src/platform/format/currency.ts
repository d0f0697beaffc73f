import type { GlobalToken } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/**
 * IQD and USD are always shown in distinct colours (spec): IQD green, USD blue, through antd's semantic
 * tokens (success and primary; tags: the success and processing statuses), which the theme keeps at
 * 4.5:1 or more in light and dark (platform/theme/antd-theme.ts). Other currencies use the text colour.
 */
const TAG_COLORS: Record<string, string> = { IQD: 'success', USD: 'processing' };

export function currencyTagColor(code: string): string | undefined {
  return TAG_COLORS[code.toUpperCase()];
}

export function currencyTextColor(code: string, token: GlobalToken): string | undefined {
  switch (code.toUpperCase()) {
    case 'IQD':
      return token.colorSuccessText;
    case 'USD':
      return token.colorPrimaryText;
    default:
      return undefined;
  }
}

/** Decimal places shown for an amount when the currency list does not say (IQD has no fils in practice). */
export function defaultDecimals(code: string): number {
  return code.toUpperCase() === 'IQD' ? 0 : 2;
}

type NameT = (key: string, options: { defaultValue: string }) => string;
const globalT: NameT = (key, options) => (i18n.t as unknown as NameT)(key, options);

/**
 * The name a currency goes by in the interface language: English shows the code, Kurdish and Arabic say
 * dinar and dollar (spec: "Kurdish currency names are dinar and dollar"). Codes without a name stay codes.
 * The one place a currency is named; `useCurrencyName` is the same for components (re-rendered on a
 * language switch).
 */
export function currencyName(code: string, t: NameT = globalT): string {
  return code ? t(`common:currencies.${code.toUpperCase()}`, { defaultValue: code }) : code;
}

export function useCurrencyName(): (code: string) => string {
  const { t } = useTranslation('common');
  return useCallback((code: string) => currencyName(code, t as unknown as NameT), [t]);
}
