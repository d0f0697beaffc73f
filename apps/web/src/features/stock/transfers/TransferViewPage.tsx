import { identityEndpoints, transferEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { ApproveConfirm, ConfirmDialog } from '../../../components/dialogs';
import { looseT } from '../../../components/loose-t';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { useCan } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { LotLines } from '../documents/LotLines';
import { TRANSFER_BASE, transferStatusLabels } from './TransfersScreen';

const STATUS_COLOR = { 1: 'gold', 2: 'green', 3: 'default' } as const;

/**
 * View one transfer (`/view/{id}`) or approve it (`/approve/{id}`): header, lines, and for a pending one
 * Approve (stock leaves the source and arrives at the destination) and Cancel; refusals ('you cannot
 * approve') come from the server.
 */
export function TransferViewPage({ approve = false }: { approve?: boolean }) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { id } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [asking, setAsking] = useState<'approve' | 'cancel' | null>(approve ? 'approve' : null);
  useScreenTitle(
    approve ? 'inventory.item_transfer.approve' : 'inventory.item_transfer.view',
    'stock:transfer.title',
    'transfer',
  );
  const record = useQuery({
    queryKey: ['stock', 'transfer', id],
    queryFn: ({ signal }) => call(transferEndpoints.get, { params: { id: id ?? '' } }, { signal }),
    staleTime: 0,
  });
  const act = useMutation({
    mutationFn: (what: 'approve' | 'cancel') => call(transferEndpoints[what]!, { params: { id: id ?? '' } }),
    onSuccess: (_r, what) => {
      notify.success(t(what === 'approve' ? 'transfer.approved' : 'transfer.cancelled'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void record.refetch();
    },
    onSettled: () => setAsking(null),
  });
  const r = record.data;
  const labels = transferStatusLabels(lt);
  const pending = r?.status === 1;

  return (
    <Spin spinning={record.isLoading}>
      {r ? (
        <Card
          data-testid="transfer-view"
          title={`${t(r.is_return ? 'transfer.returnTitle' : 'transfer.formTitle')} ${r.invoice_id}`}
          extra={
            <Tag color={STATUS_COLOR[r.status]} data-testid="transfer-status">
              {labels[r.status]}
            </Tag>
          }
        >
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={lt('fields.date')}>
              {dayjs(r.date).format('DD/MM/YYYY')}
            </Descriptions.Item>
            <Descriptions.Item label={lt('fields.from_inventory_id')}>
              <InventoryName id={r.from_inventory_id} />
            </Descriptions.Item>
            <Descriptions.Item label={lt('fields.to_inventory_id')}>
              <InventoryName id={r.to_inventory_id} />
            </Descriptions.Item>
            {r.note ? <Descriptions.Item label={lt('fields.note')}>{r.note}</Descriptions.Item> : null}
          </Descriptions>
          <LotLines
            readOnly
            quantityLabel={lt('fields.quantity')}
            lines={r.lines.map((l) => ({ ...l, product_id: String(l.product_id) }))}
          />
          <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
            <Button onClick={() => navigate(r.is_return ? '/inventory/transfer-return' : TRANSFER_BASE)}>
              {t('transfer.back')}
            </Button>
            {pending && can('item_transfer_create', 'item_transfer_edit') ? (
              <Button onClick={() => navigate(`${TRANSFER_BASE}/edit/${r.id}`)}>
                {lt('table:actions.edit')}
              </Button>
            ) : null}
            {pending ? (
              <Button danger onClick={() => setAsking('cancel')} data-testid="transfer-cancel">
                {t('transfer.cancel')}
              </Button>
            ) : null}
            {pending ? (
              <Button type="primary" onClick={() => setAsking('approve')} data-testid="transfer-approve">
                {t('transfer.approve')}
              </Button>
            ) : null}
          </Flex>
        </Card>
      ) : null}
      <ApproveConfirm
        open={asking === 'approve' && pending}
        onCancel={() => setAsking(null)}
        onConfirm={() => act.mutateAsync('approve').catch(() => undefined)}
      />
      <ConfirmDialog
        open={asking === 'cancel' && pending}
        title={lt('table:confirm.warning')}
        text={t('transfer.cancelText')}
        confirmLabel={t('transfer.cancel')}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => act.mutateAsync('cancel').catch(() => undefined)}
      />
    </Spin>
  );
}

function InventoryName({ id }: { id: string }) {
  const all = useQuery({
    queryKey: ['lookup', identityEndpoints.lookups.allInventory.path, {}],
    queryFn: async () => (await call(identityEndpoints.lookups.allInventory, {})).data,
    meta: { silent: true },
  });
  return <>{all.data?.find((x) => String(x.id) === String(id))?.name ?? id}</>;
}

export default TransferViewPage;
