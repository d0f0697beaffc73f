import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFIRM_GUARD, useGuardedAction } from '../form/useGuardedAction';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
  'data-testid'?: string;
}

/** Confirmation dialogs: at most 400 wide; the confirm button debounces 1.5 s and loads 2 s. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger,
  onConfirm,
  onCancel,
  ...rest
}: ConfirmDialogProps) {
  const { t } = useTranslation('table');
  const guard = useGuardedAction(onConfirm, CONFIRM_GUARD);
  return (
    <Modal
      open={open}
      title={
        title ? (
          <Flex gap={8} align="center">
            <ExclamationCircleOutlined
              style={{ color: danger ? 'var(--ant-color-error)' : 'var(--ant-color-warning)' }}
            />
            {title}
          </Flex>
        ) : null
      }
      width={400}
      centered
      destroyOnHidden
      onCancel={onCancel}
      data-testid={rest['data-testid']}
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="confirm-cancel">
          {t('actions.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={danger}
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="confirm-ok"
        >
          {confirmLabel}
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ marginBlock: 8 }}>{text}</Typography.Paragraph>
    </Modal>
  );
}

/** 'Warning' / 'This action delete the data permanently.' / Delete, Cancel. */
export function DeleteConfirm(props: { open: boolean; onConfirm: () => unknown; onCancel: () => void }) {
  const { t } = useTranslation('table');
  return (
    <ConfirmDialog
      {...props}
      danger
      title={t('confirm.warning')}
      text={t('confirm.deleteText')}
      confirmLabel={t('actions.delete')}
      data-testid="delete-confirm"
    />
  );
}

/** 'Are you sure ?' / Yes, Cancel. */
export function ApproveConfirm(props: { open: boolean; onConfirm: () => unknown; onCancel: () => void }) {
  const { t } = useTranslation('table');
  return (
    <ConfirmDialog
      {...props}
      title={t('confirm.warning')}
      text={t('confirm.approveText')}
      confirmLabel={t('actions.yes')}
      data-testid="approve-confirm"
    />
  );
}
