import { keyHandoverEndpoint } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { dateField } from './SaleFields';

export interface KeyTarget {
  id: string;
  invoice: string;
  currency: string;
  preKey: string;
  paid: string;
}

/** Records the key handover of a sale (refused by the server while the pre-key portion is unpaid, unless overridden). */
export function KeyHandoverDialog({ target, onClose }: { target: KeyTarget | null; onClose: () => void }) {
  const { t } = useTranslation('residence-sales');
  const lt = looseT(t);
  const client = useQueryClient();
  const [form] = Form.useForm<{ date?: string | null; note?: string | null }>();
  const open = target !== null;
  useEffect(() => {
    if (open) form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), note: null });
  }, [open, form]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: { date: string; note: string | null }) =>
      call(keyHandoverEndpoint, { params: { id: target!.id }, body }),
    onSuccess: () => {
      notify.success(t('key.saved', { invoice: target?.invoice ?? '' }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
  });
  const guard = useGuardedAction(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ date: v.date!, note: v.note || null });
    } catch (e) {
      applyServerErrors(form, e, ['date', 'note'], (k) => lt(`fields.${k}`), lt);
    }
  }, SUBMIT_GUARD);
  return (
    <Modal
      open={open}
      title={t('key.title', { invoice: target?.invoice ?? '' })}
      width={500}
      onCancel={onClose}
      onOk={() => guard.run()}
      okText={t('key.confirm')}
      okButtonProps={{ loading: guard.loading, 'data-testid': 'form-submit' }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {target ? (
        <Typography.Paragraph>
          {t('key.paidOf')} <Amount value={target.paid} currency={target.currency} /> /{' '}
          <Amount value={target.preKey} currency={target.currency} />
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" data-testid="form-key-handover">
        <Form.Item
          name="date"
          label={lt('fields.date')}
          rules={[{ required: true, message: lt('table:validation.required', { field: lt('fields.date') }) }]}
          {...dateField}
        >
          <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label={lt('fields.note')}>
          <Input maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
