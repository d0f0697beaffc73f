import { EditOutlined, FileTextOutlined, PrinterOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useAuthUser, useCan } from '../../../platform/auth/session';
import { posEditPath } from '../pos/useEditSale';
import { inventorySetting } from '../pos/usePosSetup';
import { type SalePrintKind, usePrintSale } from '../print/usePrintSale';
import { SaleBulkActions } from './SaleBulkActions';
import { SaleExpandedRow } from './SaleExpandedRow';
import { SALE_LISTS, type SaleListKind, saleEditable } from './sale-lists';

function saleColumns(t: (k: string) => string): TableColumn[] {
  const status = { 0: t('status.0'), 1: t('status.1') };
  return [
    { key: 'invoice_id', title: t('fields.invoice_id'), kind: 'text' },
    { key: 'sale_date', title: t('fields.sale_date'), kind: 'date' },
    { key: 'customer_name', title: t('fields.customer'), kind: 'text' },
    { key: 'currency_code', title: t('fields.currency_code'), kind: 'text', filter: false },
    { key: 'subtotal', title: t('fields.subtotal'), kind: 'money', hidden: true },
    { key: 'discount_amount', title: t('fields.discount_amount'), kind: 'money', hidden: true },
    { key: 'minus', title: t('fields.minus'), kind: 'money', hidden: true },
    { key: 'total', title: t('fields.total'), kind: 'money' },
    { key: 'cash', title: t('fields.cash'), kind: 'money' },
    { key: 'debit', title: t('fields.debit'), kind: 'money' },
    { key: 'purchase_price', title: t('fields.total_cost'), kind: 'money', hidden: true },
    { key: 'profit', title: t('fields.profit'), kind: 'money', hidden: true },
    { key: 'quantity', title: t('fields.quantity'), kind: 'number', hidden: true },
    { key: 'status', title: t('fields.status'), kind: 'enum', labels: status },
    { key: 'user_name', title: t('fields.user_name'), kind: 'text' },
    { key: 'inventory_name', title: t('fields.inventory'), kind: 'text', hidden: true },
    { key: 'note', title: t('fields.note'), kind: 'text', hidden: true },
    { key: 'created_at', title: t('fields.created_at'), kind: 'datetime', hidden: true },
  ];
}

function itemColumns(t: (k: string) => string): TableColumn[] {
  return [
    { key: 'invoice_id', title: t('fields.invoice_id'), kind: 'text' },
    { key: 'sale_date', title: t('fields.sale_date'), kind: 'date' },
    { key: 'name', title: t('fields.name'), kind: 'text' },
    { key: 'barcode', title: t('fields.barcode'), kind: 'text' },
    { key: 'batch_number', title: t('fields.batch_number'), kind: 'text', hidden: true },
    { key: 'sale_quantity', title: t('fields.quantity'), kind: 'number' },
    { key: 'sale_price', title: t('fields.sale_price'), kind: 'money' },
    { key: 'total_sale_price', title: t('fields.total_sale_price'), kind: 'money' },
    { key: 'cost', title: t('fields.cost'), kind: 'money', hidden: true },
    { key: 'total_cost', title: t('fields.total_cost'), kind: 'money', hidden: true },
    { key: 'profit', title: t('fields.profit'), kind: 'money', hidden: true },
    { key: 'currency_code', title: t('fields.currency_code'), kind: 'text', filter: false },
    { key: 'customer_name', title: t('fields.customer'), kind: 'text' },
    { key: 'user_name', title: t('fields.user_name'), kind: 'text', hidden: true },
  ];
}

/**
 * The sale lists: sales, returns, the cashier's own sales and returns (rows expand to their items and
 * extras; Approve/Pending for sale_approve; receipt, A4 and duplicated A4 prints) and the per-item lists.
 */
export function SaleListScreen({ kind }: { kind: SaleListKind }) {
  const { t } = useTranslation('sales');
  const tt = t as unknown as (k: string) => string;
  const can = useCan();
  const user = useAuthUser();
  const def = SALE_LISTS[kind];
  const title = useScreenTitle(def.route, `sales:lists.${kind}`, kind);
  const printSale = usePrintSale();
  const navigate = useNavigate();
  const extrasOf = (row: TableRow) =>
    inventorySetting(user, String(row.inventory_id ?? ''), 'pos_sale_extra') === '1';

  const print = (id: string, k: SalePrintKind) => void printSale(id, k);
  const rowActions = (row: TableRow) => {
    const id = String(row.pk ?? row.id);
    const isReturn = Number(row.is_return) === 1;
    const editable = saleEditable(row, can);
    return (
      <Space size={0}>
        {editable ? (
          <Tooltip title={t('pos.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('pos.edit')}
              onClick={() => navigate(posEditPath(id, isReturn))}
              data-testid={`edit-sale-${id}`}
            />
          </Tooltip>
        ) : null}
        <Tooltip title={t('print.receiptButton')}>
          <Button
            type="text"
            icon={<PrinterOutlined />}
            aria-label={t('print.receiptButton')}
            onClick={() => print(id, 'receipt')}
            data-testid={`print-receipt-${id}`}
          />
        </Tooltip>
        <Tooltip title={t('print.a4Button')}>
          <Button
            type="text"
            icon={<FileTextOutlined />}
            aria-label={t('print.a4Button')}
            onClick={() => print(id, 'a4')}
          />
        </Tooltip>
        <Tooltip title={t('print.a4DuplicatedButton')}>
          <Button
            type="text"
            icon={<SnippetsOutlined />}
            aria-label={t('print.a4DuplicatedButton')}
            onClick={() => print(id, 'a4_duplicated')}
          />
        </Tooltip>
      </Space>
    );
  };

  return (
    <div data-testid={`screen-${kind}`}>
      <DataTable
        tableId={`sales.${kind}`}
        routeId={def.route}
        table={def.table}
        title={title}
        columns={def.items ? itemColumns(tt) : saleColumns(tt)}
        dateRange
        currencyFilter
        rowActions={def.items ? undefined : rowActions}
        selectionActions={
          !def.items && can('sale_approve')
            ? (rows, clear) => <SaleBulkActions rows={rows} clear={clear} />
            : undefined
        }
        expandable={
          def.items
            ? undefined
            : {
                render: (row) => (
                  <SaleExpandedRow saleId={String(row.pk ?? row.id)} showExtras={extrasOf(row)} />
                ),
              }
        }
      />
    </div>
  );
}
