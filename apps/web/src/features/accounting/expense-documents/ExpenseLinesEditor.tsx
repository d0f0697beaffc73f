import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { resourceLookup } from '@bb/contracts';
import { Button, Form, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { looseT } from '../../../components/loose-t';

export interface ExpenseLineValues {
  expense_category_id?: string | null;
  amount?: string | null;
  note?: string | null;
  attachment_id?: string | null;
}

/**
 * The voucher's lines (Form.List `lines`): category, amount, note and, once the document is saved, one of
 * its attachments; a row is added with "Add line" and removed with its bin. The total under the table.
 */
export function ExpenseLinesEditor({
  currency,
  total,
  attachments,
}: {
  currency: string | null;
  total: string;
  /** The saved document's attachments; null before it is saved. */
  attachments: { id: string; name: string }[] | null;
}) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const e = (k: string) => lt(`expenseDocument.${k}`);
  const required = (label: string) => ({
    required: true,
    message: lt('table:validation.required', { field: label }),
  });
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            data-testid="expense-lines"
            columns={[
              { title: '#', width: 48, render: (_v, _f, i) => i + 1 },
              {
                title: e('category'),
                width: 260,
                render: (_v, f) => (
                  <Form.Item
                    name={[f.name, 'expense_category_id']}
                    rules={[required(e('category'))]}
                    style={{ marginBlockEnd: 0 }}
                  >
                    <LookupSelect
                      lookup={resourceLookup('expense_category')}
                      aria-label={e('category')}
                      data-testid={`line-${f.name}-category`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: lt('fields.amount'),
                width: 200,
                render: (_v, f) => (
                  <Form.Item
                    name={[f.name, 'amount']}
                    rules={[required(lt('fields.amount'))]}
                    style={{ marginBlockEnd: 0 }}
                  >
                    <MoneyInput aria-label={lt('fields.amount')} />
                  </Form.Item>
                ),
              },
              {
                title: lt('fields.note'),
                render: (_v, f) => (
                  <Form.Item name={[f.name, 'note']} style={{ marginBlockEnd: 0 }}>
                    <Input
                      maxLength={1000}
                      aria-label={lt('fields.note')}
                      data-testid={`line-${f.name}-note`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: e('attachment'),
                width: 200,
                render: (_v, f) =>
                  attachments === null ? (
                    <Typography.Text type="secondary">{e('attachmentAfterSave')}</Typography.Text>
                  ) : (
                    <Form.Item name={[f.name, 'attachment_id']} style={{ marginBlockEnd: 0 }}>
                      <Select
                        allowClear
                        aria-label={e('attachment')}
                        options={attachments.map((a) => ({ value: a.id, label: a.name }))}
                      />
                    </Form.Item>
                  ),
              },
              {
                title: '',
                width: 56,
                render: (_v, f) => (
                  <Button
                    type="text"
                    danger
                    aria-label={e('removeLine')}
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(f.name)}
                  />
                ),
              },
            ]}
          />
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              marginBlock: 12,
            }}
          >
            <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="add-line">
              {e('addLine')}
            </Button>
            <Typography.Text strong data-testid="expense-total">
              {e('total')}: {currency ? <Amount value={total} currency={currency} /> : total}
            </Typography.Text>
          </div>
        </>
      )}
    </Form.List>
  );
}
