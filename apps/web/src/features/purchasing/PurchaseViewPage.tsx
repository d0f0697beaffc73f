import { PrinterOutlined } from '@ant-design/icons';
import { purchaseEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Flex, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CurrencyTag } from '../../components/CurrencyTag';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { looseT } from '../../components/loose-t';
import { col, usePrintDocument } from '../../components/print-document';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { formatNumber } from '../../platform/format/numbers';
import { PurchaseHistoryDialog } from '../stock/PurchaseHistoryDialog';
import { PURCHASE_PATH } from './api';
import { lineFromDetail, type PurchaseLine } from './lines';
import { PurchaseLinesTable } from './PurchaseLinesTable';
import { PurchaseTotals } from './PurchaseTotals';

/** view/{id}: a purchase as saved, its lines with their costs, the totals; edit, return, print. */
export function PurchaseViewPage() {
  const { t } = useTranslation('purchasing');
  const lt = looseT(t);
  const { id } = useParams();
  const title = useScreenTitle('inventory.purchase.view', 'purchasing:purchase.title', 'purchase');
  const navigate = useNavigate();
  const can = useCan();
  const printDocument = usePrintDocument();
  const [history, setHistory] = useState<PurchaseLine | null>(null);
  const { data: p, isLoading } = useQuery({
    queryKey: ['record', PURCHASE_PATH, id],
    queryFn: ({ signal }) => call(purchaseEndpoints.get, { params: { id: id ?? '' } }, { signal }),
    staleTime: 0,
  });
  if (isLoading || !p) return <Spin spinning={isLoading} />;
  const currency = p.currency_code;
  const lines = p.lines.map(lineFromDetail);
  const locked = p.sold || p.audited;
  const onPrint = () =>
    printDocument({
      heading: `${title} ${p.invoice_id} - ${p.supplier_name} - ${dayjs(p.purchase_date).format(DATE_SHOWN)}`,
      total: { amount: p.total, currency },
      inventoryId: p.inventory_id,
      columns: [
        col('item_name', t('fields.item')),
        col('barcode', t('fields.barcode')),
        col('batch_number', t('fields.batchNumber')),
        col('expire_date', t('fields.expireDate'), 'date'),
        col('quantity', t('fields.quantity'), 'number'),
        col('bonus', t('fields.bonus'), 'number'),
        col('purchase_price', t('fields.purchasePrice'), 'money'),
        col('total', t('fields.total'), 'money'),
      ],
      rows: p.lines.map((l) => ({ ...l, currency_code: currency })),
    });

  return (
    <div data-testid="screen-purchase-view">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title} <bdi data-testid="purchase-number">{p.invoice_id}</bdi>
        </Typography.Title>
        <Flex gap={8} wrap>
          {can('purchase_edit') && !locked ? (
            <Button onClick={() => navigate(`/inventory/purchase/edit/${id}`)} data-testid="purchase-edit">
              {t('actions.edit')}
            </Button>
          ) : null}
          {can('purchase_return_create') ? (
            <Button
              onClick={() => navigate(`/inventory/purchase-return/add?purchase_id=${id}`)}
              data-testid="purchase-return"
            >
              {t('actions.return')}
            </Button>
          ) : null}
          <Button icon={<PrinterOutlined />} onClick={onPrint}>
            {t('actions.print')}
          </Button>
        </Flex>
      </Flex>
      {p.sold ? (
        <Alert type="info" showIcon style={{ marginBlockEnd: 12 }} title={lt('server:soldLocked')} />
      ) : null}
      {p.audited ? (
        <Alert type="info" showIcon style={{ marginBlockEnd: 12 }} title={lt('server:auditedLocked')} />
      ) : null}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBlockEnd: 12 }}
        items={[
          { key: 's', label: t('fields.supplier'), children: p.supplier_name },
          { key: 'i', label: t('fields.inventory'), children: p.inventory_name },
          { key: 'd', label: t('fields.date'), children: dayjs(p.purchase_date).format(DATE_SHOWN) },
          { key: 'c', label: t('fields.currency'), children: <CurrencyTag code={currency} /> },
          {
            key: 'r',
            label: t('fields.rate'),
            children: <bdi>{formatNumber(p.exchange_rate, { maximumFractionDigits: 8 })}</bdi>,
          },
          { key: 'ref', label: t('fields.invoiceReference'), children: p.invoice_reference ?? '' },
          ...(p.purchase_order_invoice_id
            ? [{ key: 'o', label: t('fields.order'), children: p.purchase_order_invoice_id }]
            : []),
          { key: 'u', label: t('fields.createdBy'), children: p.created_by_name },
          ...(p.note ? [{ key: 'n', label: t('fields.note'), children: p.note }] : []),
        ]}
      />
      <PurchaseLinesTable
        readOnly
        lines={lines}
        currency={currency}
        costs={p.lines.map((l) => l.cost)}
        fcCurrencies={[...new Set(p.lines.flatMap((l) => (l.sale_prices ?? []).map((s) => s.currency_code)))]}
        onEdit={() => undefined}
        onFcPrice={() => undefined}
        onRemove={() => undefined}
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
    </div>
  );
}

export default PurchaseViewPage;
