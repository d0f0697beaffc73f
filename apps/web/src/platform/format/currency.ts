import type { GlobalToken } from 'antd';

/**
 * IQD and USD are always shown in distinct colours (spec): IQD green, USD blue, through antd's semantic
 * tokens so both stay readable in the dark theme. Other currencies use the normal text colour.
 */
const TAG_COLORS: Record<string, string> = { IQD: 'green', USD: 'blue' };

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
