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
  related_id?: string | null;
}

export const TICKET_FIELDS = [
  'subject',
  'description',
  'priority',
  'assignee_id',
  'related_type',
  'related_id',
] as const;

/** The field's label (also for the server's 422 messages). */
export const useTicketLabel = () => {
  const { t } = useTranslation('tickets');
  return (key: string) => looseT(t)(`fields.${key}`);
};

/** What a ticket says: subject, description, priority, assignee and the related document (type and id). */
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
          name="related_id"
          label={label('related_id')}
          extra={t('relatedIdHelp')}
          rules={[
            {
              required: !!relatedType,
              message: lt('table:validation.required', { field: label('related_id') }),
            },
            { pattern: /^\d{1,18}$/, message: t('relatedIdHelp') },
          ]}
        >
          <Input inputMode="numeric" disabled={!relatedType} data-testid="ticket-related-id" />
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
});
