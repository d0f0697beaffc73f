import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  onCancel: () => void;
  /** The guarded submit (useGuardedAction's `run`). */
  onSave: () => void;
  loading?: boolean;
}

/** A form dialog's footer: Cancel and the primary Save (form-cancel / form-submit). */
export function DialogFooter({ onCancel, onSave, loading }: DialogFooterProps) {
  const { t } = useTranslation('table');
  return (
    <>
      <Button onClick={onCancel} data-testid="form-cancel">
        {t('actions.cancel')}
      </Button>
      <Button type="primary" loading={loading} onClick={onSave} data-testid="form-submit">
        {t('actions.save')}
      </Button>
    </>
  );
}
