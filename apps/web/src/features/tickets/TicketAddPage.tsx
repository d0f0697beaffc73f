import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { applyServerErrors } from '../../components/form/server-errors';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { notify } from '../../platform/notify';
import { createTicket } from './api';
import {
  TICKET_FIELDS,
  TicketForm,
  type TicketFormValues,
  toTicketInput,
  useTicketLabel,
} from './TicketForm';
import { ticketPath } from './TicketsScreen';

/** `/ticket/add`: a new ticket; saved, it opens. */
export default function TicketAddPage() {
  const { t } = useTranslation('tickets');
  const title = useScreenTitle('ticket.add', 'tickets:add', 'new ticket');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<TicketFormValues>();
  const label = useTicketLabel();
  const save = useSubmitForm(form, async (values) => {
    try {
      const made = await createTicket(toTicketInput(values));
      notify.success(looseT(t)('table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      navigate(ticketPath(made.id));
    } catch (e) {
      applyServerErrors(form, e, TICKET_FIELDS, label, looseT(t));
      throw e;
    }
  });
  return (
    <Card
      title={title}
      data-testid="ticket-add"
      actions={[
        <Button
          key="save"
          type="primary"
          icon={<SaveOutlined />}
          onClick={save.run}
          loading={save.loading}
          data-testid="ticket-save"
        >
          {t('save')}
        </Button>,
      ]}
    >
      <TicketForm form={form} />
    </Card>
  );
}
