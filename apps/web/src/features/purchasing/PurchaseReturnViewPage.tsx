import { PrinterOutlined } from '@ant-design/icons';
import { purchaseReturnEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { col, usePrintDocument } from '../../components/print-document';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { formatNumber } from '../../platform/format/numbers';
import { RETURN_PATH } from './api';
import { ReturnLinesTable } from './ReturnLinesTable';

/** A purchase return as saved (detail view/{id}): header, lots returned, totals; edit and print. */
export function PurchaseReturnViewPage() {
  const { t } = useTranslation('purchasing');
  const { id } = useParams();
  const title = useScreenTitle('inventory.purchase_return_detail.view', 'purchasing:return.title', 'return');
  const navigate = useNavigate();
  const can = useCan();
  const printDocument = usePrintDocument();
  const { data: r, isLoading } = useQuery({
    queryKey: ['record', RETURN_PATH, id],
    queryFn: ({ signal }) => call(purchaseReturnEndpoints.get, { params: { id: id ?? '' } }, { signal }),
    staleTime: 0,
  });
  if (isLoading || !r) return <Spin spinning={isLoading} />;
  const currency = r.currency_code;
  const money = (v: string) => <Amount value={v} currency={currency} />;
  const onPrint = () =>
    printDocument({
      heading: `${title} ${r.invoice_id} - ${r.supplier_name} - ${dayjs(r.date).format(DATE_SHOWN)}`,
      total: { amount: r.total, currency },
      inventoryId: r.inventory_id,
      columns: [
        col('item_name', t('fields.item')),
        col('barcode', t('fields.barcode')),
        col('batch_number', t('fields.batchNumber')),
        col('quantity', t('fields.quantity'), 'number'),
        col('price', t('fields.price'), 'money'),
        col('total', t('fields.total'), 'money'),
      ],
      rows: r.lines.map((l) => ({ ...l, currency_code: currency })),
    });

  return (
    <div data-testid="screen-purchase-return-view">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title} <bdi data-testid="return-number">{r.invoice_id}</bdi>
        </Typography.Title>
        <Flex gap={8}>
          {can('purchase_return_edit') && !r.audited ? (
            <Button onClick={() => navigate(`/inventory/purchase-return-detail/add-edit/${id}`)}>
              {t('actions.edit')}
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
          { key: 's', label: t('fields.supplier'), children: r.supplier_name },
          { key: 'i', label: t('fields.inventory'), children: r.inventory_name },
          { key: 'd', label: t('fields.date'), children: dayjs(r.date).format(DATE_SHOWN) },
          { key: 'c', label: t('fields.currency'), children: <CurrencyTag code={currency} /> },
          {
            key: 'r',
            label: t('fields.rate'),
            children: <bdi>{formatNumber(r.exchange_rate, { maximumFractionDigits: 8 })}</bdi>,
          },
          { key: 't', label: t('totals.total'), children: money(r.total) },
          { key: 'a', label: t('totals.received'), children: money(r.amount_received) },
          { key: 'm', label: t('totals.remaining'), children: money(r.remaining) },
          { key: 'u', label: t('fields.createdBy'), children: r.created_by_name },
          ...(r.note ? [{ key: 'n', label: t('fields.note'), children: r.note }] : []),
        ]}
      />
      <ReturnLinesTable
        readOnly
        currency={currency}
        lines={r.lines.map((l) => ({
          key: String(l.id),
          product_id: String(l.product_id),
          item_id: String(l.item_id),
          item_name: l.item_name,
          barcode: l.barcode,
          batch_number: l.batch_number,
          expire_date: l.expire_date,
          available: l.lot_quantity,
          quantity: l.quantity,
          price: l.price,
        }))}
      />
    </div>
  );
}

export default PurchaseReturnViewPage;
