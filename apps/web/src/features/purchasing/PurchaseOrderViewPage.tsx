import { PURCHASE_ORDER_STATUS, type PurchaseOrder, purchaseOrderEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { ApproveConfirm } from '../../components/dialogs';
import { DocumentView } from '../../components/document/DocumentView';
import { itemColumn } from '../../components/document/line-columns';
import { recordKey, useDocumentRecord } from '../../components/document/useDocumentEntry';
import { Quantity } from '../../components/Quantity';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { isPositive, lineTotal } from './calc';
import { useHeadLabels, usePrintColumns } from './head-labels';
import { OrderStatusTag } from './status';

type OrderViewLine = PurchaseOrder['lines'][number];

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
  const [confirming, setConfirming] = useState(false);
  const labels = useHeadLabels(false);
  const printColumns = usePrintColumns([
    'item_name',
    'barcode',
    'quantity',
    'expected_price',
    'received_quantity',
    'outstanding_quantity',
  ]);
  const { data: order, isLoading } = useDocumentRecord(purchaseOrderEndpoints.get, id);
  const approve = useMutation({
    meta: { silent: true },
    mutationFn: () => call(purchaseOrderEndpoints.approve!, { params: { id: id ?? '' } }),
    onSuccess: () => {
      notify.success(t('order.approved'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: recordKey(purchaseOrderEndpoints.get, id) });
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
  const pending = status === PURCHASE_ORDER_STATUS.pending;
  const currency = order.currency_code;
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;
  const outstanding = order.lines.some((l) => isPositive(l.outstanding_quantity));

  return (
    <DocumentView
      testId="screen-purchase-order-view"
      title={title}
      head={{ ...order, party: order.supplier_name }}
      labels={labels}
      numberTestId="order-number"
      badge={<OrderStatusTag status={status} />}
      actions={[
        {
          key: 'approve',
          label: t('actions.approve'),
          show: pending && can('approve_purchase_order'),
          primary: true,
          onClick: () => setConfirming(true),
          testId: 'order-approve',
        },
        {
          key: 'edit',
          label: t('actions.edit'),
          show: pending && can('purchase_order_edit'),
          onClick: () => navigate(`/inventory/purchase-order/${id}/edit`),
        },
        {
          key: 'receive',
          label: t('actions.receive'),
          show: status === PURCHASE_ORDER_STATUS.approved && outstanding && can('purchase_create'),
          primary: true,
          onClick: () => navigate(`/inventory/purchase/add/${id}`),
          testId: 'order-receive',
        },
      ]}
      fields={[
        { key: 't', label: t('totals.total'), children: <Amount value={order.total} currency={currency} /> },
      ]}
      print={{ columns: printColumns, rows: order.lines }}
    >
      <Table
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={order.lines}
        data-testid="order-view-lines"
        columns={[
          itemColumn<OrderViewLine>(t('fields.item')),
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
    </DocumentView>
  );
}

export default PurchaseOrderViewPage;
