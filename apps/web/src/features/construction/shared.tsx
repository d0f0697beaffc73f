import { ORDER_STATUS } from '@bb/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const ORDER_BASE = '/construction/stock-out-orders';
export const OUT_BASE = '/construction/stock-outs';
export const ORDER_PATH = 'construction/stock-out-order';

const COLORS: Record<number, string> = {
  [ORDER_STATUS.pending]: 'gold',
  [ORDER_STATUS.approved]: 'green',
  [ORDER_STATUS.cancelled]: 'default',
  [ORDER_STATUS.closed]: 'blue',
};

/** An order's status (1 pending, 2 approved, 3 cancelled, 4 closed) as a coloured tag. */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useTranslation('construction');
  const key = (Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[]).find(
    (k) => ORDER_STATUS[k] === status,
  );
  return <Tag color={COLORS[status]}>{key ? t(`status.${key}`) : status}</Tag>;
}

/** Status value -> translated label, for the list's filter. */
export function useStatusLabels(): Record<string, string> {
  const { t } = useTranslation('construction');
  return Object.fromEntries(
    (Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[]).map((k) => [
      String(ORDER_STATUS[k]),
      t(`status.${k}`),
    ]),
  );
}
