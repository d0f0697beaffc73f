import { hospitalEndpoints } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { itemCodesKey } from './api';
import { ItemPicker, type PickedItem } from './ItemPicker';

export interface MapCodeTarget {
  connectionId: string;
  /** The code being mapped (fixed); none: a new mapping whose code is typed. */
  code?: string;
  /** The hospital's name of the drug, to help find the item. */
  drugName?: string | null;
  /** The item it maps to now (editing). */
  item?: PickedItem | null;
}

/**
 * Maps a hospital drug code to an item (PUT api-connection/{id}/item-codes). The prescriptions that
 * wait with this code are read with it on Retry (the dead-letter list).
 */
export function MapCodeDialog({
  target,
  onClose,
  onSaved,
}: {
  target: MapCodeTarget | null;
  onClose: () => void;
  onSaved?: (code: string) => void;
}) {
  const { t } = useTranslation('hospital');
  const client = useQueryClient();
  const [form] = Form.useForm<{ code: string; item_id: string }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!target) return;
    // a refused field shows its message under it
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const code = values.code.trim();
      await call(hospitalEndpoints.mapCodes, {
        params: { id: target.connectionId },
        body: { codes: [{ code, item_id: values.item_id }] },
      });
      notify.success(t('codes.saved'));
      await client.invalidateQueries({ queryKey: itemCodesKey(target.connectionId) });
      onClose();
      onSaved?.(code);
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target?.item ? t('codes.edit') : t('codes.map')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('codes.save')}
      okButtonProps={{ loading: saving, 'data-testid': 'map-code-save' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ code: target?.code ?? '', item_id: target?.item?.id }}
        data-testid="map-code-dialog"
      >
        <Form.Item
          name="code"
          label={t('codes.code')}
          rules={[{ required: true, whitespace: true, max: 64 }]}
          extra={
            target?.drugName ? (
              <Typography.Text type="secondary">
                {t('codes.hospitalName')}: <bdi>{target.drugName}</bdi>
              </Typography.Text>
            ) : undefined
          }
        >
          <Input disabled={!!target?.code} data-testid="map-code-code" />
        </Form.Item>
        <Form.Item name="item_id" label={t('codes.item')} rules={[{ required: true }]}>
          <ItemPicker initial={target?.item ?? null} data-testid="map-code-item" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
