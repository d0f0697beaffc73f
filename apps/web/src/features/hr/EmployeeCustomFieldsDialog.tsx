import { employeeCustomFieldEndpoints } from '@bb/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Empty, Form, Row, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs } from '../../components/form/CustomFieldInputs';
import { FormDialog } from '../../components/form/FormDialog';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';

/**
 * An employee's custom fields (row action on `/hr/employee`): the base custom fields defined for employees
 * (`/inventory/base-field`, model Employee), two to a row, required ones refused when blank.
 */
export function EmployeeCustomFieldsDialog({
  employeeId,
  onClose,
}: {
  employeeId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const [form] = Form.useForm<{ custom?: Record<string, string | null> }>();
  const open = employeeId !== null;
  const current = useQuery({
    queryKey: ['hr', 'employee-custom-fields', employeeId],
    queryFn: ({ signal }) =>
      call(employeeCustomFieldEndpoints.get, { params: { id: employeeId! } }, { signal }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const fields = current.data?.data ?? [];
  useEffect(() => {
    if (current.data)
      form.setFieldsValue({
        custom: Object.fromEntries(current.data.data.map((f) => [f.base_custom_field_id, f.field_value])),
      });
  }, [current.data, form]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (custom: Record<string, string | null>) =>
      call(employeeCustomFieldEndpoints.put, {
        params: { id: employeeId! },
        body: {
          custom_fields: fields.map((f) => ({
            base_custom_field_id: f.base_custom_field_id,
            field_value: custom[f.base_custom_field_id] || null,
          })),
        },
      }),
    onSuccess: () => {
      notify.success(t('customFields.saved'));
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, [], (k) => k, lt),
  });
  const guard = useGuardedAction(async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await save.mutateAsync(values.custom ?? {}).catch(() => undefined);
  }, SUBMIT_GUARD);
  return (
    <FormDialog
      open={open}
      title={t('customFields.title')}
      width={700}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      hint={t('customFields.hint')}
    >
      <Spin spinning={current.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-employee-custom-fields">
          {fields.length === 0 && !current.isLoading ? (
            <Empty description={t('customFields.none')} />
          ) : (
            <Row gutter={12}>
              <CustomFieldInputs fields={fields} />
            </Row>
          )}
        </Form>
      </Spin>
    </FormDialog>
  );
}
