import { type SupplierInput, supplierEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { CustomFieldInputs } from '../../../components/form/CustomFieldInputs';
import { FormDialog } from '../../../components/form/FormDialog';
import { LOOKUP_KEY } from '../../../components/form/lookup';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { notify } from '../../../platform/notify';
import { useCustomFieldDefinitions } from '../custom-fields';
import { type CustomFieldValue, SUPPLIER_PATH } from './api';
import { BalanceTags } from './BalanceTags';

export interface SupplierDialogProps {
  open: boolean;
  /** The supplier to edit; null adds a new one. */
  recordId: string | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

interface Values {
  name?: string;
  phone?: string | null;
  address?: string | null;
  status?: boolean;
  custom?: Record<string, string | null>;
}

const FIELDS = ['name', 'phone', 'address', 'status', 'custom_fields'];

/**
 * Add New Supplier / Update Supplier: name (required), phone, address, the balances per currency (edit,
 * read only), the status switch (edit) and the custom fields defined for suppliers.
 */
export function SupplierDialog({ open, recordId, onClose, onSaved }: SupplierDialogProps) {
  const { t } = useTranslation('suppliers');
  const lt = looseT(t);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const isEdit = recordId !== null;
  const labelOf = (key: string) => lt(`fields.${key}`);

  const record = useQuery({
    queryKey: ['record', SUPPLIER_PATH, recordId],
    queryFn: ({ signal }) => call(supplierEndpoints.get, { params: { id: recordId ?? '' } }, { signal }),
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  const definitions = useCustomFieldDefinitions('Supplier', open && !isEdit);
  const customFields: CustomFieldValue[] = isEdit
    ? (record.data?.custom_fields ?? [])
    : (definitions.data ?? []);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!isEdit) form.setFieldsValue({ status: true });
    else if (record.data) {
      const r = record.data;
      form.setFieldsValue({
        name: r.name,
        phone: r.phone,
        address: r.address,
        status: Number(r.status) === 1,
        custom: Object.fromEntries(r.custom_fields.map((f) => [f.base_custom_field_id, f.field_value])),
      });
    }
  }, [open, isEdit, record.data, form]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: SupplierInput) =>
      isEdit
        ? call(supplierEndpoints.update, { params: { id: recordId }, body })
        : call(supplierEndpoints.create, { body }),
    onSuccess: (answer) => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, SUPPLIER_PATH] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      onSaved?.(String(answer?.id ?? recordId ?? ''));
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, FIELDS, labelOf, lt),
  });

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const all = { ...form.getFieldsValue(true), ...v } as Values;
    const body = {
      name: all.name ?? '',
      phone: all.phone || null,
      address: all.address || null,
      status: all.status === false ? (0 as const) : (1 as const),
      custom_fields: customFields.map((f) => ({
        base_custom_field_id: f.base_custom_field_id,
        field_value: all.custom?.[f.base_custom_field_id] || null,
      })),
    };
    await save.mutateAsync(body).catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: lt('table:validation.required', { field: label }),
  });

  return (
    <FormDialog
      open={open}
      title={t(isEdit ? 'dialog.editTitle' : 'dialog.addTitle')}
      width={600}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      hint={lt('table:form.requiredHint')}
    >
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-supplier">
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={labelOf('name')} rules={[required(labelOf('name'))]}>
                <Input maxLength={190} data-testid="field-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="phone" label={labelOf('phone')}>
                <Input maxLength={40} dir="ltr" data-testid="field-phone" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="address" label={labelOf('address')}>
                <Input.TextArea rows={2} maxLength={500} data-testid="field-address" />
              </Form.Item>
            </Col>
            <CustomFieldInputs fields={customFields} />
            {isEdit ? (
              <>
                <Col xs={24} sm={12}>
                  <Form.Item name="status" label={labelOf('status')} valuePropName="checked">
                    <Switch
                      checkedChildren={lt('status.active')}
                      unCheckedChildren={lt('status.inactive')}
                      data-testid="field-status"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label={labelOf('balance')}>
                    <span data-testid="supplier-balance">
                      <BalanceTags balances={record.data?.balance} />
                    </span>
                  </Form.Item>
                </Col>
              </>
            ) : null}
          </Row>
        </Form>
      </Spin>
    </FormDialog>
  );
}
