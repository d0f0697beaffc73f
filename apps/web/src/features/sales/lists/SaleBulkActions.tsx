import { DownOutlined } from '@ant-design/icons';
import { type SaleBulkResult, saleEndpoints } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY, type TableRow } from '../../../components/data-table';
import { call } from '../../../platform/api/call';
import { reportError } from '../../../platform/report-error';
import { SaleApproveDialog } from './SaleApproveDialog';

/** 'Please at least select one record' stays 4000 ms (spec 2.3 / 8). */
const SELECT_ONE_SECONDS = 4;

/** A receipt is offered only when every selected row has a customer, and the same one (spec 5). */
export function receiptAllowed(rows: readonly TableRow[]): boolean {
  if (rows.length === 0) return false;
  const first = rows[0]?.customer_id;
  return first !== null && first !== undefined && first !== '' && rows.every((r) => r.customer_id === first);
}

export function bulkIds(rows: readonly TableRow[]) {
  const isReturn = (r: TableRow) => r.is_return === 1 || r.is_return === true || r.is_return === '1';
  const id = (r: TableRow) => String(r.pk ?? r.id);
  return {
    sale_ids: rows.filter((r) => !isReturn(r)).map(id),
    sale_return_ids: rows.filter(isReturn).map(id),
  };
}

/** The Actions menu of the sale lists: Approve (with the approve dialog) and Pending, for sale_approve. */
export function SaleBulkActions({ rows, clear }: { rows: TableRow[]; clear: () => void }) {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [approving, setApproving] = useState(false);

  const done = (result: SaleBulkResult) => {
    void message.success(
      result.receipts.length > 0
        ? t('approve.doneWithReceipts', {
            count: result.updated,
            receipts: result.receipts.map((r) => r.invoice_id).join(', '),
          })
        : t('approve.done', { count: result.updated }),
    );
    clear();
    void client.invalidateQueries({ queryKey: [TABLE_KEY] });
  };

  const approve = async (createReceipt: boolean) => {
    try {
      const result = await call(saleEndpoints.approveAll, {
        body: {
          ...bulkIds(rows),
          create_receipt: createReceipt,
          customer_ids: rows.map((r) => (r.customer_id ? String(r.customer_id) : null)),
        },
      });
      setApproving(false);
      done(result);
    } catch (e) {
      reportError(e);
    }
  };

  const pending = async () => {
    if (rows.length === 0) {
      void message.warning(t('approve.noRecordSelected'));
      return;
    }
    try {
      done(await call(saleEndpoints.pendingAll, { body: bulkIds(rows) }));
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'approve', label: <span data-testid="sale-action-approve">{t('approve.approve')}</span> },
            { key: 'pending', label: <span data-testid="sale-action-pending">{t('approve.pending')}</span> },
          ],
          onClick: ({ key }) => {
            if (key === 'pending') void pending();
            else if (rows.length === 0) void message.error(t('approve.selectOne'), SELECT_ONE_SECONDS);
            else setApproving(true);
          },
        }}
      >
        <Button data-testid="sale-actions">
          {t('approve.actions')} <DownOutlined />
        </Button>
      </Dropdown>
      <SaleApproveDialog
        open={approving}
        receiptAllowed={receiptAllowed(rows)}
        onConfirm={approve}
        onCancel={() => setApproving(false)}
      />
    </>
  );
}
