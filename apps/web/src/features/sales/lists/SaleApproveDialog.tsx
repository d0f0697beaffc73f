import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';

interface Props {
  open: boolean;
  /** Offer 'Create Receipt Voucher for selected sales?' (every selected row has the same customer). */
  receiptAllowed: boolean;
  onConfirm: (createReceipt: boolean) => unknown;
  onCancel: () => void;
}

/**
 * The sale approve confirmation (shared-screens.md 2.3): 500 wide, title Warning, the default message,
 * the receipt checkbox (unchecked each time it opens) when allowed, Cancel and Yes.
 */
export function SaleApproveDialog({ open, receiptAllowed, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('sales');
  const [receipt, setReceipt] = useState(false);
  useEffect(() => {
    if (open) setReceipt(false);
  }, [open]);
  const guard = useGuardedAction(() => onConfirm(receiptAllowed && receipt), CONFIRM_GUARD);
  return (
    <Modal
      open={open}
      width={500}
      centered
      destroyOnHidden
      onCancel={onCancel}
      data-testid="sale-approve-dialog"
      title={
        <Flex gap={8} align="center">
          <ExclamationCircleOutlined style={{ color: 'var(--ant-color-warning)' }} />
          {t('approve.title')}
        </Flex>
      }
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="sale-approve-cancel">
          {t('approve.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="sale-approve-yes"
        >
          {t('approve.yes')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('approve.message')}</Typography.Paragraph>
      {receiptAllowed ? (
        <Checkbox
          checked={receipt}
          onChange={(e) => setReceipt(e.target.checked)}
          data-testid="sale-approve-receipt"
        >
          {t('approve.createReceipt')}
        </Checkbox>
      ) : null}
    </Modal>
  );
}
