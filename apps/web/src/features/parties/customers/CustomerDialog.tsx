import { type CustomerInput, customerEndpoints, customerInput } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import type { PendingFile } from '../../../components/dialogs/attachments/attachment-api';
import { uploadAttachments } from '../../../components/dialogs/attachments/attachment-api';
import { PendingFiles } from '../../../components/dialogs/attachments/PendingFiles';
import { FormDialog } from '../../../components/form/FormDialog';
import { LOOKUP_KEY } from '../../../components/form/lookup';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { validateObject } from '../../../components/form/validation';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser, useCan } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';
import { useCustomFieldDefinitions } from '../custom-fields';
import { CUSTOMER_MODEL, CUSTOMER_PATH, CUSTOMER_TYPE_LOOKUP, MAX_DEBIT_ABILITY } from './api';
import { BalanceTags } from './BalanceTags';
import {
  CustomerField,
  CustomFields,
  customerLabel,
  InventoriesField,
  MaxAmountsFields,
  PricingFields,
} from './CustomerFormParts';

/** The schema's fields the form sends (custom fields and max amounts are added apart). */
const KEYS = Object.keys(customerInput.shape).filter((k) => k !== 'custom_fields' && k !== 'max_amounts');

export interface CustomerDialogProps {
  open: boolean;
  /** The customer to edit; null adds a new one. */
  recordId: string | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

/**
 * Add New Customer / Update Customer (700 wide, persistent): name, inventory and phone required;
 * discount, sale price type, additional profit and receipt due day for users of a type-0 branch
 * (discount and profit at most 100); max debit amounts per currency only with
 * upsert_customer_max_debit_amount; custom fields of the Customer model; the status switch, code and
 * balances in edit mode; attachments (type Customer) uploaded with the id the create answers.
 */
export function CustomerDialog({ open, recordId, onClose, onSaved }: CustomerDialogProps) {
  const { t } = useTranslation('customers');
  const lt = looseT(t);
  const labelOf = customerLabel(lt);
  const [form] = Form.useForm();
  const client = useQueryClient();
  const user = useAuthUser();
  const can = useCan();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const isEdit = recordId !== null;
  const pricing = user.default_branch_type === 0;
  const maxDebit = can(MAX_DEBIT_ABILITY);

  const record = useQuery({
    queryKey: ['record', CUSTOMER_PATH, recordId],
    queryFn: ({ signal }) => call(customerEndpoints.get, { params: { id: recordId ?? '' } }, { signal }),
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  const definitions = useCustomFieldDefinitions('Customer', open && !isEdit);
  const customFields = isEdit ? (record.data?.custom_fields ?? []) : (definitions.data ?? []);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFiles([]);
    if (!isEdit) {
      form.setFieldsValue({
        inventory_id: user.default_branch_id ?? undefined,
        inventory_ids: [],
        discount: '0',
        price_type: 1,
        additional_profit_percentage: '0',
        status: 1,
      });
    } else if (record.data) {
      const r = record.data;
      form.setFieldsValue({
        ...Object.fromEntries(KEYS.map((k) => [k, (r as unknown as Record<string, unknown>)[k] ?? null])),
        price_type: r.price_type,
        status: Number(r.status),
        max: Object.fromEntries((r.max_amounts ?? []).map((m) => [m.currency_code, m.amount])),
        custom: Object.fromEntries(r.custom_fields.map((f) => [f.base_custom_field_id, f.field_value])),
      });
    }
  }, [open, isEdit, record.data, form, user.default_branch_id]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const values = Object.fromEntries(KEYS.map((k) => [k, all[k] === '' ? null : all[k]]));
    const { data, errors } = validateObject(customerInput, values, labelOf, lt);
    if (!data) {
      form.setFields(Object.entries(errors).map(([name, list]) => ({ name, errors: list })));
      return;
    }
    const custom = (all.custom ?? {}) as Record<string, string | null>;
    const max = (all.max ?? {}) as Record<string, string | null>;
    const body = {
      ...(data as CustomerInput),
      custom_fields: customFields.map((f) => ({
        base_custom_field_id: f.base_custom_field_id,
        field_value: custom[f.base_custom_field_id] || null,
      })),
      ...(maxDebit
        ? {
            max_amounts: Object.entries(max)
              .filter(([, amount]) => amount !== null && amount !== undefined && amount !== '')
              .map(([currency_code, amount]) => ({ currency_code, amount: String(amount) })),
          }
        : {}),
    };
    let id: string;
    try {
      id = isEdit
        ? (await call(customerEndpoints.update, { params: { id: recordId }, body })).id
        : (await call(customerEndpoints.create, { body })).id;
    } catch (e) {
      applyServerErrors(form, e, [...KEYS, 'custom_fields', 'max_amounts'], labelOf, lt);
      return;
    }
    if (!isEdit && files.length > 0) {
      try {
        await uploadAttachments(String(id), CUSTOMER_MODEL, files);
      } catch (e) {
        reportError(e);
      }
    }
    notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
    void client.invalidateQueries({ queryKey: [TABLE_KEY, CUSTOMER_PATH] });
    void client.invalidateQueries({ queryKey: LOOKUP_KEY });
    onSaved?.(String(id ?? recordId));
    onClose();
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const field = (
    key: string,
    widget: 'text' | 'textarea' | 'date' | 'lookup' = 'text',
    span = 12,
    lookup?: string,
  ) => <CustomerField key={key} form={form} span={span} field={{ key, widget, lookup }} />;

  return (
    <FormDialog
      open={open}
      title={t(isEdit ? 'dialog.editTitle' : 'dialog.addTitle')}
      width={700}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      keyboard={false}
      hint={lt('table:form.requiredHint')}
    >
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-customer">
          <Row gutter={12}>
            {isEdit ? (
              <>
                <Col xs={24} sm={8}>
                  <Form.Item label={labelOf('code')}>
                    <Input value={record.data?.code} readOnly data-testid="customer-code" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item label={labelOf('balance')}>
                    <span data-testid="customer-balance">
                      <BalanceTags balances={record.data?.balance} />
                    </span>
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item
                    name="status"
                    label={labelOf('status')}
                    valuePropName="checked"
                    getValueProps={(v: unknown) => ({ checked: Number(v) === 1 })}
                    normalize={(checked: boolean) => (checked ? 1 : 0)}
                  >
                    <Switch
                      checkedChildren={t('status.active')}
                      unCheckedChildren={t('status.inactive')}
                      data-testid="field-status"
                    />
                  </Form.Item>
                </Col>
              </>
            ) : null}
            {field('name')}
            {field('phone')}
            {field('inventory_id', 'lookup', 12, 'user/inventory')}
            <InventoriesField />
            {field('custom_code')}
            {field('email')}
            {field('customer_type_id', 'lookup', 12, CUSTOMER_TYPE_LOOKUP)}
            {field('id_card_no')}
            {field('id_card_type', 'text', 8)}
            {field('id_card_place', 'text', 8)}
            {field('id_card_date', 'date', 8)}
            {field('address', 'textarea', 24)}
            {pricing ? <PricingFields form={form} /> : null}
            {maxDebit ? <MaxAmountsFields /> : null}
            <CustomFields fields={customFields} />
            {!isEdit ? (
              <Col span={24}>
                <Typography.Text strong>{t('dialog.attachments')}</Typography.Text>
                <PendingFiles value={files} onChange={setFiles} />
              </Col>
            ) : null}
          </Row>
        </Form>
      </Spin>
    </FormDialog>
  );
}
