import { ADJUSTMENT_ENDPOINTS } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/form/DialogFooter';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { BRANCH_HEADER, type BranchHeader, BranchHeaderFields } from '../documents/DocumentHeaderFields';
import { addLine, type LotLine, LotLines } from '../documents/LotLines';
import { useLinesDialogSave } from '../documents/useLinesDialogSave';
import { LotSearchBox } from '../search/LotSearchBox';

export type AdjustmentKind = 'entry' | 'daily';

/**
 * A count correction: the branch, date and reason, and each lot's counted quantity (it starts at the
 * stock on hand; the server moves the difference and posts its value to the ledger).
 */
export function AdjustmentDialog({
  kind,
  open,
  onClose,
}: {
  kind: AdjustmentKind;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const user = useAuthUser();
  const _client = useQueryClient();
  const [form] = Form.useForm<BranchHeader>();
  const [lines, setLines] = useState<LotLine[]>([]);
  const { guard, lineErrors, setLineErrors } = useLinesDialogSave<BranchHeader>({
    form,
    lineCount: lines.length,
    header: BRANCH_HEADER,
    editing: false,
    send: (v) =>
      call(ADJUSTMENT_ENDPOINTS[kind].create, {
        body: {
          inventory_id: v.inventory_id ?? '',
          date: v.date ?? '',
          reason: v.reason ?? '',
          lines: lines.map((l) => ({ product_id: l.product_id, counted: l.quantity || '0' })),
        },
      }),
    onClose,
  });
  const inventory = Form.useWatch('inventory_id', form) as string | null | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), inventory_id: user.default_branch_id });
    setLines([]);
    setLineErrors({});
  }, [open, form, user.default_branch_id, setLineErrors]);

  return (
    <Modal
      open={open}
      title={t(`adjustment.${kind}.add`)}
      width={900}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onSave={() => guard.run()} loading={guard.loading} />}
    >
      <Form form={form} layout="vertical" data-testid={`form-adjustment-${kind}`}>
        <BranchHeaderFields />
      </Form>
      <LotSearchBox
        inventoryId={inventory}
        disabled={!inventory}
        onPick={(lot) =>
          setLines((l) => (l.some((x) => x.product_id === lot.id) ? l : addLine(l, lot, lot.quantity)))
        }
        data-testid="adjustment-search"
      />
      <div style={{ marginBlockStart: 12 }}>
        <LotLines
          lines={lines}
          onChange={setLines}
          quantityLabel={lt('fields.counted')}
          errors={lineErrors}
        />
      </div>
    </Modal>
  );
}
