import { BarcodeOutlined } from '@ant-design/icons';
import { type EndpointOutput, itemEndpoints, type LookupEndpoint, resourceLookup } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Spin, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { useFileObjectUrl } from '../../../components/file-links';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { LOOKUP_KEY } from '../../../components/form/lookup';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { NumberInput } from '../../../components/form/NumberInput';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { sendForm } from '../../../components/raw-call';
import { call } from '../../../platform/api/call';
import { useCan } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { getItem, itemImagePath } from '../api';
import { ImageUpload } from './ImageUpload';
import { ITEM_FIELDS, type ItemValues, itemAccess, itemFormData, NEW_ITEM, valuesOf } from './item-rules';

export type CreatedItem = EndpointOutput<typeof itemEndpoints.create>;

export interface ItemDialogProps {
  open: boolean;
  /** The item to update; null adds a new one. */
  itemId: string | null;
  onClose: () => void;
  /** After a new item is saved (a Service opens Add To Stock). */
  onCreated?: (item: CreatedItem) => void;
}

/**
 * Add New Item / Update Item (650 wide, shared-screens 3): name and barcode required (the barcode fixed
 * when updating without item_edit_barcode; a custom barcode generator), old barcode read-only, dosage form,
 * scientific name and per packet only with their item_show_* abilities, category limited to the chosen
 * group, type, status switch, hidden switch only with item_show_hidden, an image. Sent as multipart.
 */
