import { PURCHASE_ORDER_STATUS } from '@bb/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'blue' };

/** Order status value -> translated label (0 pending, 1 approved, 2 received). */
export function useOrderStatusLabels(): Record<string, string> {
  const { t } = useTranslation('purchasing');
  return {
    [PURCHASE_ORDER_STATUS.pending]: t('status.pending'),
    [PURCHASE_ORDER_STATUS.approved]: t('status.approved'),
    [PURCHASE_ORDER_STATUS.received]: t('status.received'),
  };
}

export function OrderStatusTag({ status }: { status: number }) {
  const labels = useOrderStatusLabels();
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {labels[String(status)] ?? String(status)}
    </Tag>
  );
}
