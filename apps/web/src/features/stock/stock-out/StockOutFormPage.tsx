import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Form, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { fromUnits, toUnits } from '../../../components/form/decimal';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { api } from '../../../platform/api/client';
import { useAuthUser } from '../../../platform/auth/session';
import { formatNumber } from '../../../platform/format/numbers';
import { notify } from '../../../platform/notify';
import { useScreenTitle } from '../../master-data/useScreenTitle';
import type { StockOutRecord } from '../api';
import { BRANCH_HEADER, type BranchHeader, BranchHeaderFields } from '../documents/DocumentHeaderFields';
import { addLine, type LotLine, LotLines } from '../documents/LotLines';
import { applyDocumentErrors } from '../documents/line-errors';
import { LotSearchBox } from '../search/LotSearchBox';
import { STOCK_OUT_BASE } from './StockOutScreens';

const useRecord = (id: string | undefined) =>
  useQuery({
    queryKey: ['stock', 'stock-out', id],
    queryFn: ({ signal }) =>
      api.get<StockOutRecord>(`inventory/goods-stock-out/${id}`, undefined, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });

const linesOf = (r: StockOutRecord): LotLine[] =>
  r.lines.map((l) => ({
    product_id: String(l.product_id),
    name: l.name,
    barcode: l.barcode,
    batch_number: l.batch_number,
    expire_date: l.expire_date,
    stock: '',
    quantity: l.quantity,
  }));

/** The stock-out's value at cost, exactly: the sum of quantity x unit cost. */
export function stockOutValue(r: StockOutRecord): string {
  let units = 0n;
  for (const l of r.lines) units += (toUnits(l.quantity, 4) ?? 0n) * (toUnits(l.unit_cost, 6) ?? 0n);
  return fromUnits(units, 10);
}

/** Add (`/add`) or edit (`/{id}/edit`) a goods stock-out: branch, date, reason and lots with quantities. */
export function StockOutFormPage() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { id } = useParams();
  const isEdit = Boolean(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useAuthUser();
  const [form] = Form.useForm<BranchHeader>();
  const [lines, setLines] = useState<LotLine[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const inventory = Form.useWatch('inventory_id', form) as string | null | undefined;
  const record = useRecord(id);
  useScreenTitle(
    isEdit ? 'inventory.goods_stock_out.edit' : 'inventory.goods_stock_out.add',
    'stock:stockOut.title',
    'stock out',
  );

  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    if (!isEdit) {
      filled.current = true;
      form.setFieldsValue({ date: dayjs().format('YYYY-MM-DD'), inventory_id: user.default_branch_id });
    } else if (record.data) {
      filled.current = true;
      const r = record.data;
      form.setFieldsValue({
        inventory_id: String(r.inventory_id),
        date: String(r.date).slice(0, 10),
        reason: r.reason,
      });
      setLines(linesOf(r));
    }
  }, [isEdit, record.data, form, user.default_branch_id]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: unknown) =>
      isEdit
        ? api.put<{ id: string }>(`inventory/goods-stock-out/${id}`, body)
        : api.post<{ id: string }>('inventory/goods-stock-out', body),
    onSuccess: (r) => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      navigate(`${STOCK_OUT_BASE}/view/${r.id}`);
    },
  });
  const submit = async () => {
    let v: BranchHeader;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (lines.length === 0) return notify.error(t('lines.required'));
    try {
      await save.mutateAsync({
        ...v,
        lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      });
    } catch (e) {
      setLineErrors(applyDocumentErrors(e, form, BRANCH_HEADER, lt));
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  return (
    <Spin spinning={isEdit && record.isLoading}>
      <Card data-testid="stock-out-form" title={record.data?.invoice_id ?? t('stockOut.add')}>
        <Form form={form} layout="vertical">
          <BranchHeaderFields />
        </Form>
        <LotSearchBox
          inventoryId={inventory}
          existedProducts
          disabled={!inventory}
          onPick={(lot) => setLines((l) => addLine(l, lot))}
          data-testid="stock-out-search"
        />
        <div style={{ marginBlockStart: 12 }}>
          <LotLines
            lines={lines}
            onChange={setLines}
            quantityLabel={lt('fields.quantity')}
            errors={lineErrors}
          />
        </div>
        <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
          <Button onClick={() => navigate(STOCK_OUT_BASE)}>{lt('table:actions.cancel')}</Button>
          <Button
            type="primary"
            loading={guard.loading}
            onClick={() => guard.run()}
            data-testid="form-submit"
          >
            {lt('table:actions.save')}
          </Button>
        </Flex>
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
