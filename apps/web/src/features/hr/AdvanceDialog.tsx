import {
  type AdvanceKind,
  type AdvanceRecord,
  advanceEndpoints,
  type EndpointInput,
  identityEndpoints,
  resourceLookup,
} from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { LookupSelect } from '../../components/form/LookupSelect';
import { MoneyInput } from '../../components/form/MoneyInput';
import { newIdempotencyKey } from '../../components/form/money-document-rules';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';

type Body = EndpointInput<(typeof advanceEndpoints)['hr_advance_payment']['create']>['body'];
type Values = Partial<
  Record<
    'inventory_id' | 'date' | 'employee_id' | 'cash_box_id' | 'amount' | 'exchange_rate' | 'note',
    string | null
  >
> & {
  months?: number | null;
};
const FIELDS = [
  'inventory_id',
  'date',
  'employee_id',
  'cash_box_id',
  'amount',
  'exchange_rate',
  'months',
  'note',
];

/**
 * Add or edit an advance payment (or its return): branch, date, employee, cash box (in the employee's pay
 * currency), amount, the dollar rate when paid in dollars, the months of payroll deduction, a note.
 */
export function AdvanceDialog({
  kind,
  target,
  onClose,
}: {
  kind: AdvanceKind;
  target: { id: string | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const user = useAuthUser();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const key = useRef(newIdempotencyKey());
  const endpoints = advanceEndpoints[kind];
  const open = target !== null;
  const id = target?.id ?? null;
  const branch = Form.useWatch('inventory_id', form);
  const record = useQuery({
    queryKey: ['hr', kind, id],
    queryFn: ({ signal }) => call(endpoints.get, { params: { id: id! } }, { signal }),
    enabled: open && id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (!open) return;
    if (id === null) {
      key.current = newIdempotencyKey();
      form.resetFields();
      form.setFieldsValue({
        inventory_id: user.default_branch_id,
        date: dayjs().format('YYYY-MM-DD'),
        months: 1,
      });
    } else if (record.data) {
      const r: AdvanceRecord = record.data;
      form.setFieldsValue({
        inventory_id: String(r.inventory_id),
        date: r.date,
        employee_id: String(r.employee_id),
        cash_box_id: String(r.cash_box_id),
        amount: r.amount,
        exchange_rate: r.currency_code === user.base_currency_code ? null : r.exchange_rate,
        months: r.months ?? 1,
        note: r.note,
      });
    }
  }, [open, id, record.data, form, user.default_branch_id, user.base_currency_code]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Body) =>
      id === null
        ? call(endpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } })
        : call(endpoints.update, { params: { id }, body }),
    onSuccess: () => {
      notify.success(lt(id === null ? 'table:messages.added' : 'table:messages.updated'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
  });
  const label = (k: string) => lt(`advance.${k}`);
  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        inventory_id: v.inventory_id!,
        date: v.date!,
        employee_id: v.employee_id!,
        cash_box_id: v.cash_box_id!,
        amount: v.amount!,
        exchange_rate: v.exchange_rate || null,
        months: v.months ?? 1,
        note: v.note ?? null,
      });
    } catch (e) {
      applyServerErrors(form, e, FIELDS, label, lt);
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (k: string) => [
    { required: true, message: lt('table:validation.required', { field: label(k) }) },
  ];
  const title = id === null ? t(`advance.add.${kind}`) : (record.data?.invoice_id ?? '');
  return (
    <Modal
      open={open}
      title={title}
      width={720}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {lt('table:actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="form-submit"
        >
          {lt('table:actions.save')}
        </Button>,
      ]}
    >
      <Spin spinning={id !== null && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-advance">
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="inventory_id" label={label('inventory_id')} rules={required('inventory_id')}>
                <LookupSelect lookup={identityEndpoints.lookups.connectedInventory} disabled={id !== null} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="date"
                label={label('date')}
                rules={required('date')}
                getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
                normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
              >
                <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="employee_id" label={label('employee_id')} rules={required('employee_id')}>
                <LookupSelect lookup={resourceLookup('hr_employee')} data-testid="advance-employee" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="cash_box_id" label={label('cash_box_id')} rules={required('cash_box_id')}>
                <LookupSelect
                  lookup={resourceLookup('cash_box')}
                  filter={(b) => !branch || !b.inventory_id || String(b.inventory_id) === String(branch)}
                  data-testid="advance-box"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="amount" label={label('amount')} rules={required('amount')}>
                <MoneyInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="exchange_rate" label={label('exchange_rate')}>
                <MoneyInput decimals={8} />
              </Form.Item>
            </Col>
            {kind === 'hr_advance_payment' ? (
              <Col xs={24} md={8}>
                <Form.Item name="months" label={label('months')} rules={required('months')}>
                  <InputNumber min={1} max={120} precision={0} style={{ inlineSize: '100%' }} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item name="note" label={label('note')}>
                <Input maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
