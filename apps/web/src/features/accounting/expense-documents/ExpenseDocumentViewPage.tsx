import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Amount } from '../../../components/Amount';
import { looseT } from '../../../components/loose-t';
import { col, usePrintDocument } from '../../../components/print-document';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { currencyName } from '../../../platform/format/currency';
import { useExpenseDocument } from './ExpenseDocumentFormPage';
import { EXPENSE_DOCUMENT_ROUTE } from './ExpenseDocumentsScreen';

/** `/accounting/expense-document/{id}/show`: the voucher, its lines and total; edit (until audited) and print. */
export default function ExpenseDocumentViewPage() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const e = (k: string) => lt(`expenseDocument.${k}`);
  const { id } = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const record = useExpenseDocument(id);
  const print = usePrintDocument();
  useScreenTitle('accounting.expense_document.show', 'accounting:expenseDocument.title', 'expense document');
  const r = record.data;
  if (!r) return <Spin spinning={record.isLoading} />;
  const payer = r.paid_by === 'supplier' ? r.supplier_name : r.cash_box_name;
  const lines = r.lines.map((l, i) => ({ ...l, n: i + 1, currency_code: r.currency_code }));
  const onPrint = () =>
    print({
      heading: `${lt('documents:type.expense_document')} ${r.invoice_id} - ${payer ?? ''} - ${dayjs(r.date).format('DD/MM/YYYY')}`,
      total: { amount: r.total, currency: r.currency_code },
      inventoryId: r.inventory_id,
      columns: [
        col('n', '#', 'number'),
        col('expense_category_name', e('category')),
        { ...col('amount', lt('fields.amount'), 'money'), currencyKey: 'currency_code' },
        col('note', lt('fields.note')),
      ],
      rows: lines,
    });
  return (
    <Card
      data-testid="expense-document-view"
      title={
        <Flex gap={8} align="center">
          {r.invoice_id}
          {r.invoice_audit_status ? <Tag color="green">{e('audited')}</Tag> : null}
        </Flex>
      }
      extra={
        <Flex gap={8}>
          <Button icon={<PrinterOutlined />} onClick={onPrint} data-testid="expense-document-print">
            {e('print')}
          </Button>
          {can('expense_document_edit') && !r.invoice_audit_status ? (
            <Button
              icon={<EditOutlined />}
              onClick={() => navigate(`${EXPENSE_DOCUMENT_ROUTE}/${r.id}/edit`)}
            >
              {lt('table:actions.edit')}
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={lt('fields.date')}>{dayjs(r.date).format('DD/MM/YYYY')}</Descriptions.Item>
        <Descriptions.Item label={lt('fields.inventory_name')}>{r.inventory_name}</Descriptions.Item>
        <Descriptions.Item label={e('paidBy')}>
          {r.paid_by === 'supplier' ? e('paidBySupplier') : e('paidByCashBox')}: {payer}
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.currency_code')}>
          {currencyName(r.currency_code)}
        </Descriptions.Item>
        <Descriptions.Item label={e('total')}>
          <span data-testid="expense-document-total">
            <Amount value={r.total} currency={r.currency_code} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.created_by_name')}>{r.created_by_name ?? ''}</Descriptions.Item>
        {r.note ? <Descriptions.Item label={lt('fields.note')}>{r.note}</Descriptions.Item> : null}
      </Descriptions>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        data-testid="expense-document-lines"
        columns={[
          { title: '#', dataIndex: 'n', width: 48 },
          { title: e('category'), dataIndex: 'expense_category_name' },
          {
            title: lt('fields.amount'),
            dataIndex: 'amount',
            render: (v: string) => <Amount value={v} currency={r.currency_code} />,
          },
          { title: lt('fields.note'), dataIndex: 'note' },
          { title: e('attachment'), dataIndex: 'attachment_name' },
        ]}
      />
      <Flex justify="end" style={{ marginBlockStart: 16 }}>
        <Button onClick={() => navigate(EXPENSE_DOCUMENT_ROUTE)}>{e('back')}</Button>
      </Flex>
    </Card>
  );
}
