import {
  assetEndpoints,
  DEPRECIATION_METHODS,
  type DepreciationMethod,
  identityEndpoints,
  resourceLookup,
} from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { DateFormItem } from '../../../components/form/DateFormItem';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { defaultRate, newIdempotencyKey } from '../../../components/form/money-document-rules';
import { NumberInput } from '../../../components/form/NumberInput';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';

const FIELDS = [
  'inventory_id',
  'date',
  'name',
  'asset_category_id',
  'cost',
  'salvage_value',
  'currency_code',
  'exchange_rate',
  'useful_life_months',
  'depreciation_rate',
  'method',
  'cash_box_id',
  'note',
];
type Values = Partial<Record<(typeof FIELDS)[number], string | null>>;

/**
 * A new asset: branch, purchase date, name, category, cost and salvage value in a currency (the rate off
 * the base), the depreciation method, useful life in months or an annual rate (else the category's; declining
 * balance needs both), the box it was paid from (none: brought in at opening), note.
 */
export function AssetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const a = (k: string) => lt(`assets.${k}`);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const user = useAuthUser();
  const base = user.base_currency_code;
  const key = useRef(newIdempotencyKey());
  const currency = (Form.useWatch('currency_code', form) as string | null | undefined) ?? base;
  useEffect(() => {
    if (!open) return;
    key.current = newIdempotencyKey();
    form.resetFields();
    form.setFieldsValue({
      date: dayjs().format('YYYY-MM-DD'),
      inventory_id: user.default_branch_id,
      currency_code: base,
      salvage_value: '0',
      method: 'straight_line',
    });
  }, [open, form, base, user.default_branch_id]);
  const codes = [...new Set([base, ...user.cash_boxes.map((b) => b.currency_code)])];
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: Values) =>
      call(
        assetEndpoints.create,
        {
          body: {
            inventory_id: v.inventory_id!,
            date: v.date!,
            name: v.name!,
            asset_category_id: v.asset_category_id!,
            cost: v.cost!,
            salvage_value: v.salvage_value ?? '0',
            currency_code: v.currency_code ?? base,
            exchange_rate:
              v.currency_code && v.currency_code !== base && v.exchange_rate ? v.exchange_rate : undefined,
            useful_life_months: v.useful_life_months ? Number(v.useful_life_months) : undefined,
            depreciation_rate: v.depreciation_rate || undefined,
            method: (v.method as DepreciationMethod | null) ?? 'straight_line',
            cash_box_id: v.cash_box_id ?? null,
            note: v.note ?? null,
          },
        },
        { headers: { 'Idempotency-Key': key.current } },
      ),
    onSuccess: () => {
      notify.success(lt('table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, a, lt),
  });
  const guard = useSubmitForm(form, (v) => save.mutateAsync(v));
  const required = (k: string) => ({
    required: true,
    message: lt('table:validation.required', { field: a(k) }),
  });
  const item = (k: string, node: React.ReactNode, opts: { required?: boolean; span?: number } = {}) => (
    <Col xs={24} sm={opts.span ?? 12}>
      <Form.Item name={k} label={a(k)} rules={opts.required ? [required(k)] : []}>
        {node}
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open={open}
      title={lt('table:form.addTitle', { name: a('one') })}
      width={720}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Form form={form} layout="vertical" data-testid="form-asset">
        <Row gutter={12}>
          {item('inventory_id', <LookupSelect lookup={identityEndpoints.lookups.inventory} />, {
            required: true,
          })}
          <Col xs={24} sm={12}>
            <DateFormItem name="date" label={a('date')} requiredMessage={required('date').message} />
          </Col>
          {item('name', <Input maxLength={190} data-testid="field-name" />, { required: true })}
          {item('asset_category_id', <LookupSelect lookup={resourceLookup('asset_category')} />, {
            required: true,
          })}
          {item(
            'currency_code',
            <Select
              options={codes.map((c) => ({ value: c, label: c }))}
              onChange={(c: string) =>
                form.setFieldsValue({
                  exchange_rate: defaultRate(user.currency_rates, c, base),
                  cash_box_id: null,
                })
              }
            />,
          )}
          {currency !== base ? item('exchange_rate', <MoneyInput decimals={8} />, { required: true }) : null}
          {item('cost', <MoneyInput />, { required: true })}
          {item('salvage_value', <MoneyInput />)}
          {item(
            'method',
            <Select
              data-testid="field-method"
              options={DEPRECIATION_METHODS.map((m) => ({ value: m, label: a(m) }))}
            />,
          )}
          {item('useful_life_months', <NumberInput min={1} max={1200} precision={0} />)}
          {item('depreciation_rate', <MoneyInput decimals={4} max={100} />)}
          {item(
            'cash_box_id',
            <Select
              allowClear
              placeholder={a('opening')}
              options={user.cash_boxes
                .filter((b) => b.currency_code === currency)
                .map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` }))}
            />,
            { span: 24 },
          )}
          {item('note', <Input.TextArea rows={2} maxLength={2000} />, { span: 24 })}
        </Row>
      </Form>
    </Modal>
  );
}
