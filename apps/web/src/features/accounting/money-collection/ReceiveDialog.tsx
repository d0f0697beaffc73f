import { receiveCollectionEndpoint } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import type { TableRow } from '../../../components/data-table';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { DateFormItem } from '../../../components/form/DateFormItem';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { sumDecimals } from '../../../components/form/decimal';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';

interface Values {
  cash_box_id?: string | null;
  counted_amount?: string | null;
  date?: string | null;
  note?: string | null;
}
const FIELDS = ['cash_box_id', 'counted_amount', 'date', 'note'];

/**
 * The accountant receives a pending bag: the box of the bag's currency it goes into, what was counted
 * (the bag's amount to start with), the date and a note; the difference shows as it is typed.
 */
export function ReceiveDialog({ bag, onClose }: { bag: TableRow | null; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const user = useAuthUser();
  const currency = String(bag?.currency_code ?? '');
  const boxes = user.cash_boxes.filter((b) => b.currency_code === currency);
  const counted = Form.useWatch('counted_amount', form) as string | null | undefined;
  const difference = bag ? sumDecimals([counted ?? '0', `-${String(bag.amount)}`]) : '0';
  useEffect(() => {
    if (!bag) return;
    const mine = user.cash_boxes.filter((b) => b.currency_code === bag.currency_code);
    form.resetFields();
    form.setFieldsValue({
      counted_amount: String(bag.amount),
      date: dayjs().format('YYYY-MM-DD'),
      cash_box_id: mine.find((b) => b.is_default)?.id ?? mine[0]?.id ?? null,
    });
  }, [bag, form, user.cash_boxes]);
  const labelOf = (k: string) => lt(`collection.${k}`);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: Values) =>
      call(receiveCollectionEndpoint, {
        params: { id: String(bag!.id) },
        body: {
          cash_box_id: v.cash_box_id!,
          counted_amount: v.counted_amount!,
          date: v.date!,
          note: v.note ?? null,
        },
      }),
    onSuccess: () => {
      notify.success(lt('collection.receivedDone'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, labelOf, lt),
  });
  const guard = useSubmitForm(form, (v) => save.mutateAsync(v));
  const required = (k: string) => ({
    required: true,
    message: lt('table:validation.required', { field: labelOf(k) }),
  });
  return (
    <Modal
      open={bag !== null}
      title={`${lt('collection.receive')} ${String(bag?.invoice_id ?? '')}`}
      width={560}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      {bag ? (
        <Descriptions size="small" column={1} style={{ marginBlockEnd: 12 }}>
          <Descriptions.Item label={lt('collection.collector')}>
            {String(bag.collector_name ?? '')}
          </Descriptions.Item>
          <Descriptions.Item label={lt('fields.amount')}>
            <Amount value={String(bag.amount)} currency={currency} />
          </Descriptions.Item>
          <Descriptions.Item label={lt('collection.difference')}>
            <span data-testid="receive-difference">
              <Amount value={difference} currency={currency} />
            </span>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" data-testid="form-receive">
        <Form.Item name="cash_box_id" label={labelOf('cash_box_id')} rules={[required('cash_box_id')]}>
          <Select options={boxes.map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` }))} />
        </Form.Item>
        <Form.Item
          name="counted_amount"
          label={labelOf('counted_amount')}
          rules={[required('counted_amount')]}
        >
          <MoneyInput />
        </Form.Item>
        <DateFormItem name="date" label={labelOf('date')} requiredMessage={required('date').message} />
        <Form.Item name="note" label={labelOf('note')}>
          <Input maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
