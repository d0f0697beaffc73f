import { letterTemplateEndpoints, resourceLookup } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { DateFormItem } from '../../components/form/DateFormItem';
import { LookupSelect } from '../../components/form/LookupSelect';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';

interface Values {
  hr_letter_template_id?: string | null;
  employee_id?: string | null;
  date?: string | null;
  subject?: string;
}

/** A letter rendered from a template for an employee; it opens to be read, edited and printed. */
export function LetterFromTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const lt = looseT(t);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD') });
  }, [open, form]);
  const create = useMutation({
    meta: { silent: true },
    mutationFn: (body: Required<{ [K in keyof Values]: string }>) =>
      call(letterTemplateEndpoints.fromTemplate, { body }),
    onSuccess: ({ id }) => {
      notify.success(t('letter.saved'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
      void navigate(`/hr/letter/${id}`);
    },
  });
  const keys = ['hr_letter_template_id', 'employee_id', 'date', 'subject'];
  const labels: Record<string, string> = {
    hr_letter_template_id: t('letter.template'),
    employee_id: t('letter.employee'),
    date: t('letter.date'),
    subject: t('letter.subject'),
  };
  const required = (k: string) => [
    { required: true, message: lt('table:validation.required', { field: labels[k] }) },
  ];
  const guard = useGuardedAction(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await create.mutateAsync({
        hr_letter_template_id: v.hr_letter_template_id ?? '',
        employee_id: v.employee_id ?? '',
        date: v.date ?? '',
        subject: v.subject ?? '',
      });
    } catch (e) {
      applyServerErrors(form, e, keys, (k) => labels[k] ?? k, lt);
    }
  }, SUBMIT_GUARD);
  return (
    <Modal
      open={open}
      title={t('letter.fromTemplate')}
      width={560}
      onCancel={onClose}
      onOk={() => guard.run()}
      okText={t('letter.create')}
      okButtonProps={{ loading: guard.loading, 'data-testid': 'form-submit' }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="form-letter-from-template">
        <Form.Item
          name="hr_letter_template_id"
          label={labels.hr_letter_template_id}
          rules={required('hr_letter_template_id')}
        >
          <LookupSelect
            lookup={resourceLookup('hr_letter_template')}
            data-testid="field-hr_letter_template_id"
          />
        </Form.Item>
        <Form.Item name="employee_id" label={labels.employee_id} rules={required('employee_id')}>
          <LookupSelect lookup={resourceLookup('hr_employee')} data-testid="field-employee_id" />
        </Form.Item>
        <DateFormItem
          name="date"
          label={labels.date ?? ''}
          requiredMessage={lt('table:validation.required', { field: labels.date })}
        />
        <Form.Item name="subject" label={labels.subject} rules={required('subject')}>
          <Input maxLength={190} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
