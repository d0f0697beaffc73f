import { EyeOutlined } from '@ant-design/icons';
import { TICKET_TABLE, ticketEndpoints } from '@bb/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { documentTypeLabels } from '../../components/ledger-names';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { PRIORITY_COLORS, priorityLabels, STATUS_COLORS, statusLabels } from './labels';

export const ticketPath = (id: string) => `/ticket/${encodeURIComponent(id)}/show`;

/** `/ticket`: every ticket on the table protocol (search, filters, sorting, export); add, open, delete. */
export default function TicketsScreen() {
  const { t } = useTranslation('tickets');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle('ticket', 'tickets:title', 'tickets');
  const actions = useCrudRowActions();
  const [deleting, setDeleting] = useState<string | null>(null);
  const f = (k: string) => lt(`fields.${k}`);
  const statuses = statusLabels(lt);
  const priorities = priorityLabels(lt);
  const columns: TableColumn[] = [
    { key: 'id', title: '#', kind: 'id', width: 80 },
    {
      key: 'subject',
      title: f('subject'),
      kind: 'text',
      render: (row) => (
        <Link to={ticketPath(String(row.id))} data-testid={`ticket-link-${row.id}`}>
          {String(row.subject)}
        </Link>
      ),
    },
    {
      key: 'status',
      title: f('status'),
      kind: 'enum',
      labels: statuses,
      render: (row) => (
        <Tag color={STATUS_COLORS[row.status as keyof typeof STATUS_COLORS]}>
          {statuses[String(row.status)]}
        </Tag>
      ),
    },
    {
      key: 'priority',
      title: f('priority'),
      kind: 'enum',
      labels: priorities,
      render: (row) => (
        <Tag color={PRIORITY_COLORS[row.priority as keyof typeof PRIORITY_COLORS]}>
          {priorities[String(row.priority)]}
        </Tag>
      ),
    },
    { key: 'assignee_name', title: f('assignee_id'), kind: 'text' },
    { key: 'created_by_name', title: f('created_by'), kind: 'text' },
    { key: 'comment_count', title: f('comment_count'), kind: 'number' },
    {
      key: 'related_type',
      title: f('related_type'),
      kind: 'enum',
      labels: documentTypeLabels(lt),
      hidden: true,
    },
    { key: 'created_at', title: f('created_at'), kind: 'datetime' },
    { key: 'updated_at', title: f('updated_at'), kind: 'datetime', hidden: true },
  ];
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      { key: 'view', label: t('open'), icon: <EyeOutlined />, onClick: () => navigate(ticketPath(id)) },
    ];
    if (can('ticket_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-tickets">
      <DataTable
        tableId="tickets"
        routeId="ticket"
        table={TICKET_TABLE}
        title={title}
        columns={columns}
        createAbility="ticket_create"
        addLabel={t('add')}
        onAdd={() => navigate('/ticket/add')}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={ticketEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
