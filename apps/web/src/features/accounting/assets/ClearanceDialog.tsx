import { assetClearanceEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '../../../components/data-table';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { DateFormItem } from '../../../components/form/DateFormItem';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';

const FIELDS = ['date', 'sale_amount', 'cash_box_id', 'note'];
interface Values {
  date?: string | null;
  sale_amount?: string | null;
  cash_box_id?: string | null;
  note?: string | null;
}

/** Clear an asset: the date, what it was sold for (0: disposed of) and the box the money went into. */
export function ClearanceDialog({ asset, onClose }: { asset: TableRow | null; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const a = (k: string) => lt(`assets.${k}`);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const user = useAuthUser();
  useEffect(() => {
    if (!asset) return;
    form.resetFields();
    form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), sale_amount: '0' });
  }, [asset, form]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: Values) =>
      call(assetClearanceEndpoints.create, {
        body: {
          asset_id: String(asset!.id),
          date: v.date!,
          sale_amount: v.sale_amount ?? '0',
          cash_box_id: v.cash_box_id ?? null,
          note: v.note ?? null,
        },
      }),
    onSuccess: () => {
      notify.success(lt('table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, a, lt),
  });
  const guard = useSubmitForm(form, (v) => save.mutateAsync(v));
  return (
    <Modal
      open={asset !== null}
      title={`${a('clear')}: ${String(asset?.name ?? '')}`}
      width={520}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Form form={form} layout="vertical" data-testid="form-asset-clearance">
        <DateFormItem
          name="date"
          label={a('date')}
          requiredMessage={lt('table:validation.required', { field: a('date') })}
        />
        <Form.Item name="sale_amount" label={a('sale_amount')}>
          <MoneyInput />
        </Form.Item>
        <Form.Item name="cash_box_id" label={a('cash_box_id')}>
          <Select
            allowClear
            options={user.cash_boxes
              .filter((b) => b.currency_code === asset?.currency_code)
              .map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` }))}
          />
        </Form.Item>
        <Form.Item name="note" label={a('note')}>
          <Input maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
