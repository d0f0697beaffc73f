import { type EndpointInput, giveRoleInput, identityEndpoints, userEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { validateWithSchema, zodRules } from '../../components/form/schema-form';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';

/** Give Role: the role is added to the chosen users (PUT roles/{id}/give). */
export function GiveRoleDialog({
  role,
  onClose,
}: {
  role: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['users', 'table']);
  const lt = looseT(t);
  const client = useQueryClient();
  const [form] = Form.useForm();
  const label = t('roles.fields.users');
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      call(userEndpoints.giveRole, {
        params: { id: role!.id },
        body: body as EndpointInput<typeof userEndpoints.giveRole>['body'],
      }),
    onSuccess: () => {
      notify.success(t('table:messages.updated'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, 'roles'] });
      void client.invalidateQueries({ queryKey: [TABLE_KEY, 'users'] });
      onClose();
    },
    onError: (e) => applyServerErrors(form, e, ['user_ids'], () => label, lt),
  });
  const guard = useGuardedAction(async () => {
    const body = await validateWithSchema(form, giveRoleInput, ['user_ids'], () => label, lt);
    if (body) await save.mutateAsync(body).catch(() => undefined);
  }, SUBMIT_GUARD);
  return (
    <Modal
      open={role !== null}
      title={t('roles.giveTitle', { name: role?.name ?? '' })}
      width={520}
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
          data-testid="give-submit"
        >
          {t('table:actions.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="user_ids"
          label={label}
          required
          rules={zodRules(giveRoleInput.shape.user_ids, label, lt)}
        >
          <LookupSelect
            lookup={identityEndpoints.lookups.users}
            name={t('lookups.users')}
            multiple
            data-testid="give-users"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
