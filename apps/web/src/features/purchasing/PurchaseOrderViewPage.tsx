import { PrinterOutlined } from '@ant-design/icons';
import { PURCHASE_ORDER_STATUS, purchaseOrderEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { ApproveConfirm } from '../../components/dialogs';
import { col, usePrintDocument } from '../../components/print-document';
import { Quantity } from '../../components/Quantity';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { ORDER_PATH } from './api';
import { isPositive, lineTotal } from './calc';
import { OrderStatusTag } from './status';

/**
 * A purchase order (view/{id}) and its approval page ({id}/approve): header, lines with received and
 * outstanding quantities; Approve (approve_purchase_order, pending orders), Edit, Receive as a purchase
 * (approved orders with something outstanding) and Print.
 */
export function PurchaseOrderViewPage() {
  const { t } = useTranslation('purchasing');
  const { id } = useParams();
  const approving = useLocation().pathname.endsWith('/approve');
  const title = useScreenTitle(
    approving ? 'inventory.purchase_order.approve' : 'inventory.purchase_order.view',
    'purchasing:order.title',
    'order',
  );
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = useCan();
  const printDocument = usePrintDocument();
  const [confirming, setConfirming] = useState(false);
  const { data: order, isLoading } = useQuery({
    queryKey: ['record', ORDER_PATH, id],
    queryFn: ({ signal }) => call(purchaseOrderEndpoints.get, { params: { id: id ?? '' } }, { signal }),
    staleTime: 0,
  });
  const approve = useMutation({
    meta: { silent: true },
    mutationFn: () => call(purchaseOrderEndpoints.approve!, { params: { id: id ?? '' } }),
    onSuccess: () => {
      notify.success(t('order.approved'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['record', ORDER_PATH, id] });
      setConfirming(false);
      if (approving) navigate(`/inventory/purchase-order/view/${id}`, { replace: true });
    },
    onError: (e) => {
      setConfirming(false);
      reportError(e);
    },
  });

  if (isLoading || !order) return <Spin spinning={isLoading} />;
  const status = Number(order.status);
  const currency = order.currency_code;
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;
  const outstanding = order.lines.some((l) => isPositive(l.outstanding_quantity));
  const onPrint = () =>
    printDocument({
      heading: `${title} ${order.invoice_id} - ${order.supplier_name} - ${dayjs(order.date).format(DATE_SHOWN)}`,
      inventoryId: order.inventory_id,
      columns: [
        col('item_name', t('fields.item')),
        col('barcode', t('fields.barcode')),
        col('quantity', t('fields.quantity'), 'number'),
        col('expected_price', t('fields.expectedPrice'), 'money'),
        col('received_quantity', t('fields.received'), 'number'),
        col('outstanding_quantity', t('fields.outstanding'), 'number'),
      ],
      rows: order.lines.map((l) => ({ ...l, currency_code: currency })),
    });

  return (
    <div data-testid="screen-purchase-order-view">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title} <bdi data-testid="order-number">{order.invoice_id}</bdi> <OrderStatusTag status={status} />
        </Typography.Title>
        <Flex gap={8} wrap>
          {status === PURCHASE_ORDER_STATUS.pending && can('approve_purchase_order') ? (
            <Button type="primary" onClick={() => setConfirming(true)} data-testid="order-approve">
              {t('actions.approve')}
            </Button>
          ) : null}
          {status === PURCHASE_ORDER_STATUS.pending && can('purchase_order_edit') ? (
            <Button onClick={() => navigate(`/inventory/purchase-order/${id}/edit`)}>
              {t('actions.edit')}
            </Button>
          ) : null}
          {status === PURCHASE_ORDER_STATUS.approved && outstanding && can('purchase_create') ? (
            <Button
              type="primary"
              onClick={() => navigate(`/inventory/purchase/add/${id}`)}
              data-testid="order-receive"
            >
              {t('actions.receive')}
            </Button>
          ) : null}
          <Button icon={<PrinterOutlined />} onClick={onPrint}>
            {t('actions.print')}
          </Button>
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBlockEnd: 12 }}
        items={[
          { key: 's', label: t('fields.supplier'), children: order.supplier_name },
          { key: 'i', label: t('fields.inventory'), children: order.inventory_name },
          { key: 'd', label: t('fields.date'), children: dayjs(order.date).format(DATE_SHOWN) },
          { key: 'c', label: t('fields.currency'), children: <CurrencyTag code={currency} /> },
          {
            key: 't',
            label: t('totals.total'),
            children: <Amount value={order.total} currency={currency} />,
          },
          { key: 'u', label: t('fields.createdBy'), children: order.created_by_name },
          ...(order.approved_at
            ? [
                {
                  key: 'a',
                  label: t('fields.approvedAt'),
                  children: dayjs(order.approved_at).format(`${DATE_SHOWN} hh:mm a`),
                },
              ]
            : []),
          ...(order.note ? [{ key: 'n', label: t('fields.note'), children: order.note }] : []),
        ]}
      />
      <Table
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={order.lines}
        data-testid="order-view-lines"
        columns={[
          {
            key: 'item',
            title: t('fields.item'),
            render: (_, l) => (
              <>
                {l.item_name} <bdi>({l.barcode})</bdi>
              </>
            ),
          },
          { key: 'q', title: t('fields.quantity'), render: (_, l) => <Quantity value={l.quantity} /> },
          { key: 'p', title: t('fields.expectedPrice'), render: (_, l) => money(l.expected_price) },
          {
            key: 't',
            title: t('fields.total'),
            render: (_, l) => money(lineTotal(l.quantity, l.expected_price)),
          },
          {
            key: 'r',
            title: t('fields.received'),
            render: (_, l) => <Quantity value={l.received_quantity} />,
          },
          {
            key: 'o',
            title: t('fields.outstanding'),
            render: (_, l) => (
              <span data-testid={`outstanding-${l.barcode}`}>
                <Quantity value={l.outstanding_quantity} />
              </span>
            ),
          },
        ]}
      />
      <ApproveConfirm
        open={confirming}
        onConfirm={() => approve.mutateAsync().catch(() => undefined)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

export default PurchaseOrderViewPage;
