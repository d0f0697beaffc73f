import { ADJUSTMENT_ENDPOINTS, type EndpointInput } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { BRANCH_HEADER, type BranchHeader, BranchHeaderFields } from '../documents/DocumentHeaderFields';
import { addLine, type LotLine, LotLines } from '../documents/LotLines';
import { applyDocumentErrors } from '../documents/line-errors';
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
  const client = useQueryClient();
  const [form] = Form.useForm<BranchHeader>();
  const [lines, setLines] = useState<LotLine[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const inventory = Form.useWatch('inventory_id', form) as string | null | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), inventory_id: user.default_branch_id });
    setLines([]);
    setLineErrors({});
  }, [open, form, user.default_branch_id]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: EndpointInput<typeof ADJUSTMENT_ENDPOINTS.entry.create>['body']) =>
      call(ADJUSTMENT_ENDPOINTS[kind].create, { body }),
    onSuccess: () => {
      notify.success(lt('table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
  });
  const submit = async () => {
    let v: BranchHeader;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (lines.length === 0) return notify.error(t('lines.required'));
    try {
      await save.mutateAsync({
        inventory_id: v.inventory_id ?? '',
        date: v.date ?? '',
        reason: v.reason ?? '',
        lines: lines.map((l) => ({ product_id: l.product_id, counted: l.quantity || '0' })),
      });
    } catch (e) {
      setLineErrors(applyDocumentErrors(e, form, BRANCH_HEADER, lt));
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  return (
    <Modal
      open={open}
      title={t(`adjustment.${kind}.add`)}
      width={900}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {lt('table:actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="form-submit"
        >
          {lt('table:actions.save')}
        </Button>,
      ]}
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
