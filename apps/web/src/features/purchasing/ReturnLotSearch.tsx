import { purchaseReturnEndpoints, type ReturnableLot } from '@bb/contracts';
import dayjs from 'dayjs';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { LineSearch, type LineSearchResult } from '../../components/document/LineSearch';
import { Quantity } from '../../components/Quantity';
import { call } from '../../platform/api/call';
import type { ItemSearchHandle } from './ItemSearch';

/**
 * The lot search of a purchase return: lots of the branch that still hold stock (barcode or name on
 * Enter); one lot found is added at once, several are listed to pick from.
 */
export const ReturnLotSearch = forwardRef<
  ItemSearchHandle,
  { supplierId?: string; inventoryId?: string; onPick: (lot: ReturnableLot) => void }
>(function ReturnLotSearch({ supplierId, inventoryId, onPick }, ref) {
  const { t } = useTranslation('purchasing');
  const find = async (keyword: string): Promise<LineSearchResult<ReturnableLot>> => {
    const { data } = await call(purchaseReturnEndpoints.returnableLots, {
      query: { keyword, inventory_id: inventoryId ?? '', supplier_id: supplierId },
    });
    return data.length === 0 ? null : data.length === 1 ? { pick: data[0]! } : { options: data };
  };

  return (
    <LineSearch<ReturnableLot>
      ref={ref}
      find={find}
      onPick={onPick}
      placeholder={t('search.lotPlaceholder')}
      testId="lot-search"
      disabled={!inventoryId}
      rowKey="product_id"
      columns={[
        { key: 'barcode', title: t('fields.barcode'), render: (_, l) => <bdi>{l.barcode}</bdi> },
        { key: 'name', title: t('fields.item'), dataIndex: 'item_name' },
        { key: 'batch', title: t('fields.batchNumber'), dataIndex: 'batch_number' },
        {
          key: 'expiry',
          title: t('fields.expireDate'),
          render: (_, l) => (l.expire_date ? dayjs(l.expire_date).format(DATE_SHOWN) : ''),
        },
        { key: 'quantity', title: t('fields.stock'), render: (_, l) => <Quantity value={l.quantity} /> },
        {
          key: 'price',
          title: t('fields.purchasePrice'),
          render: (_, l) => <Amount value={l.purchase_price} currency={l.currency_code} />,
        },
      ]}
    />
  );
});
