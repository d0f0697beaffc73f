import { DOCUMENT_TYPE_IDS, TICKET_PRIORITIES, type TicketInput } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { documentTypeName } from '../../components/ledger-names';
import { looseT } from '../../components/loose-t';
import { assigneesQuery } from './api';
import { priorityLabels } from './labels';

export interface TicketFormValues {
  subject: string;
  description?: string | null;
  priority: TicketInput['priority'];
  assignee_id?: string | null;
  related_type?: string | null;
  /** Kept from the ticket being edited until its type or number changes (no field shows it). */
  related_id?: string | null;
  related_number?: string | null;
}

export const TICKET_FIELDS = [
  'subject',
  'description',
  'priority',
  'assignee_id',
  'related_type',
  'related_id',
  'related_number',
] as const;

/** The field's label (also for the server's 422 messages). */
export const useTicketLabel = () => {
  const { t } = useTranslation('tickets');
  return (key: string) => looseT(t)(`fields.${key}`);
};

/**
 * What a ticket says: subject, description, priority, assignee and the related document, by its type and
 * the number users know it by (T-2); the server looks the number up.
 */
export function TicketForm({
  form,
  initial,
}: {
  form: FormInstance<TicketFormValues>;
  initial?: Partial<TicketFormValues>;
}) {
  const { t } = useTranslation('tickets');
  const lt = looseT(t);
  const label = useTicketLabel();
  const people = useQuery(assigneesQuery);
  const priorities = priorityLabels(lt);
  const relatedType = Form.useWatch('related_type', form);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ priority: 'normal', ...initial }}
      // another type or number is another document: the edited ticket's id no longer says which
      onValuesChange={(changed: Partial<TicketFormValues>) => {
        if ('related_type' in changed || 'related_number' in changed) form.setFieldValue('related_id', null);
      }}
      data-testid="ticket-form"
      style={{ maxInlineSize: 720 }}
    >
      <Form.Item
        name="subject"
        label={label('subject')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: lt('table:validation.required', { field: label('subject') }),
          },
        ]}
      >
        <Input maxLength={190} data-testid="ticket-subject" />
      </Form.Item>
      <Form.Item name="description" label={label('description')}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={10000}
          data-testid="ticket-description"
        />
      </Form.Item>
      <Space wrap size={16} align="start">
        <Form.Item name="priority" label={label('priority')} style={{ minInlineSize: 160 }}>
          <Select
            data-testid="ticket-priority"
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: priorities[p] }))}
          />
        </Form.Item>
        <Form.Item name="assignee_id" label={label('assignee_id')} style={{ minInlineSize: 240 }}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={people.isLoading}
            placeholder={t('unassigned')}
            data-testid="ticket-assignee"
            options={(people.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
        </Form.Item>
      </Space>
      <Space wrap size={16} align="start">
        <Form.Item name="related_type" label={label('related_type')} style={{ minInlineSize: 240 }}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('noRelated')}
            data-testid="ticket-related-type"
            options={DOCUMENT_TYPE_IDS.map((id) => ({ value: id, label: documentTypeName(id, lt) }))}
          />
        </Form.Item>
        <Form.Item
          name="related_number"
          label={label('related_number')}
          extra={t('relatedNumberHelp')}
          rules={[
            {
              required: !!relatedType,
              whitespace: true,
              message: lt('table:validation.required', { field: label('related_number') }),
            },
            { max: 50 },
          ]}
        >
          <Input disabled={!relatedType} data-testid="ticket-related-number" />
        </Form.Item>
      </Space>
    </Form>
  );
}

/** Form values as the create and update calls take them. */
export const toTicketInput = (v: TicketFormValues): TicketInput => ({
  subject: v.subject,
  description: v.description ?? null,
  priority: v.priority,
  assignee_id: v.assignee_id ?? null,
  related_type: (v.related_type ?? null) as TicketInput['related_type'],
  related_id: v.related_type ? (v.related_id ?? null) : null,
  related_number: v.related_type ? v.related_number?.trim() || null : null,
});
