import { customerEndpoints, identityEndpoints, moneyCollectionEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Modal, Row, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../../../components/CurrencyTag';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { DateFormItem } from '../../../components/form/DateFormItem';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { FieldCol, fieldItems, NoteField } from '../../../components/form/FieldCol';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { defaultRate, newIdempotencyKey } from '../../../components/form/money-document-rules';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { currenciesQuery } from '../../../platform/auth/session-queries';

interface Values {
  inventory_id?: string | null;
  date?: string | null;
  customer_id?: string | null;
  amount?: string | null;
  currency_code?: string | null;
  exchange_rate?: string | null;
  note?: string | null;
}
const FIELDS = ['inventory_id', 'date', 'customer_id', 'amount', 'currency_code', 'exchange_rate', 'note'];

/** The collector's bag: branch, date, customer, amount in a currency (with the rate off the base), note. */
export function CollectionDialog({
  recordId,
  onClose,
}: {
  recordId: string | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const open = recordId !== undefined;
  const isEdit = typeof recordId === 'string';
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const user = useAuthUser();
  const base = user.base_currency_code;
  const key = useRef(newIdempotencyKey());
  const currencies = useQuery(currenciesQuery);
  const currency = Form.useWatch('currency_code', form) as string | null | undefined;
  const record = useQuery({
    queryKey: ['accounting', 'money-collection', recordId],
    queryFn: ({ signal }) => call(moneyCollectionEndpoints.get, { params: { id: recordId! } }, { signal }),
    enabled: isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!isEdit) {
      key.current = newIdempotencyKey();
      form.setFieldsValue({
        date: dayjs().format('YYYY-MM-DD'),
        inventory_id: user.default_branch_id,
        currency_code: base,
      });
    } else if (record.data) {
      const r = record.data;
      form.setFieldsValue({
        inventory_id: r.inventory_id,
        date: r.date,
        customer_id: r.customer_id,
        amount: r.amount,
        currency_code: r.currency_code,
        exchange_rate: r.currency_code === base ? null : r.exchange_rate.replace(/\.?0+$/, ''),
        note: r.note,
      });
    }
  }, [open, isEdit, record.data, form, base, user.default_branch_id]);

  const labelOf = (k: string) =>
    lt(
      k === 'customer_id'
        ? 'fields.customer'
        : k === 'inventory_id'
          ? 'fields.inventory_name'
          : `fields.${k}`,
    );
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: Values) => {
      const c = v.currency_code ?? base;
      const body = {
        inventory_id: v.inventory_id!,
        date: v.date!,
        customer_id: v.customer_id!,
        amount: v.amount!,
        currency_code: c,
        exchange_rate: c !== base && v.exchange_rate ? v.exchange_rate : undefined,
        note: v.note ?? null,
      };
      return isEdit
        ? call(moneyCollectionEndpoints.update, { params: { id: recordId }, body })
        : call(moneyCollectionEndpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, labelOf, lt),
  });
  const guard = useSubmitForm(form, (v) => save.mutateAsync(v));
  const { field: item, required } = fieldItems(labelOf, lt);
  const codes = [...new Set([base, ...(currencies.data ?? []).map((c) => c.code)])];

  return (
    <Modal
      open={open}
      title={lt(isEdit ? 'table:form.editTitle' : 'table:form.addTitle', { name: lt('collection.one') })}
      width={640}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-money-collection">
          <Row gutter={12}>
            <FieldCol {...item('inventory_id', true)}>
              <LookupSelect
                lookup={identityEndpoints.lookups.inventory}
                disabled={isEdit}
                data-testid="field-inventory_id"
              />
            </FieldCol>
            <Col xs={24} sm={12}>
              <DateFormItem name="date" label={labelOf('date')} requiredMessage={required('date').message} />
            </Col>
            <FieldCol {...item('customer_id', true)}>
              <LookupSelect lookup={customerEndpoints.lookup} data-testid="field-customer_id" />
            </FieldCol>
            <FieldCol {...item('currency_code')}>
              <Select
                onChange={(c: string) =>
                  form.setFieldsValue({ exchange_rate: defaultRate(user.currency_rates, c, base) })
                }
                options={codes.map((c) => ({ value: c, title: c, label: <CurrencyTag code={c} /> }))}
              />
            </FieldCol>
            <FieldCol {...item('amount', true)}>
              <MoneyInput />
            </FieldCol>
            {currency && currency !== base ? (
              <FieldCol {...item('exchange_rate', true)}>
                <MoneyInput decimals={8} />
              </FieldCol>
            ) : null}
            <NoteField label={labelOf('note')} />
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
