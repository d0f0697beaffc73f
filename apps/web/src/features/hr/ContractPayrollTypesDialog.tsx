import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ContractPayrollTypesInput,
  contractPayrollTypeEndpoints,
  PAYROLL_METHODS,
  resourceLookup,
} from '@bb/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Select, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form/FormDialog';
import { LookupSelect } from '../../components/form/LookupSelect';
import { MoneyInput } from '../../components/form/MoneyInput';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { currencyName } from '../../platform/format/currency';
import { notify } from '../../platform/notify';

type Row = ContractPayrollTypesInput['payroll_types'][number];

/**
 * A contract's allowances and deductions (`/hr/employee-contracts`, row action): each a payroll type with a
 * fixed monthly amount in the employee's currency or a percent of the base pay. Saving replaces the set.
 */
export function ContractPayrollTypesDialog({
  contractId,
  onClose,
}: {
  contractId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const [form] = Form.useForm<{ payroll_types: Row[] }>();
  const open = contractId !== null;
  const current = useQuery({
    queryKey: ['hr', 'contract-payroll-types', contractId],
    queryFn: ({ signal }) =>
      call(contractPayrollTypeEndpoints.get, { params: { id: contractId! } }, { signal }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (current.data)
      form.setFieldsValue({
        payroll_types: current.data.data.map((r) => ({
          hr_payroll_type_id: r.hr_payroll_type_id,
          method: r.method,
          value: r.value,
        })),
      });
  }, [current.data, form]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: ContractPayrollTypesInput) =>
      call(contractPayrollTypeEndpoints.put, { params: { id: contractId! }, body }),
    onSuccess: () => {
      notify.success(t('contractTypes.saved'));
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, [], (k) => k, lt),
  });
  const guard = useGuardedAction(async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await save.mutateAsync({ payroll_types: values.payroll_types ?? [] }).catch(() => undefined);
  }, SUBMIT_GUARD);
  const currency = current.data ? currencyName(current.data.currency_code) : '';
  return (
    <FormDialog
      open={open}
      title={t('contractTypes.title')}
      width={720}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      hint={t('contractTypes.hint', { currency })}
    >
      <Spin spinning={current.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-contract-payroll-types">
          <Form.List name="payroll_types">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[f.name, 'hr_payroll_type_id']}
                      label={t('contractTypes.type')}
                      rules={[{ required: true, message: t('contractTypes.required') }]}
                      style={{ inlineSize: 300 }}
                    >
                      <LookupSelect
                        lookup={resourceLookup('hr_payroll_type')}
                        data-testid={`contract-type-${f.name}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'method']}
                      label={t('contractTypes.method')}
                      initialValue="fixed"
                      style={{ inlineSize: 170 }}
                    >
                      <Select
                        data-testid={`contract-method-${f.name}`}
                        options={PAYROLL_METHODS.map((m) => ({
                          value: m,
                          label: t(`contractTypes.methods.${m}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'value']}
                      label={t('contractTypes.value')}
                      rules={[{ required: true, message: t('contractTypes.required') }]}
                      style={{ inlineSize: 160 }}
                    >
                      <MoneyInput aria-label={t('contractTypes.value')} />
                    </Form.Item>
                    <Button
                      aria-label={t('contractTypes.remove')}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(f.name)}
                      style={{ marginBlockStart: 30 }}
                    />
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ method: 'fixed' })}
                  data-testid="contract-type-add"
                >
                  {t('contractTypes.add')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Spin>
    </FormDialog>
  );
}
