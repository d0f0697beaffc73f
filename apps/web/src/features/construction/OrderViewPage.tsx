import { constructionEndpoints, constructionOrderEndpoints, ORDER_STATUS } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { ApproveConfirm, ConfirmDialog } from '../../components/dialogs';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { formatQuantity } from '../../platform/format/numbers';
import { reportError } from '../../platform/report-error';
import { ORDER_BASE, OrderStatus } from './shared';

type Decision = 'approve' | 'cancel' | 'close';

/**
 * `/construction/stock-out-orders/view/{id}` and `/{id}/approve`: one order with what is ordered, issued,
 * left and held per line; a pending order is approved (which reserves the stock) or cancelled, an approved
 * one closed (what is left is released).
 */
export default function OrderViewPage() {
  const { t } = useTranslation('construction');
  const { id } = useParams();
  const approving = useLocation().pathname.endsWith('/approve');
  useScreenTitle(
    approving ? 'construction.stock_out_orders.approve' : 'construction.stock_out_orders.view',
    'construction:orders.title',
    'stock-out order',
  );
  const navigate = useNavigate();
  const can = useCan();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<Decision | null>(null);
  const key = ['construction-order', id];
  const record = useQuery({
    queryKey: key,
    queryFn: () => call(constructionOrderEndpoints.get, { params: { id: id! } }),
  });
  const decide = useMutation({
    mutationFn: (what: Decision) => {
      const params = { id: id! };
      if (what === 'approve') return call(constructionOrderEndpoints.approve!, { params });
      if (what === 'cancel') return call(constructionOrderEndpoints.cancel!, { params });
      return call(constructionEndpoints.closeOrder, { params });
    },
    meta: { silent: true },
    onSuccess: (_res, what) => {
      void message.success(t(`orders.done.${what}`));
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    },
    onError: reportError,
    onSettled: () => setAsking(null),
  });
  const r = record.data;
  const pending = r?.status === ORDER_STATUS.pending;
  const mayDecide = can('construction_stock_out_order_approve');
  return (
    <Spin spinning={record.isLoading}>
      {r ? (
        <Card
          data-testid="construction-order-view"
          title={r.invoice_id}
          extra={<OrderStatus status={r.status} />}
        >
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'project', label: t('fields.project'), children: r.project_name },
              { key: 'inventory', label: t('fields.inventory'), children: r.inventory_name },
              { key: 'date', label: t('fields.date'), children: dayjs(r.date).format('DD/MM/YYYY') },
              { key: 'by', label: t('fields.created_by_name'), children: r.created_by_name ?? '-' },
              { key: 'approved', label: t('fields.approved_by_name'), children: r.approved_by_name ?? '-' },
              { key: 'note', label: t('fields.note'), children: r.note ?? '-' },
            ]}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={r.lines}
            columns={[
              { key: 'code', dataIndex: 'boq_code', title: t('fields.code'), width: 80 },
              { key: 'boq', dataIndex: 'boq_name', title: t('fields.boq_line') },
              { key: 'item', dataIndex: 'item_name', title: t('fields.item') },
              { key: 'building', dataIndex: 'building_name', title: t('fields.building') },
              { key: 'quantity', title: t('fields.quantity'), render: (_, l) => formatQuantity(l.quantity) },
              { key: 'issued', title: t('fields.issued'), render: (_, l) => formatQuantity(l.issued) },
              {
                key: 'outstanding',
                title: t('fields.outstanding'),
                render: (_, l) => formatQuantity(l.outstanding),
              },
              { key: 'reserved', title: t('fields.reserved'), render: (_, l) => formatQuantity(l.reserved) },
            ]}
          />
          <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
            <Button onClick={() => navigate(ORDER_BASE)}>{t('form.back')}</Button>
            {pending && can('construction_stock_out_order_edit') ? (
              <Button onClick={() => navigate(`${ORDER_BASE}/${r.id}/edit`)}>{t('actions.edit')}</Button>
            ) : null}
            {pending && mayDecide ? (
              <>
                <Button danger onClick={() => setAsking('cancel')} data-testid="order-cancel">
                  {t('actions.cancel')}
                </Button>
                <Button type="primary" onClick={() => setAsking('approve')} data-testid="order-approve">
                  {t('actions.approve')}
                </Button>
              </>
            ) : null}
            {r.status === ORDER_STATUS.approved && mayDecide ? (
              <Button onClick={() => setAsking('close')} data-testid="order-close">
                {t('actions.close')}
              </Button>
            ) : null}
          </Flex>
          <ApproveConfirm
            open={asking === 'approve'}
            onConfirm={() => decide.mutateAsync('approve').catch(() => undefined)}
            onCancel={() => setAsking(null)}
          />
          <ConfirmDialog
            open={asking === 'cancel' || asking === 'close'}
            title={asking === 'close' ? t('actions.close') : t('actions.cancel')}
            text={asking === 'close' ? t('orders.closeText') : t('orders.cancelText')}
            confirmLabel={t('actions.yes')}
            danger
            onConfirm={() => decide.mutateAsync(asking!).catch(() => undefined)}
            onCancel={() => setAsking(null)}
          />
        </Card>
      ) : null}
    </Spin>
  );
}
