import { type EndpointInput, roleInput, userEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { LOOKUP_KEY } from '../../components/form/lookup';
import { validateWithSchema, zodRules } from '../../components/form/schema-form';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { AbilityChecklist } from './AbilityChecklist';

const KEYS = ['name', 'abilities'];

/** Add New Role / Update Role: a name and the ability checklist. */
export function RoleDialog({
  open,
  roleId,
  onClose,
}: {
  open: boolean;
  roleId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['users', 'table']);
  const lt = looseT(t);
  const client = useQueryClient();
  const [form] = Form.useForm();
  const isEdit = roleId !== null;
  const labelOf = (key: string) => lt(`users:roles.fields.${key}`);
  const record = useQuery({
    queryKey: ['record', 'roles', roleId],
    queryFn: ({ signal }) => call(userEndpoints.getRole, { params: { id: roleId! } }, { signal }),
    enabled: open && isEdit,
    gcTime: 0,
    staleTime: 0,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(isEdit && record.data ? record.data : { name: '', abilities: [] });
  }, [open, isEdit, record.data, form]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: Record<string, unknown>) => {
      const body = values as EndpointInput<typeof userEndpoints.createRole>['body'];
      return isEdit
        ? call(userEndpoints.updateRole, { params: { id: roleId! }, body })
        : call(userEndpoints.createRole, { body });
    },
    onSuccess: () => {
      notify.success(t(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, 'roles'] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      onClose();
    },
    onError: (e) => applyServerErrors(form, e, KEYS, labelOf, lt),
  });
  const guard = useGuardedAction(async () => {
    const body = await validateWithSchema(form, roleInput, KEYS, labelOf, lt);
    if (body) await save.mutateAsync(body).catch(() => undefined);
  }, SUBMIT_GUARD);

  return (
    <Modal
      open={open}
      title={t(isEdit ? 'roles.editTitle' : 'roles.addTitle')}
      width={960}
      onCancel={onClose}
      mask={{ closable: false }}
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
          data-testid="form-submit"
        >
          {t('table:actions.save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('table:form.requiredHint')}</Typography.Paragraph>
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-role">
          <Form.Item
            name="name"
            label={labelOf('name')}
            required
            rules={zodRules(roleInput.shape.name, labelOf('name'), lt)}
          >
            <Input style={{ maxWidth: 420 }} />
          </Form.Item>
          <Form.Item name="abilities" label={labelOf('abilities')}>
            <AbilityChecklist />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
