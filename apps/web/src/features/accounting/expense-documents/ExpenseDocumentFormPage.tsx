import { expenseDocumentEndpoints, supplierEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Input, Radio, Row, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CurrencyTag } from '../../../components/CurrencyTag';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { attachmentsKey, listAttachments } from '../../../components/dialogs/attachments/attachment-api';
import { BranchDateCols } from '../../../components/form/BranchField';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { defaultRate, newIdempotencyKey } from '../../../components/form/money-document-rules';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { EXPENSE_DOCUMENT_ROUTE } from './ExpenseDocumentsScreen';
import { ExpenseLinesEditor } from './ExpenseLinesEditor';
import {
  applyExpenseErrors,
  bodyOf,
  type ExpenseDocumentBody,
  type ExpenseDocumentValues,
  linesTotal,
  valuesOf,
} from './expense-form';

/** The stored document of `/{id}/edit` and `/{id}/show`. */
export function useExpenseDocument(id: string | undefined) {
  return useQuery({
    queryKey: ['accounting', 'expense-document', id],
    queryFn: ({ signal }) => call(expenseDocumentEndpoints.get, { params: { id: id! } }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Add (`/add`) or edit (`/{id}/edit`) an expense document: branch (fixed once saved), date, paid from a
 * cash box of the currency or owed to a supplier, the rate off the base currency, a note, and the lines.
 */
export default function ExpenseDocumentFormPage() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const e = (k: string) => lt(`expenseDocument.${k}`);
  const { id } = useParams();
  const isEdit = id !== undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useAuthUser();
  const base = user.base_currency_code;
  const [form] = Form.useForm<ExpenseDocumentValues>();
  const key = useRef(newIdempotencyKey());
  const record = useExpenseDocument(id);
  useScreenTitle(
    isEdit ? 'accounting.expense_document.edit' : 'accounting.expense_document.add',
    'accounting:expenseDocument.title',
    'expense document',
  );
  const files = useQuery({
    queryKey: attachmentsKey(id ?? '0', 'expense_document'),
    queryFn: ({ signal }) => listAttachments(id!, 'expense_document', signal),
    enabled: isEdit,
  });

  const paidBy = Form.useWatch('paid_by', form) ?? 'cash_box';
  const currency = (Form.useWatch('currency_code', form) as string | null | undefined) ?? null;
  const inventory = Form.useWatch('inventory_id', form) as string | null | undefined;
  const lines = Form.useWatch('lines', form);
  const boxes = user.cash_boxes.filter(
    (b) =>
      b.currency_code === currency &&
      (b.for_user_id === user.id || b.inventory_id === null || b.inventory_id === inventory),
  );
  const currencies = useMemo(
    () => [...new Set([base, ...user.cash_boxes.map((b) => b.currency_code)])],
    [base, user.cash_boxes],
  );

  const filled = useRef<unknown>(null);
  useEffect(() => {
    const source = isEdit ? record.data : 'new';
    if (!source || filled.current === source) return;
    filled.current = source;
    if (record.data) form.setFieldsValue(valuesOf(record.data, base));
    else
      form.setFieldsValue({
        date: dayjs().format('YYYY-MM-DD'),
        inventory_id: user.default_branch_id,
        paid_by: 'cash_box',
        currency_code: base,
        cash_box_id:
          user.cash_boxes.find(
            (b) => b.currency_code === base && b.is_default && b.inventory_id === user.default_branch_id,
          )?.id ?? null,
        lines: [{}],
      });
  }, [isEdit, record.data, form, base, user.default_branch_id, user.cash_boxes]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: ExpenseDocumentBody) =>
      isEdit
        ? call(expenseDocumentEndpoints.update, { params: { id }, body })
        : call(expenseDocumentEndpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } }),
    onSuccess: (saved) => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      navigate(`${EXPENSE_DOCUMENT_ROUTE}/${saved.id}/show`);
    },
    onError: (error) => applyExpenseErrors(error, form, lt),
  });
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    await save.mutateAsync(bodyOf(form.getFieldsValue(true), base)).catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (label: string) => ({
    required: true,
    message: lt('table:validation.required', { field: label }),
  });
  const onCurrency = (next: string) =>
    form.setFieldsValue({
      cash_box_id: null,
      exchange_rate: defaultRate(user.currency_rates, next, base),
    });

  const head = { branch: lt('fields.inventory_name'), date: lt('fields.date') };
  return (
    <Spin spinning={isEdit && record.isLoading}>
      <Card data-testid="expense-document-form" title={record.data?.invoice_id ?? e('add')}>
        <Form form={form} layout="vertical">
          <Row gutter={12}>
            <BranchDateCols md={6} labels={head} required={(l) => required(l).message} saved={isEdit} />
            <Col xs={24} md={6}>
              <Form.Item name="currency_code" label={lt('fields.currency_code')}>
                <Select
                  data-testid="field-currency_code"
                  onChange={onCurrency}
                  options={currencies.map((c) => ({ value: c, title: c, label: <CurrencyTag code={c} /> }))}
                />
              </Form.Item>
            </Col>
            {currency && currency !== base ? (
              <Col xs={24} md={6}>
                <Form.Item
                  name="exchange_rate"
                  label={lt('fields.exchange_rate')}
                  rules={[required(lt('fields.exchange_rate'))]}
                >
                  <MoneyInput decimals={8} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24} md={6}>
              <Form.Item name="paid_by" label={e('paidBy')}>
                <Radio.Group
                  data-testid="field-paid_by"
                  options={[
                    { value: 'cash_box', label: e('paidByCashBox') },
                    { value: 'supplier', label: e('paidBySupplier') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              {paidBy === 'supplier' ? (
                <Form.Item
                  name="supplier_id"
                  label={lt('fields.supplier')}
                  rules={[required(lt('fields.supplier'))]}
                >
                  <LookupSelect lookup={supplierEndpoints.lookup} data-testid="field-supplier_id" />
                </Form.Item>
              ) : (
                <Form.Item
                  name="cash_box_id"
                  label={lt('fields.cash_box_id')}
                  rules={[required(lt('fields.cash_box_id'))]}
                >
                  <Select
                    data-testid="field-cash_box_id"
                    options={boxes.map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` }))}
                  />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="note" label={lt('fields.note')}>
                <Input maxLength={2000} data-testid="field-note" />
              </Form.Item>
            </Col>
          </Row>
          <ExpenseLinesEditor
            currency={currency}
            total={linesTotal(lines)}
            attachments={isEdit ? (files.data ?? []).map((f) => ({ id: String(f.id), name: f.name })) : null}
          />
        </Form>
        <Flex justify="end" gap={8}>
          <DialogFooter
            onCancel={() => navigate(EXPENSE_DOCUMENT_ROUTE)}
            onSave={() => guard.run()}
            loading={guard.loading}
          />
        </Flex>
      </Card>
    </Spin>
  );
}