export function ItemDialog({ open, itemId, onClose, onCreated }: ItemDialogProps) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const can = useCan();
  const client = useQueryClient();
  const [form] = Form.useForm<ItemValues>();
  const isEdit = itemId !== null;
  const access = itemAccess(can, isEdit);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const group = Form.useWatch('group_id', form) as string | null | undefined;
  const type = Form.useWatch('type', form) as number | undefined;

  const record = useQuery({
    queryKey: ['stock', 'item', itemId],
    queryFn: ({ signal }) => getItem(itemId!, signal),
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  const lastBarcode = useQuery({
    queryKey: ['stock', 'custom-barcode'],
    queryFn: async () => (await call(itemEndpoints.lastCustomBarcode, {})).name,
    enabled: open && !isEdit,
    meta: { silent: true },
  });

  const filledFrom = useRef<unknown>(null);
  useEffect(() => {
    if (!open) {
      filledFrom.current = null;
      return;
    }
    const source = isEdit ? record.data : 'new';
    if (!source || filledFrom.current === source) return;
    filledFrom.current = source;
    form.resetFields();
    setImage(null);
    setImageError(null);
    form.setFieldsValue(isEdit && record.data ? valuesOf(record.data) : NEW_ITEM);
  }, [open, isEdit, record.data, form]);

  /** A new group empties a category of another group. */
  const previousGroup = useRef(group);
  useEffect(() => {
    if (previousGroup.current !== undefined && previousGroup.current !== group)
      form.setFieldValue('category_id', null);
    previousGroup.current = group;
  }, [group, form]);

  const generate = useMutation({
    mutationFn: async () => (await call(itemEndpoints.nextCustomBarcode, {})).name,
    onSuccess: (code) => {
      form.setFieldValue('barcode', code);
      void form.validateFields(['barcode']).catch(() => undefined);
      void lastBarcode.refetch();
    },
  });

  const labelOf = (key: string) => lt(`fields.${key}`);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: async (v: ItemValues) => {
      const fd = itemFormData(v, { access, record: record.data ?? null, image });
      if (isEdit) return sendForm(itemEndpoints.update, { id: itemId as string }, fd) as Promise<CreatedItem>;
      return sendForm(itemEndpoints.create, undefined, fd);
    },
    onSuccess: (item) => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      onClose();
      if (!isEdit) onCreated?.(item);
    },
    onError: (error) => applyServerErrors(form, error, ITEM_FIELDS, labelOf, lt),
  });

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (imageError) return;
    await save.mutateAsync(form.getFieldsValue(true) as ItemValues).catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: lt('table:validation.required', { field: labelOf(key) }),
  });
  const lookup = (
    key: keyof ItemValues,
    endpoint: LookupEndpoint,
    extra?: Partial<Parameters<typeof LookupSelect>[0]>,
  ) => (
    <Form.Item name={key} label={labelOf(key)}>
      <LookupSelect lookup={endpoint} enabled={open} allowClear data-testid={`field-${key}`} {...extra} />
    </Form.Item>
  );
  const currentImage = useFileObjectUrl(
    isEdit && record.data?.has_image ? itemImagePath(record.data.id, record.data.updated_at) : null,
  );

  return (
    <Modal
      open={open}
      title={t(isEdit ? 'item.updateTitle' : 'item.addTitle')}
      width={650}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 12 }}>
        {lt('table:form.requiredHint')}
      </Typography.Paragraph>
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-item">
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={labelOf('name')} rules={[required('name')]}>
                <Input maxLength={190} data-testid="field-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label={labelOf('barcode')}
                required
                extra={
                  !isEdit && lastBarcode.data ? t('item.lastBarcode', { code: lastBarcode.data }) : undefined
                }
              >
                <Space.Compact block>
                  <Form.Item name="barcode" noStyle rules={[required('barcode')]}>
                    <Input
                      maxLength={64}
                      dir="ltr"
                      disabled={!access.barcodeEditable}
                      data-testid="field-barcode"
                      aria-label={labelOf('barcode')}
                    />
                  </Form.Item>
                  {access.barcodeEditable ? (
                    <Tooltip title={t('item.generateBarcode')}>
                      <Button
                        icon={<BarcodeOutlined />}
                        loading={generate.isPending}
                        onClick={() => generate.mutate()}
                        aria-label={t('item.generateBarcode')}
                        data-testid="generate-barcode"
                      />
                    </Tooltip>
                  ) : null}
                </Space.Compact>
              </Form.Item>
            </Col>
            {isEdit ? (
              <Col xs={24} sm={12}>
                <Form.Item name="old_barcode" label={labelOf('old_barcode')}>
                  <Input readOnly dir="ltr" data-testid="field-old_barcode" />
                </Form.Item>
              </Col>
            ) : null}
            {access.scientificName ? (
              <Col xs={24} sm={12}>
                <Form.Item name="scientific_name" label={labelOf('scientific_name')}>
                  <Input maxLength={190} data-testid="field-scientific_name" />
                </Form.Item>
              </Col>
            ) : null}
            {access.dosageForm ? (
              <Col xs={24} sm={12}>
                {lookup('dosage_form_id', resourceLookup('dosage_form'))}
              </Col>
            ) : null}
            {access.perPacket ? (
              <Col xs={24} sm={12}>
                <Form.Item name="per_packet" label={labelOf('per_packet')}>
                  <NumberInput min={0} max={100000} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24} sm={12}>
              {lookup('brand_id', resourceLookup('brand'))}
            </Col>
            <Col xs={24} sm={12}>
              {lookup('measurement_id', resourceLookup('measurement'))}
            </Col>
            <Col xs={24} sm={12}>
              {lookup('group_id', resourceLookup('group'))}
            </Col>
            <Col xs={24} sm={12}>
              {lookup('category_id', resourceLookup('category'), {
                params: { group_id: group ?? undefined },
                enabled: open && Boolean(group),
                disabled: !group,
              })}
            </Col>
            <Col xs={24} sm={12}>
              {lookup('rack_id', resourceLookup('rack'))}
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="type" label={labelOf('type')} rules={[{ required: true }]}>
                <Select
                  data-testid="field-type"
                  options={[1, 2, 3].map((v) => ({ value: v, label: lt(`types.${v}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="min_quantity" label={labelOf('min_quantity')}>
                <MoneyInput decimals={4} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="status" label={labelOf('status')} valuePropName="checked">
                <Switch data-testid="field-status" />
              </Form.Item>
            </Col>
            {type !== 3 ? (
              <Col xs={8}>
                <Form.Item name="stockable" label={labelOf('stockable')} valuePropName="checked">
                  <Switch data-testid="field-stockable" />
                </Form.Item>
              </Col>
            ) : null}
            {access.hidden ? (
              <Col xs={8}>
                <Form.Item name="hidden" label={labelOf('hidden')} valuePropName="checked">
                  <Switch data-testid="field-hidden" />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item label={labelOf('image')}>
                <ImageUpload
                  file={image}
                  onChange={setImage}
                  currentUrl={currentImage}
                  error={imageError}
                  onError={setImageError}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
