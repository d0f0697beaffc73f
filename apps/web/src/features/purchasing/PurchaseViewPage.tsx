import { purchaseEndpoints } from '@bb/contracts';
import { Col, Row, Spin } from 'antd';
import { useState } from 'react';
import { DocumentView } from '../../components/document/DocumentView';
import { useDocumentRecord } from '../../components/document/useDocumentEntry';
import { PurchaseHistoryDialog } from '../stock/PurchaseHistoryDialog';
import { usePrintColumns, usePurchasingView } from './head-labels';
import { lineFromDetail, type PurchaseLine } from './lines';
import { PurchaseLinesTable } from './PurchaseLinesTable';
import { PurchaseTotals } from './PurchaseTotals';

/** view/{id}: a purchase as saved, its lines with their costs, the totals; edit, return, print. */
export function PurchaseViewPage() {
  const { t, id, title, navigate, can, labels } = usePurchasingView(
    'inventory.purchase.view',
    'purchasing:purchase.title',
    'purchase',
    true,
  );
  const printColumns = usePrintColumns([
    'item_name',
    'barcode',
    'batch_number',
    'expire_date',
    'quantity',
    'bonus',
    'purchase_price',
    'total',
  ]);
  const [history, setHistory] = useState<PurchaseLine | null>(null);
  const { data: p, isLoading } = useDocumentRecord(purchaseEndpoints.get, id);
  if (isLoading || !p) return <Spin spinning={isLoading} />;
  const currency = p.currency_code;
  const none = () => undefined;

  return (
    <DocumentView
      testId="screen-purchase-view"
      title={title}
      head={{ ...p, party: p.supplier_name, date: p.purchase_date }}
      labels={labels}
      numberTestId="purchase-number"
      actions={[
        {
          key: 'edit',
          label: t('actions.edit'),
          show: can('purchase_edit') && !(p.sold || p.audited),
          onClick: () => navigate(`/inventory/purchase/edit/${id}`),
          testId: 'purchase-edit',
        },
        {
          key: 'return',
          label: t('actions.return'),
          show: can('purchase_return_create'),
          onClick: () => navigate(`/inventory/purchase-return/add?purchase_id=${id}`),
          testId: 'purchase-return',
        },
      ]}
      notices={[...(p.sold ? ['soldLocked'] : []), ...(p.audited ? ['auditedLocked'] : [])]}
      fields={[
        { key: 'ref', label: t('fields.invoiceReference'), children: p.invoice_reference ?? '' },
        ...(p.purchase_order_invoice_id
          ? [{ key: 'o', label: t('fields.order'), children: p.purchase_order_invoice_id }]
          : []),
      ]}
      print={{ columns: printColumns, rows: p.lines, total: { amount: p.total, currency } }}
    >
      <PurchaseLinesTable
        readOnly
        lines={p.lines.map(lineFromDetail)}
        currency={currency}
        costs={p.lines.map((l) => l.cost)}
        fcCurrencies={[...new Set(p.lines.flatMap((l) => (l.sale_prices ?? []).map((s) => s.currency_code)))]}
        onEdit={none}
        onFcPrice={none}
        onRemove={none}
        onHistory={(l) => setHistory(l)}
      />
      <Row style={{ marginBlockStart: 12 }}>
        <Col xs={24} md={{ span: 12, offset: 12 }}>
          <PurchaseTotals
            currency={currency}
            base={currency}
            rate={p.exchange_rate}
            subtotal={p.subtotal}
            expenses={p.expenses}
            total={p.total}
            paid={p.amount_paid}
            remaining={p.remaining}
            baseTotal={null}
          />
        </Col>
      </Row>
      <PurchaseHistoryDialog
        productId={history?.product_id ?? null}
        name={history?.item_name}
        barcode={history?.barcode}
        onClose={() => setHistory(null)}
      />
    </DocumentView>
  );
}

export default PurchaseViewPage;
