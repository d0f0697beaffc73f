import { auditEndpoint } from '@bb/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { DATE_SHOWN } from '../data-table/cells';
import { SUBMIT_GUARD, useGuardedAction } from '../form/useGuardedAction';
import { type PendingFile, uploadAttachments } from './attachments/attachment-api';
import { PendingFiles } from './attachments/PendingFiles';
import { NotesPicker } from './NotesPicker';

export interface AuditValues {
  invoice_audit_note?: string | null;
  invoice_audit_date_at?: string | null;
  invoice_audit_status?: boolean;
}

interface FormValues {
  note?: string;
  date?: Dayjs | null;
  done?: boolean;
}

/**
 * Auditing (500 wide): note, date and the done flag of a document (no rules on them). The audit is
 * stored first; its returned id then receives the pending attachments (type invoice_audit).
 */
export function AuditDialog({
  open,
  documentId,
  documentType,
  initial,
  onClose,
  onSaved,
}: {
  open: boolean;
  documentId: string;
  documentType: string;
  initial?: AuditValues;
  onClose: () => void;
  onSaved?: (auditId: string) => void;
}) {
  const { t } = useTranslation('table');
  const [form] = Form.useForm<FormValues>();
  const [pending, setPending] = useState<PendingFile[]>([]);
  useEffect(() => {
    if (!open) return;
    setPending([]);
    form.setFieldsValue({
      note: initial?.invoice_audit_note ?? '',
      date: initial?.invoice_audit_date_at ? dayjs(initial.invoice_audit_date_at) : dayjs(),
      done: Boolean(initial?.invoice_audit_status),
    });
  }, [open, initial, form]);

  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const { id } = await call(auditEndpoint, {
        body: {
          invoice_audit_note: v.note?.trim() || null,
          invoice_audit_date_at: v.date ? v.date.format('YYYY-MM-DD') : null,
          invoice_audit_status: Boolean(v.done),
          id: documentId,
          type: documentType,
        },
      });
      if (pending.length > 0) await uploadAttachments(String(id), 'invoice_audit', pending);
      return String(id);
    },
    onSuccess: (id) => {
      notify.success(t('messages.saved'));
      onSaved?.(id);
      onClose();
    },
  });
  const guard = useGuardedAction(async () => {
    await save.mutateAsync(form.getFieldsValue()).catch(() => undefined);
  }, SUBMIT_GUARD);

  return (
    <Modal
      open={open}
      title={t('audit.title')}
      width={500}
      onCancel={onClose}
      destroyOnHidden
      data-testid="audit-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="audit-submit"
        >
          {t('actions.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="note"
          label={t('audit.note')}
          extra={<NotesPicker onPick={(n) => form.setFieldValue('note', n)} />}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="date" label={t('audit.date')}>
          <DatePicker format={DATE_SHOWN} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="done" valuePropName="checked">
          <Checkbox>{t('audit.done')}</Checkbox>
        </Form.Item>
      </Form>
      <PendingFiles value={pending} onChange={setPending} />
    </Modal>
  );
}
