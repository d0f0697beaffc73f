import { Tag } from 'antd';
import { currencyTagColor } from '../platform/format/currency';

export function CurrencyTag({ code }: { code: string }) {
  return (
    <Tag color={currencyTagColor(code)} data-currency={code} style={{ marginInlineEnd: 0 }}>
      {code}
    </Tag>
  );
}
