import { stockOutEndpoints } from '@bb/contracts';
import { Button, Card, Descriptions, Flex, Form, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fromUnits, toUnits } from '../../../components/form/decimal';
import { looseT } from '../../../components/loose-t';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { formatNumber } from '../../../platform/format/numbers';
import type { StockOutRecord } from '../api';
import { BRANCH_HEADER, type BranchHeader, BranchHeaderFields } from '../documents/DocumentHeaderFields';
import { LotDocumentLines } from '../documents/LotDocumentLines';
import { type LotLine, LotLines } from '../documents/LotLines';
import { storedLines, useDocumentRecord, useLotDocumentForm } from '../documents/useLotDocumentForm';
import { STOCK_OUT_BASE } from './StockOutScreens';

const useRecord = (id: string | undefined) => useDocumentRecord(stockOutEndpoints, id);

const linesOf = (r: StockOutRecord): LotLine[] => storedLines(r.lines);

/** The stock-out's value at cost, exactly: the sum of quantity x unit cost. */
export function stockOutValue(r: StockOutRecord): string {
  let units = 0n;
  for (const l of r.lines) units += (toUnits(l.quantity, 4) ?? 0n) * (toUnits(l.unit_cost, 6) ?? 0n);
  return fromUnits(units, 10);
}

/** Add (`/add`) or edit (`/{id}/edit`) a goods stock-out: branch, date, reason and lots with quantities. */
export function StockOutFormPage() {
  const { t } = useTranslation('stock');
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useRecord(id);
  const doc = useLotDocumentForm<BranchHeader, StockOutRecord>({
    endpoints: stockOutEndpoints,
    id,
    record,
    base: STOCK_OUT_BASE,
    branchField: 'inventory_id',
    headerFields: BRANCH_HEADER,
    fill: (r) => ({
      header: { inventory_id: String(r.inventory_id), date: String(r.date).slice(0, 10), reason: r.reason },
      lines: linesOf(r),
    }),
  });
  useScreenTitle(
    doc.isEdit ? 'inventory.goods_stock_out.edit' : 'inventory.goods_stock_out.add',
    'stock:stockOut.title',
    'stock out',
  );

  return (
    <Spin spinning={doc.isEdit && record.isLoading}>
      <Card data-testid="stock-out-form" title={record.data?.invoice_id ?? t('stockOut.add')}>
        <Form form={doc.form} layout="vertical">
          <BranchHeaderFields />
        </Form>
        <LotDocumentLines
          doc={doc}
          onCancel={() => navigate(STOCK_OUT_BASE)}
          searchTestId="stock-out-search"
        />
      </Card>
    </Spin>
  );
}

/** `/inventory/goods-stock-out/view/{id}`: one stock-out with its lines at cost. */
export function StockOutViewPage() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useRecord(id);
  useScreenTitle('inventory.goods_stock_out.view', 'stock:stockOut.title', 'stock out');
  const r = record.data;
  return (
    <Spin spinning={record.isLoading}>
      {r ? (
        <Card data-testid="stock-out-view" title={r.invoice_id}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={lt('fields.date')}>
              {dayjs(r.date).format('DD/MM/YYYY')}
            </Descriptions.Item>
            <Descriptions.Item label={lt('fields.reason')}>{r.reason}</Descriptions.Item>
            <Descriptions.Item label={lt('fields.value')}>
              {formatNumber(stockOutValue(r), { maximumFractionDigits: 6 })}
            </Descriptions.Item>
          </Descriptions>
          <LotLines readOnly lines={linesOf(r)} quantityLabel={lt('fields.quantity')} />
          <Flex justify="end" style={{ marginBlockStart: 16 }}>
            <Button onClick={() => navigate(STOCK_OUT_BASE)}>{t('transfer.back')}</Button>
          </Flex>
        </Card>
      ) : null}
    </Spin>
  );
}
