import { theme } from 'antd';
import { currencyTextColor, defaultDecimals, useCurrencyName } from '../platform/format/currency';
import { formatNumber } from '../platform/format/numbers';

interface AmountProps {
  value: string | number | null | undefined;
  currency: string;
  /** Decimal places; defaults to the currency's usual ones. */
  decimals?: number;
  /** Show the currency after the number (default true): its code, or its name in Kurdish and Arabic. */
  showCode?: boolean;
}

/** An amount in en-US digits, coloured by currency; the number keeps left-to-right order in RTL text. */
export function Amount({ value, currency, decimals, showCode = true }: AmountProps) {
  const { token } = theme.useToken();
  const name = useCurrencyName();
  const places = decimals ?? defaultDecimals(currency);
  return (
    <bdi
      style={{
        color: currencyTextColor(currency, token),
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
      data-currency={currency}
    >
      {formatNumber(value, { maximumFractionDigits: places })}
      {showCode ? ` ${name(currency)}` : null}
    </bdi>
  );
}
