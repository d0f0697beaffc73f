import { Tag } from 'antd';
import { currencyTagColor, useCurrencyName } from '../platform/format/currency';

/** A currency in its colour, by the name it goes by in the interface language. */
export function CurrencyTag({ code }: { code: string }) {
  const name = useCurrencyName();
  return (
    <Tag color={currencyTagColor(code)} data-currency={code} style={{ marginInlineEnd: 0 }}>
      {name(code)}
    </Tag>
  );
}
