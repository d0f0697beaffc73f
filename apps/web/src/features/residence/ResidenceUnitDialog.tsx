import { InboxOutlined } from '@ant-design/icons';
import { endpointPath, residenceUnit, residenceUnitEndpoints, residenceUnitInput } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Image, Row, Select, Spin, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { useFileObjectUrl } from '../../components/file-links';
import { FormDialog } from '../../components/form/FormDialog';
import { useLookup } from '../../components/form/lookup';
import { ResourceField } from '../../components/form/ResourceField';
import { validateWithSchema } from '../../components/form/schema-form';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import type { SchemaLike } from '../../components/form/validation';
import { looseT } from '../../components/loose-t';
import { sendForm } from '../../components/raw-call';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { type BuildingRow, floorOptions, isImageFile, UNIT_KEYS, UNIT_PATH, unitFormData } from './unit-form';

const shape = residenceUnitInput.shape as unknown as Record<string, SchemaLike>;
const fieldOf = (key: string) => residenceUnit.fields.find((f) => f.key === key)!;

interface Props {
  open: boolean;
  /** The unit to edit; null adds a new one. */
  recordId: string | null;
  onClose: () => void;
}

/**
 * Add New / Update Residence Unit (500 wide, persistent): the shared schema's rules, Building Floor
 * offered as 'Floor 1'..'Floor N' of the chosen building and required with a building, an image
 * (images only), sent as multipart to `general/residence-unit` (update with the PUT override).
 */
export function ResidenceUnitDialog({ open, recordId, onClose }: Props) {
  const { t } = useTranslation('residence');
  const lt = looseT(t);
  const [form] = Form.useForm();
  const client = useQueryClient();
  const user = useAuthUser();
  const isEdit = recordId !== null;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const labelOf = (key: string) => lt(`residence:fields.${key}`, { defaultValue: key });

  const buildings = useLookup<BuildingRow>(residenceUnitEndpoints.buildings, {
    name: t('lookups.buildings'),
    enabled: open,
  });
  const blockId = Form.useWatch('residence_block_id', form) as string | null | undefined;
  const buildingId = Form.useWatch('building_id', form) as string | null | undefined;
  const building = (buildings.data ?? []).find((b) => String(b.id) === String(buildingId ?? ''));
  const floors = building?.number_of_floors ?? null;

  const record = useQuery({
    queryKey: ['record', UNIT_PATH, recordId],
    queryFn: ({ signal }) =>
      call(residenceUnitEndpoints.get, { params: { id: recordId as string } }, { signal }) as Promise<
        Record<string, unknown>
      >,
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setImage(null);
    setImageError(null);
    if (!isEdit)
      form.setFieldsValue({ is_corner_lot: 0, quantity: '1', currency_code: user.base_currency_code });
    else if (record.data)
      form.setFieldsValue(Object.fromEntries(UNIT_KEYS.map((k) => [k, record.data?.[k] ?? null])));
  }, [open, isEdit, record.data, form, user.base_currency_code]);

  const onBuildingChange = (next: string | null) => {
    form.setFieldsValue({ building_id: next, building_floor: null });
  };

  const submit = async () => {
    form.setFieldValue('building_number_of_floors', floors);
    const keys = [...UNIT_KEYS, 'building_number_of_floors'];
    const data = await validateWithSchema(form, residenceUnitInput, keys, labelOf, lt);
    if (!data || imageError) return;
    try {
      const body = unitFormData(form.getFieldsValue(UNIT_KEYS as unknown as string[]), image, isEdit);
      if (isEdit) await sendForm(residenceUnitEndpoints.update, { id: recordId as string }, body);
      else await sendForm(residenceUnitEndpoints.create, undefined, body);
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, UNIT_PATH] });
      onClose();
    } catch (e) {
      applyServerErrors(form, e, [...UNIT_KEYS, 'image'], labelOf, lt);
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const field = (key: string, span = 12) => (
    <Col xs={24} sm={span} key={key}>
      <ResourceField field={fieldOf(key)} schema={shape[key]!} label={labelOf(key)} form={form} />
    </Col>
  );
  // the record's load time versions the address, so a reopened dialog shows a replaced image
  const stored = useFileObjectUrl(
    isEdit && record.data?.has_image
      ? `${endpointPath(residenceUnitEndpoints.image.path, { id: recordId })}?v=${record.dataUpdatedAt}`
      : null,
  );
  const current = image ? null : (stored ?? null);

  return (
    <FormDialog
      open={open}
      title={t(isEdit ? 'dialog.editTitle' : 'dialog.addTitle')}
      width={500}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      keyboard={false}
      hint={lt('table:form.requiredHint')}
    >
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-residence_unit">
          <Form.Item name="building_number_of_floors" hidden noStyle />
          <Row gutter={12}>
            {field('name')}
            {field('code')}
            {field('residence_block_id')}
            <Col xs={24} sm={12}>
              <Form.Item name="building_id" label={labelOf('building_id')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={buildings.isFetching}
                  data-testid="unit-building"
                  onChange={(v) => onBuildingChange((v as string | undefined) ?? null)}
                  options={(buildings.data ?? [])
                    .filter(
                      (b) =>
                        !blockId || !b.residence_block_id || String(b.residence_block_id) === String(blockId),
                    )
                    .map((b) => ({ value: String(b.id), label: b.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="building_floor"
                label={labelOf('building_floor')}
                required={Boolean(buildingId)}
                dependencies={['building_id']}
                rules={[
                  {
                    validator: async (_, value) => {
                      if (!buildingId) return;
                      if (value === null || value === undefined || value === '')
                        throw new Error(
                          lt('table:validation.required', { field: labelOf('building_floor') }),
                        );
                      if (floors && Number(value) > floors)
                        throw new Error(
                          lt('table:validation.max_value', {
                            field: labelOf('building_floor'),
                            max: floors,
                          }),
                        );
                    },
                  },
                ]}
              >
                <Select
                  allowClear
                  disabled={!buildingId}
                  data-testid="unit-floor"
                  options={floorOptions(floors, (n) => t('floor', { n }))}
                />
              </Form.Item>
            </Col>
            {field('number_of_floors')}
            {field('residence_area_id')}
            {field('residence_view_id')}
            {field('quantity')}
            {field('currency_code')}
            {field('sale_price')}
            {field('is_corner_lot')}
            {field('description', 24)}
            <Col span={24}>
              <Form.Item
                label={labelOf('image')}
                validateStatus={imageError ? 'error' : undefined}
                help={imageError ?? undefined}
              >
                <Upload.Dragger
                  accept="image/*"
                  maxCount={1}
                  height={200}
                  data-testid="unit-image"
                  fileList={image ? [{ uid: '1', name: image.name, status: 'done' }] : []}
                  onRemove={() => setImage(null)}
                  beforeUpload={(file) => {
                    if (!isImageFile(file)) {
                      setImageError(t('image.notImage'));
                      setImage(null);
                      return Upload.LIST_IGNORE;
                    }
                    setImageError(null);
                    setImage(file);
                    return false;
                  }}
                >
                  {current ? (
                    <Image src={current} preview={false} height={120} alt={labelOf('image')} />
                  ) : (
                    <p>
                      <InboxOutlined style={{ fontSize: 32 }} />
                    </p>
                  )}
                  <p>{t('image.drop')}</p>
                </Upload.Dragger>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </FormDialog>
  );
}
