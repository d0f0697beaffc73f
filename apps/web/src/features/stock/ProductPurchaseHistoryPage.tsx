import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { productEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportHeader, type TableColumn, type TableRow } from '../../components/data-table';
import { renderCell } from '../../components/data-table/cells';
import { printTable } from '../../components/data-table/print-table';
import { humanize, looseT } from '../../components/loose-t';
import { saveFile } from '../../components/raw-call';
import { useScreenTitle } from '../../components/useScreenTitle';
import { formatNumber } from '../../platform/format/numbers';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { reportError } from '../../platform/report-error';
import { type HistoryRow, purchaseHistory } from './api';
import { historyColumns } from './PurchaseHistoryDialog';
import { LotSearchBox } from './search/LotSearchBox';

const ROUTE = 'report.product_purchase_history';
type Picked = { id: string; name: string; barcode: string };

/**
 * /report/product-purchase-history: pick a product with the batch search (name or barcode) and see
 * every receipt of its item (opening stock, purchases, purchase returns) with branch, prices and
 * supplier, newest first; print it or export it to Excel (the server's purchase-history export).
 */
export function ProductPurchaseHistoryPage() {
  const { t } = useTranslation('product-history');
  const { t: st } = useTranslation('stock');
  const lt = looseT(st);
  const { language, direction } = useLanguage();
  const title = useScreenTitle(ROUTE, `common:routes.${ROUTE}`, 'product purchase history');
  const [product, setProduct] = useState<Picked | null>(null);
  const [exporting, setExporting] = useState(false);
  const history = useQuery({
    queryKey: ['reports', 'product-purchase-history', product?.id],
    queryFn: ({ signal }) => purchaseHistory(product!.id, signal),
    enabled: product !== null,
  });
  const columns: TableColumn[] = [
    ...historyColumns(lt),
    { key: 'inventory', title: st('fields.inventory'), kind: 'text' },
  ];
  const rows = (history.data?.data ?? []).map((r, i) => ({ ...r, id: `${r.product_id}-${i}` }));
  const name = history.data?.product.name ?? product?.name ?? '';
  const barcode = history.data?.product.barcode ?? product?.barcode ?? '';
  const heading = t('product', { name, barcode });

  const onPrint = () => {
    const printable = rows.map((r) => ({
      ...r,
      type: lt(`historyTypes.${r.type}`, { defaultValue: humanize(r.type) }),
      bonus: formatNumber(r.bonus, { maximumFractionDigits: 0 }),
    }));
    const plain = columns.map((c) =>
      c.key === 'type' || c.key === 'bonus' ? { ...c, kind: 'text' as const } : c,
    );
    printTable(`${title} - ${heading}`, plain, printable as TableRow[], direction, language);
  };
  const onExport = async () => {
    if (!product) return;
    setExporting(true);
    try {
      const localTime = dayjs().format('YYYY-MM-DD HH:mm');
      await saveFile(
        productEndpoints.purchaseHistoryExport,
        {
          body: {
            product_id: product.id,
            visibleHeaders: columns.map((c) => exportHeader(c)),
            localTime,
          },
        },
        `${title} ${localTime.replace(':', '-')}.xlsx`,
      );
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="screen-product-purchase-history">
      <Typography.Title level={4}>{title}</Typography.Title>
      <div style={{ maxWidth: 720, marginBlockEnd: 12 }}>
        <LotSearchBox
          data-testid="history-product"
          onPick={(lot) => setProduct({ id: lot.id, name: lot.name, barcode: lot.barcode })}
        />
      </div>
      {product === null ? (
        <Typography.Text type="secondary">{t('chooseProduct')}</Typography.Text>
      ) : (
        <>
          <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBlockEnd: 8 }}>
            <Typography.Text strong data-testid="history-heading">
              {heading}
            </Typography.Text>
            <Flex gap={8}>
              <Button
                icon={<PrinterOutlined />}
                onClick={onPrint}
                disabled={rows.length === 0}
                data-testid="history-print"
              >
                {lt('table:print.button')}
              </Button>
              <Button
                icon={<FileExcelOutlined />}
                loading={exporting}
                onClick={() => void onExport()}
                data-testid="history-export"
              >
                {lt('table:export.button')}
              </Button>
            </Flex>
          </Flex>
          <Table<HistoryRow & { id: string }>
            data-testid="purchase-history"
            rowKey="id"
            size="small"
            bordered
            pagination={false}
            loading={history.isFetching}
            dataSource={rows}
            locale={{ emptyText: t('empty') }}
            scroll={{ x: 'max-content' }}
            columns={columns.map((c) => ({
              key: c.key,
              dataIndex: c.key,
              title: c.title,
              render: (_: unknown, row: HistoryRow & { id: string }) =>
                c.render ? c.render(row as unknown as TableRow) : renderCell(c, row as unknown as TableRow),
            }))}
          />
        </>
      )}
    </div>
  );
}

export default ProductPurchaseHistoryPage;
