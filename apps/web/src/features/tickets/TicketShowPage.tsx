import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { TICKET_TRANSITIONS, type TicketStatus } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Modal, Select, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DATETIME_SHOWN } from '../../components/data-table/cells';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { DeleteConfirm } from '../../components/dialogs';
import { applyServerErrors } from '../../components/form/server-errors';
import { documentTypeName } from '../../components/ledger-names';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import {
  assigneesQuery,
  assignTicket,
  deleteTicket,
  moveTicket,
  type Ticket,
  ticketKeys,
  ticketQuery,
  updateTicket,
} from './api';
import { moveLabel, PRIORITY_COLORS, priorityLabels, STATUS_COLORS, statusLabels } from './labels';
import { handRelatedFilter, relatedTarget } from './related';
import { TicketComments } from './TicketComments';
import {
  TICKET_FIELDS,
  TicketForm,
  type TicketFormValues,
  toTicketInput,
  useTicketLabel,
} from './TicketForm';

/**
 * `/ticket/{id}/show` (`?commentId=` from a notification: that comment is scrolled to and marked): the
 * ticket with its status moves, assignee, related document, participants and the comment thread.
 */
export default function TicketShowPage() {
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('tickets');
  useScreenTitle('ticket.show', 'tickets:ticket', 'ticket');
  const ticket = useQuery(ticketQuery(id));
  if (!ticket.data)
    return ticket.isError ? <Alert type="error" showIcon title={t('notFound')} /> : <Spin spinning />;
  return (
    <Flex vertical gap={16} data-testid="ticket-show" data-status={ticket.data.status}>
      <TicketCard ticket={ticket.data} />
      <TicketComments ticketId={id} focus={params.get('commentId')} />
    </Flex>
  );
}

function TicketCard({ ticket: r }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const lt = looseT(t);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [form] = Form.useForm<TicketFormValues>();
  const label = useTicketLabel();
  const people = useQuery({ ...assigneesQuery, enabled: r.can.move });
  const statuses = statusLabels(lt);
  const priorities = priorityLabels(lt);
  const fresh = (next: Ticket) => {
    client.setQueryData(ticketKeys.one(r.id), next);
    void client.invalidateQueries({ queryKey: [TABLE_KEY] });
  };
  const move = useMutation({
    mutationFn: (to: TicketStatus) => moveTicket(r.id, to),
    onSuccess: fresh,
    onError: reportError,
  });
  const assign = useMutation({
    mutationFn: (to: string | null) => assignTicket(r.id, to),
    onSuccess: (next) => {
      fresh(next);
      notify.success(lt('table:messages.updated'));
    },
    onError: reportError,
  });
  const edit = useMutation({
    mutationFn: (v: TicketFormValues) => updateTicket(r.id, toTicketInput(v)),
    onSuccess: (next) => {
      fresh(next);
      setEditing(false);
      notify.success(lt('table:messages.updated'));
    },
    onError: (e) => applyServerErrors(form, e, TICKET_FIELDS, label, lt),
  });
  const remove = useMutation({
    mutationFn: () => deleteTicket(r.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      notify.success(lt('table:messages.deleted'));
      navigate('/ticket');
    },
    onError: reportError,
  });
  const target = r.related ? relatedTarget(r.related.type) : undefined;
  const related = r.related ? (
    <span data-testid="ticket-related">
      {documentTypeName(r.related.type, lt)}{' '}
      {r.related.exists && target && r.related.invoice_id ? (
        <Link to={target.path} onClick={() => handRelatedFilter(target.routeId, r.related!.invoice_id!)}>
          <bdi>{r.related.invoice_id}</bdi>
        </Link>
      ) : (
        <bdi>{r.related.invoice_id ?? `#${r.related.id}`}</bdi>
      )}
      {r.related.exists ? null : <Tag style={{ marginInlineStart: 8 }}>{t('relatedGone')}</Tag>}
    </span>
  ) : (
    <Typography.Text type="secondary">{t('noRelated')}</Typography.Text>
  );

  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">#{r.id}</Typography.Text>
          <bdi data-testid="ticket-subject-shown">{r.subject}</bdi>
          <Tag color={STATUS_COLORS[r.status]} data-testid="ticket-status">
            {statuses[r.status]}
          </Tag>
          <Tag color={PRIORITY_COLORS[r.priority]}>{priorities[r.priority]}</Tag>
        </Flex>
      }
      extra={
        <Flex gap={8} wrap>
          {r.can.move
            ? TICKET_TRANSITIONS[r.status].map((to) => (
                <Button
                  key={to}
                  type={to === 'open' ? 'default' : 'primary'}
                  loading={move.isPending && move.variables === to}
                  onClick={() => move.mutate(to)}
                  data-testid={`ticket-move-${to}`}
                >
                  {moveLabel(lt, r.status, to)}
                </Button>
              ))
            : null}
          {r.can.edit ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="ticket-edit">
              {lt('table:actions.edit')}
            </Button>
          ) : null}
          {r.can.delete ? (
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={lt('table:actions.delete')}
              onClick={() => setConfirming(true)}
              data-testid="ticket-delete"
            />
          ) : null}
        </Flex>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={label('assignee_id')}>
          {r.can.move ? (
            <Select
              size="small"
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ minInlineSize: 200 }}
              value={r.assignee?.id ?? null}
              placeholder={t('unassigned')}
              aria-label={label('assignee_id')}
              loading={assign.isPending}
              onChange={(v) => assign.mutate(v ?? null)}
              options={(people.data ?? (r.assignee ? [r.assignee] : [])).map((u) => ({
                value: u.id,
                label: u.name,
              }))}
              data-testid="ticket-assign"
            />
          ) : (
            <span data-testid="ticket-assignee-name">{r.assignee?.name ?? t('unassigned')}</span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={label('created_by')}>{r.created_by?.name ?? ''}</Descriptions.Item>
        <Descriptions.Item label={label('created_at')}>
          <bdi>{dayjs(r.created_at).format(DATETIME_SHOWN)}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={label('related_type')}>{related}</Descriptions.Item>
        <Descriptions.Item label={t('participants')}>
          {r.participants.map((p) => p.name).join(lt('tickets:listSeparator'))}
        </Descriptions.Item>
        {r.resolved_at ? (
          <Descriptions.Item label={label('resolved_at')}>
            <bdi>{dayjs(r.resolved_at).format(DATETIME_SHOWN)}</bdi>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {r.description ? (
        // a plain block: antd's Typography sets `direction: rtl` in Kurdish, which beats dir="auto", and an
        // English description then showed its final question mark at the start of the line
        <div
          dir="auto"
          style={{ whiteSpace: 'pre-wrap', marginBlockStart: 12 }}
          data-testid="ticket-description-shown"
        >
          {r.description}
        </div>
      ) : null}
      <DeleteConfirm
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
      <Modal
        open={editing}
        title={lt('table:actions.edit')}
        width={760}
        destroyOnHidden
        onCancel={() => setEditing(false)}
        onOk={() =>
          void form.validateFields().then((v) => edit.mutate({ ...form.getFieldsValue(true), ...v }))
        }
        confirmLoading={edit.isPending}
      >
        <TicketForm
          form={form}
          initial={{
            subject: r.subject,
            description: r.description,
            priority: r.priority,
            assignee_id: r.assignee?.id ?? null,
            related_type: r.related?.type ?? null,
            related_id: r.related?.id ?? null,
            related_number: r.related?.invoice_id ?? null,
          }}
        />
      </Modal>
    </Card>
  );
}
