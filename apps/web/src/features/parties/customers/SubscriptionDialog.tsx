import {
  customerSubscriptionEndpoints,
  customerSubscriptionInput,
  type FieldDef,
  frequencyUnit,
} from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Modal, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { NumberInput } from '../../../components/form/NumberInput';
import { ResourceField } from '../../../components/form/ResourceField';
import { validateWithSchema } from '../../../components/form/schema-form';
import { applyServerErrors } from '../../../components/form/server-errors';
import { TabOnEnter } from '../../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { isEmptyValue, type SchemaLike } from '../../../components/form/validation';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { CUSTOMER_LOOKUP } from './api';

export const SUBSCRIPTION_PATH = 'customer/customer-subscription';
const shape = customerSubscriptionInput.shape as unknown as Record<string, SchemaLike>;
const FIELDS: (FieldDef & { span: number })[] = [
  { key: 'customer_id', widget: 'lookup', lookup: CUSTOMER_LOOKUP, span: 24 },
  { key: 'amount', widget: 'money', span: 12 },
  { key: 'currency_code', widget: 'currency', span: 12 },
  { key: 'frequency', widget: 'number', min: 1, max: 366, span: 12 },
  { key: 'receipt_due_day', widget: 'number', min: 1, max: 31, span: 12 },
  { key: 'start_date', widget: 'date', span: 12 },
  { key: 'status', widget: 'switch', span: 12, editOnly: true },
  { key: 'note', widget: 'textarea', span: 24 },
];
const KEYS = FIELDS.map((f) => f.key);

/** The spec: the frequency's kind (months or days) is told 700 ms after typing stops. */
function useSettled<T>(value: T, ms = 700): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Add / Update Customer Subscription: the customer, amount and currency, frequency and due day. */
export function SubscriptionDialog(props: { open: boolean; recordId: string | null; onClose: () => void }) {
  const { open, recordId, onClose } = props;
  const { t } = useTranslation('customers');
  const lt = looseT(t);
  const [form] = Form.useForm();
  const client = useQueryClient();
  const user = useAuthUser();
  const isEdit = recordId !== null;
  const labelOf = (key: string) => lt(`customers:subscription.${key}`);
  const frequency = useSettled(Number(Form.useWatch('frequency', form) ?? 0));

  const record = useQuery({
    queryKey: ['record', SUBSCRIPTION_PATH, recordId],
    queryFn: ({ signal }) =>
      call(customerSubscriptionEndpoints.get, { params: { id: recordId as string } }, { signal }) as Promise<
        Record<string, unknown>
      >,
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!isEdit)
      form.setFieldsValue({
        currency_code: user.base_currency_code,
        frequency: '1',
        start_date: dayjs().format('YYYY-MM-DD'),
        status: 1,
      });
    else if (record.data)
      form.setFieldsValue(Object.fromEntries(KEYS.map((k) => [k, record.data?.[k] ?? null])));
  }, [open, isEdit, record.data, form, user.base_currency_code]);

  const submit = async () => {
    const data = await validateWithSchema(form, customerSubscriptionInput, KEYS, labelOf, lt);
    if (!data) return;
    try {
      if (isEdit)
        await call(customerSubscriptionEndpoints.update, {
          params: { id: recordId as string },
          body: data as never,
        });
      else await call(customerSubscriptionEndpoints.create, { body: data as never });
    } catch (e) {
      applyServerErrors(form, e, KEYS, labelOf, lt);
      return;
    }
    notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
    void client.invalidateQueries({ queryKey: [TABLE_KEY, SUBSCRIPTION_PATH] });
    onClose();
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const unit = frequency >= 1 ? frequencyUnit(frequency) : null;

  return (
    <Modal
      open={open}
      title={t(isEdit ? 'subscription.editTitle' : 'subscription.addTitle')}
      width={600}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 12 }}>
        {lt('table:form.requiredHint')}
      </Typography.Paragraph>
      <Spin spinning={isEdit && record.isLoading}>
        <TabOnEnter>
          <Form form={form} layout="vertical" data-testid="form-customer-subscription">
            <Row gutter={12}>
              {FIELDS.filter((f) => isEdit || !f.editOnly).map((f) =>
                f.key === 'receipt_due_day' ? (
                  <Col key={f.key} xs={24} sm={f.span}>
                    <Form.Item
                      name="receipt_due_day"
                      label={labelOf('receipt_due_day')}
                      required={unit !== 'days'}
                      dependencies={['frequency']}
                      rules={[
                        {
                          // a monthly schedule falls due on its receipt due day
                          validator: async (_, value) => {
                            const monthly = Number(form.getFieldValue('frequency')) <= 12;
                            if (monthly && isEmptyValue(value))
                              throw new Error(
                                lt('table:validation.required', { field: labelOf('receipt_due_day') }),
                              );
                          },
                        },
                      ]}
                    >
                      <NumberInput min={1} max={31} />
                    </Form.Item>
                  </Col>
                ) : (
                  <Col key={f.key} xs={24} sm={f.span}>
                    <ResourceField field={f} schema={shape[f.key]!} label={labelOf(f.key)} form={form} />
                  </Col>
                ),
              )}
              <Col span={24}>
                <Typography.Text type="secondary" data-testid="frequency-kind">
                  {unit === 'months'
                    ? t('subscription.everyMonths', { n: frequency })
                    : unit === 'days'
                      ? t('subscription.everyDays', { n: frequency })
                      : t('subscription.frequencyHint')}
                </Typography.Text>
              </Col>
            </Row>
          </Form>
        </TabOnEnter>
      </Spin>
    </Modal>
  );
}
