import {
  type EndpointInput,
  identityEndpoints,
  monthlyPayrollEndpoints,
  resourceLookup,
} from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { LookupSelect } from '../../components/form/LookupSelect';
import { newIdempotencyKey } from '../../components/form/money-document-rules';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';

type Body = EndpointInput<typeof monthlyPayrollEndpoints.create>['body'];
interface Values {
  inventory_id: string | null;
  month: Dayjs | null;
  date: Dayjs | null;
  cash_box_ids: string[];
  exchange_rate: string | null;
  change_percent: string | null;
  note: string | null;
}
/**
 * The boxes a run of `branch` pays from unless changed: the branch's shared boxes the user may use, one per
 * currency, its default box first (a new accountant was refused "the cash boxes field is required").
 */
export function branchBoxes(
  boxes: readonly {
    id: string;
    currency_code: string;
    inventory_id: string | null;
    for_user_id: string | null;
    is_default: boolean;
  }[],
  branch: string | null | undefined,
): string[] {
  const picked = new Map<string, string>();
  const own = boxes.filter((b) => branch && String(b.inventory_id) === String(branch) && !b.for_user_id);
  for (const b of [...own.filter((b) => b.is_default), ...own])
    if (!picked.has(b.currency_code)) picked.set(b.currency_code, b.id);
  return [...picked.values()];
}

const FIELDS = ['inventory_id', 'month', 'date', 'cash_box_ids', 'exchange_rate', 'change_percent', 'note'];

/**
 * New payroll run: branch, month, the cash box of each currency paid, the dollar rate and the change
 * that flags an employee. Saving computes the run (the preview) and opens it.
 */
export function PayrollRunDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  const user = useAuthUser();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const key = useRef(newIdempotencyKey());
  const branch = Form.useWatch('inventory_id', form);
  useEffect(() => {
    if (!open) return;
    key.current = newIdempotencyKey();
    form.resetFields();
    form.setFieldsValue({
      inventory_id: user.default_branch_id,
      month: dayjs().startOf('month'),
      date: dayjs().startOf('day'),
      cash_box_ids: branchBoxes(user.cash_boxes, user.default_branch_id),
      change_percent: '20',
    });
  }, [open, form, user.default_branch_id, user.cash_boxes]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Body) =>
      call(monthlyPayrollEndpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } }),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onSaved(saved.id);
    },
  });
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
        month: v.month!.format('YYYY-MM'),
        date: v.date ? v.date.format('YYYY-MM-DD') : null,
        cash_box_ids: v.cash_box_ids,
        exchange_rate: v.exchange_rate ? String(v.exchange_rate) : null,
        change_percent: v.change_percent ? String(v.change_percent) : '0',
        note: v.note ?? null,
      });
    } catch (e) {
      applyServerErrors(form, e, FIELDS, (k) => lt(`payroll.${k === 'inventory_id' ? 'branch' : k}`), lt);
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (label: string) => [
    { required: true, message: lt('table:validation.required', { field: label }) },
  ];
  return (
    <Modal
      open={open}
      title={t('payroll.add')}
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
          {t('payroll.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="form-payroll"
        onValuesChange={(changed: Partial<Values>) => {
          // the boxes follow the branch: its own boxes, one per currency, the default first
          if (changed.inventory_id !== undefined)
            form.setFieldValue('cash_box_ids', branchBoxes(user.cash_boxes, changed.inventory_id));
          // the posting date follows the month: today in this month, else the month's last day
          if (!changed.month) return;
          const m = changed.month;
          form.setFieldValue('date', m.isSame(dayjs(), 'month') ? dayjs().startOf('day') : m.endOf('month'));
        }}
      >
        <Form.Item name="inventory_id" label={t('payroll.branch')} rules={required(t('payroll.branch'))}>
          <LookupSelect lookup={identityEndpoints.lookups.connectedInventory} data-testid="payroll-branch" />
        </Form.Item>
        <Form.Item name="month" label={t('payroll.month')} rules={required(t('payroll.month'))}>
          <DatePicker picker="month" format="YYYY-MM" style={{ width: '100%' }} data-testid="payroll-month" />
        </Form.Item>
        <Form.Item name="date" label={t('payroll.date')}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="cash_box_ids"
          label={t('payroll.cashBoxes')}
          rules={required(t('payroll.cashBoxes'))}
        >
          <LookupSelect
            lookup={resourceLookup('cash_box')}
            multiple
            filter={(b) => !branch || !b.inventory_id || String(b.inventory_id) === String(branch)}
            data-testid="payroll-boxes"
          />
        </Form.Item>
        <Form.Item name="exchange_rate" label={t('payroll.exchangeRate')}>
          <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="change_percent" label={t('payroll.changePercent')}>
          <InputNumber<string> stringMode min="0" max="1000" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label={t('payroll.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
