import { resourceLookup, saleContractEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { CustomerSalePicker, type SaleChoice } from '../../components/form/CustomerSalePicker';
import { DateFormItem } from '../../components/form/DateFormItem';
import { LookupSelect } from '../../components/form/LookupSelect';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';

interface Values {
  form_template_id?: string | null;
  sale?: SaleChoice | null;
  date?: string | null;
}

/** A contract from a form template and a customer's sale (residence or ordinary), made as a draft. */
export function NewContractDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('templates');
  const lt = looseT(t);
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), sale: null });
  }, [open, form]);
  const labels: Record<string, string> = {
    form_template_id: t('contract.template'),
    sale: t('contract.saleKind'),
    residence_sale_id: t('contract.saleKind'),
    sale_id: t('contract.saleKind'),
    date: t('contract.date'),
  };
  const requiredMessage = (k: string) => lt('table:validation.required', { field: labels[k] });
  const create = useMutation({
    meta: { silent: true },
    mutationFn: (v: { form_template_id: string; sale: SaleChoice; date: string }) =>
      call(saleContractEndpoints.create, {
        body: {
          form_template_id: v.form_template_id,
          residence_sale_id: v.sale.residence_sale_id,
          sale_id: v.sale.sale_id,
          date: v.date,
        },
      }),
    onSuccess: (saved) => {
      notify.success(t('contract.created', { number: saved.contract_no }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onCreated(saved.id);
    },
  });
  const guard = useGuardedAction(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.form_template_id || !v.sale || !v.date) return;
    try {
      await create.mutateAsync({ form_template_id: v.form_template_id, sale: v.sale, date: v.date });
    } catch (e) {
      applyServerErrors(form, e, ['form_template_id', 'sale', 'date'], (k) => labels[k] ?? k, lt);
    }
  }, SUBMIT_GUARD);
  return (
    <Modal
      open={open}
      title={t('contract.add')}
      width={640}
      onCancel={onClose}
      onOk={() => guard.run()}
      okText={t('contract.create')}
      okButtonProps={{ loading: guard.loading, 'data-testid': 'form-submit' }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="form-sale-contract">
        <Form.Item
          name="form_template_id"
          label={labels.form_template_id}
          rules={[{ required: true, message: requiredMessage('form_template_id') }]}
        >
          <LookupSelect lookup={resourceLookup('form_template')} data-testid="field-form_template_id" />
        </Form.Item>
        <Form.Item
          name="sale"
          label={labels.sale}
          rules={[{ required: true, message: requiredMessage('sale') }]}
        >
          <CustomerSalePicker />
        </Form.Item>
        <DateFormItem name="date" label={labels.date ?? ''} requiredMessage={requiredMessage('date')} />
      </Form>
    </Modal>
  );
}
