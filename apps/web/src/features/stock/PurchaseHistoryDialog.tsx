import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { productEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportHeader, type TableColumn, type TableRow } from '../../components/data-table';
import { renderCell } from '../../components/data-table/cells';
import { printTable } from '../../components/data-table/print-table';
import { humanize, type LooseT, looseT } from '../../components/loose-t';
import { saveFile } from '../../components/raw-call';
import { formatNumber } from '../../platform/format/numbers';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { type HistoryRow, purchaseHistory } from './api';

export interface PurchaseHistoryDialogProps {
  /** The lot (product) whose item's history is shown; null keeps the dialog closed. */
  productId: string | null;
  onClose: () => void;
  /** Shown in the title until the answer names the product. */
  name?: string;
  barcode?: string;
}

/** The dialog's table height (spec 2.4). */
export const HISTORY_TABLE_HEIGHT = 700;

/** The kinds of rows a purchase history has (stock/history.ts): opening stock, purchases, returns. */
const HISTORY_TYPES = ['add_to_stock', 'purchase', 'purchase_return'] as const;

export function historyColumns(t: LooseT): TableColumn[] {
  const f = (k: string) => t(`history.${k}`);
  return [
    { key: 'number', title: f('number'), kind: 'text' },
    {
      key: 'type',
      title: f('type'),
      kind: 'text',
      // named here, in print and in the export (which writes these names, not the stored keys)
      labels: Object.fromEntries(HISTORY_TYPES.map((k) => [k, t(`historyTypes.${k}`)])),
      render: (r) => t(`historyTypes.${String(r.type)}`, { defaultValue: humanize(String(r.type)) }),
    },
    { key: 'supplier', title: f('supplier'), kind: 'text' },
    { key: 'date', title: f('date'), kind: 'date' },
    { key: 'quantity', title: f('quantity'), kind: 'number' },
    {
      key: 'bonus',
      title: f('bonus'),
      kind: 'number',
      render: (r) => formatNumber(r.bonus as string, { maximumFractionDigits: 0 }),
    },
    { key: 'purchase_price', title: f('purchase_price'), kind: 'money' },
    { key: 'cost', title: f('cost'), kind: 'money' },
    { key: 'sale_price', title: f('sale_price'), kind: 'money' },
    { key: 'wholesale_price', title: f('wholesale_price'), kind: 'money' },
  ];
}

/**
 * The product purchase-history dialog (spec 2.4): 1000 wide, a 700-high table of every receipt of the
 * item (number, type, supplier, date, quantity, bonus with no decimals, purchase price, cost, sale and
 * wholesale price); Close, Print and Export to Excel ('Product History' and the date-time). The loading
 * state is always cleared and a failure shows no message.
 */
export function PurchaseHistoryDialog({ productId, onClose, name, barcode }: PurchaseHistoryDialogProps) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { language, direction } = useLanguage();
  const open = productId !== null;
  const history = useQuery({
    queryKey: ['stock', 'purchase-history', productId],
    queryFn: ({ signal }) => purchaseHistory(productId!, signal),
    enabled: open,
    staleTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const [exporting, setExporting] = useState(false);
  const columns = historyColumns(lt);
  const rows = (history.data?.data ?? []).map((r, i) => ({ ...r, id: `${r.product_id}-${i}` }));
  const productName = history.data?.product.name ?? name ?? '';
  const productBarcode = history.data?.product.barcode ?? barcode ?? '';
  const title = t('history.title', { name: productName, barcode: productBarcode });

  const onExport = async () => {
    if (!productId) return;
    setExporting(true);
    try {
      const localTime = dayjs().format('YYYY-MM-DD HH:mm');
      await saveFile(
        productEndpoints.purchaseHistoryExport,
        {
          body: {
            product_id: productId,
            visibleHeaders: columns.map((c) => exportHeader(c)),
            localTime,
          },
        },
        `Product History ${localTime.replace(':', '-')}.xlsx`,
      );
    } catch {
      // the spec: no message when the export fails
    } finally {
      setExporting(false);
    }
  };
  const onPrint = () => {
    const printable = rows.map((r) => ({
      ...r,
      type: lt(`historyTypes.${r.type}`, { defaultValue: humanize(r.type) }),
      bonus: formatNumber(r.bonus, { maximumFractionDigits: 0 }),
    }));
    const plain = columns.map((c) =>
      c.key === 'type' || c.key === 'bonus' ? { ...c, kind: 'text' as const } : c,
    );
    printTable(title, plain, printable as TableRow[], direction, language);
  };

  return (
    <Modal
      open={open}
      title={<span data-testid="history-title">{title}</span>}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose} data-testid="history-close">
          {t('history.close')}
        </Button>,
        <Button key="print" icon={<PrinterOutlined />} onClick={onPrint} disabled={rows.length === 0}>
          {lt('table:print.button')}
        </Button>,
        <Button
          key="export"
          icon={<FileExcelOutlined />}
          loading={exporting}
          onClick={() => void onExport()}
          data-testid="history-export"
        >
          {lt('table:export.button')}
        </Button>,
      ]}
    >
      <Table<HistoryRow & { id: string }>
        data-testid="purchase-history"
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        loading={open && history.isFetching}
        dataSource={rows}
        // the columns share the dialog's width, long names wrapping, instead of running off its edge
        tableLayout="auto"
        scroll={{ y: HISTORY_TABLE_HEIGHT, x: true }}
        columns={columns.map((c) => ({
          key: c.key,
          dataIndex: c.key,
          title: c.title,
          render: (_: unknown, row: HistoryRow & { id: string }) =>
            c.render ? c.render(row as unknown as TableRow) : renderCell(c, row as unknown as TableRow),
        }))}
      />
    </Modal>
  );
}
