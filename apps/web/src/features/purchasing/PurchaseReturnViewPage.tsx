import { purchaseReturnEndpoints } from '@bb/contracts';
import { Spin } from 'antd';
import { Amount } from '../../components/Amount';
import { DocumentView } from '../../components/document/DocumentView';
import { useDocumentRecord } from '../../components/document/useDocumentEntry';
import { usePrintColumns, usePurchasingView } from './head-labels';
import { ReturnLinesTable, returnLineFromDetail } from './ReturnLinesTable';

/** A purchase return as saved (detail view/{id}): header, lots returned, totals; edit and print. */
export function PurchaseReturnViewPage() {
  const { t, id, title, navigate, can, labels } = usePurchasingView(
    'inventory.purchase_return_detail.view',
    'purchasing:return.title',
    'return',
    true,
  );
  const printColumns = usePrintColumns([
    'item_name',
    'barcode',
    'batch_number',
    'quantity',
    'price',
    'total',
  ]);
  const { data: r, isLoading } = useDocumentRecord(purchaseReturnEndpoints.get, id);
  if (isLoading || !r) return <Spin spinning={isLoading} />;
  const currency = r.currency_code;
  const money = (v: string) => <Amount value={v} currency={currency} />;

  return (
    <DocumentView
      testId="screen-purchase-return-view"
      title={title}
      head={{ ...r, party: r.supplier_name }}
      labels={labels}
      numberTestId="return-number"
      actions={[
        {
          key: 'edit',
          label: t('actions.edit'),
          show: can('purchase_return_edit') && !r.audited,
          onClick: () => navigate(`/inventory/purchase-return-detail/add-edit/${id}`),
        },
      ]}
      fields={[
        { key: 't', label: t('totals.total'), children: money(r.total) },
        { key: 'a', label: t('totals.received'), children: money(r.amount_received) },
        { key: 'm', label: t('totals.remaining'), children: money(r.remaining) },
      ]}
      print={{ columns: printColumns, rows: r.lines, total: { amount: r.total, currency } }}
    >
      <ReturnLinesTable
        readOnly
        currency={currency}
        lines={r.lines.map((l) => returnLineFromDetail(l, String(l.id)))}
      />
    </DocumentView>
  );
}

export default PurchaseReturnViewPage;
