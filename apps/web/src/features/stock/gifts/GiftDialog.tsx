import { type EndpointInput, type GiftRecord, giftEndpoints } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { newIdempotencyKey } from '../../../components/form/money-document-rules';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { formatNumber } from '../../../platform/format/numbers';
import { addLine, type LotLine, LotLines } from '../documents/LotLines';
import { useLinesDialogSave } from '../documents/useLinesDialogSave';
import { LotSearchBox } from '../search/LotSearchBox';
import { GIFT_HEADER, type GiftHeader, GiftHeaderFields } from './GiftHeaderFields';

/** The dialog's subject: a new gift (`id` null), or a saved one to edit or (read-only) to view. */
export interface GiftTarget {
  id: string | null;
  readOnly?: boolean;
}

export const giftLines = (r: GiftRecord): LotLine[] =>
  r.lines.map((l) => ({
    product_id: String(l.product_id),
    name: l.name,
    barcode: l.barcode,
    batch_number: l.batch_number,
    expire_date: l.expire_date,
    stock: '',
    quantity: l.quantity,
  }));

/** The body of a save: the header as the form has it and one line per lot. */
/** The body of create and update; the form's rules have made every required field present. */
export function giftBody(
  v: GiftHeader,
  lines: LotLine[],
): EndpointInput<typeof giftEndpoints.create>['body'] {
  return {
    inventory_id: v.inventory_id!,
    date: v.date!,
    customer_id: v.customer_id ?? null,
    reason: v.reason!,
    note: v.note ?? null,
    lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
  };
}

/**
 * Add New Gift / Update Gift: branch, date, optional customer, reason, note and the lots given with
 * their quantities (batch search of the branch, lots in stock only). A view (or an audited gift) shows
 * the same read-only with its value at cost. A new gift is sent with an idempotency key.
 */
export function GiftDialog({ target, onClose }: { target: GiftTarget | null; onClose: () => void }) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const user = useAuthUser();
  const _client = useQueryClient();
  const [form] = Form.useForm<GiftHeader>();
  const [lines, setLines] = useState<LotLine[]>([]);
  const key = useRef(newIdempotencyKey());
  const inventory = Form.useWatch('inventory_id', form) as string | null | undefined;
  const open = target !== null;
  const id = target?.id ?? null;
  const { guard, lineErrors, setLineErrors } = useLinesDialogSave<GiftHeader>({
    form,
    lineCount: lines.length,
    header: GIFT_HEADER,
    editing: id !== null,
    send: (v) =>
      id === null
        ? call(
            giftEndpoints.create,
            { body: giftBody(v, lines) },
            { headers: { 'Idempotency-Key': key.current } },
          )
        : call(giftEndpoints.update, { params: { id }, body: giftBody(v, lines) }),
    onClose,
  });
  const record = useQuery({
    queryKey: ['stock', 'gift', id],
    queryFn: ({ signal }) => call(giftEndpoints.get, { params: { id: id! } }, { signal }),
    enabled: open && id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const audited = Boolean(record.data?.invoice_audit_status);
  const readOnly = Boolean(target?.readOnly) || audited;

  useEffect(() => {
    if (!open) return;
    setLineErrors({});
    if (id === null) {
      key.current = newIdempotencyKey();
      form.resetFields();
      form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), inventory_id: user.default_branch_id });
      setLines([]);
    } else if (record.data) {
      const r = record.data;
      form.setFieldsValue({
        inventory_id: String(r.inventory_id),
        date: String(r.date).slice(0, 10),
        customer_id: r.customer_id ? String(r.customer_id) : null,
        reason: r.reason,
        note: r.note,
      });
      setLines(giftLines(r));
    }
  }, [open, id, record.data, form, user.default_branch_id, setLineErrors]);

  const title =
    id === null ? t('gift.add') : (record.data?.invoice_id ?? t(readOnly ? 'gift.view' : 'gift.edit'));

  return (
    <Modal
      open={open}
      title={title}
      width={900}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        readOnly ? (
          [
            <Button key="close" onClick={onClose} data-testid="gift-close">
              {t('transfer.back')}
            </Button>,
          ]
        ) : (
          <DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />
        )
      }
    >
      <Spin spinning={id !== null && record.isLoading}>
        {audited ? (
          <Alert type="info" showIcon title={lt('server:auditedLocked')} style={{ marginBlockEnd: 12 }} />
        ) : null}
        <Form form={form} layout="vertical" disabled={readOnly} data-testid="form-gift">
          <GiftHeaderFields saved={id !== null} />
        </Form>
        {readOnly && record.data ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBlockEnd: 8 }}>
            <Descriptions.Item label={t('gift.value')}>
              <span data-testid="gift-value">
                {formatNumber(record.data.value, { maximumFractionDigits: 6 })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={lt('fields.created_by_name')}>
              {record.data.created_by_name ?? ''}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <LotSearchBox
            inventoryId={inventory}
            existedProducts
            disabled={!inventory}
            onPick={(lot) => setLines((l) => addLine(l, lot))}
            data-testid="gift-search"
          />
        )}
        <div style={{ marginBlockStart: 12 }}>
          <LotLines
            lines={lines}
            onChange={setLines}
            readOnly={readOnly}
            quantityLabel={lt('fields.quantity')}
            errors={lineErrors}
          />
        </div>
      </Spin>
    </Modal>
  );
}
