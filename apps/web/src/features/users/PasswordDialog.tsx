import { type EndpointInput, resetPasswordInput, userEndpoints } from '@bb/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateWithSchema, zodRules } from '../../components/form/schema-form';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';

/** Sets a new password for a user (PUT users/{id}/password); the user's sessions end on the server. */
export function PasswordDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'table']);
  const lt = looseT(t);
  const [form] = Form.useForm();
  const label = t('fields.password');
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      call(userEndpoints.resetPassword, {
        params: { id: userId! },
        body: body as EndpointInput<typeof userEndpoints.resetPassword>['body'],
      }),
    onSuccess: () => {
      notify.success(t('table:messages.updated'));
      onClose();
    },
    onError: (e) => applyServerErrors(form, e, ['password'], () => label, lt),
  });
  const guard = useGuardedAction(async () => {
    const body = await validateWithSchema(form, resetPasswordInput, ['password'], () => label, lt);
    if (body) await save.mutateAsync(body).catch(() => undefined);
  }, SUBMIT_GUARD);
  return (
    <Modal
      open={userId !== null}
      title={t('users.resetPassword')}
      width={420}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('table:actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="password-submit"
        >
          {t('table:actions.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={() => guard.run()}>
        <Form.Item
          name="password"
          label={label}
          required
          rules={zodRules(resetPasswordInput.shape.password, label, lt)}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
