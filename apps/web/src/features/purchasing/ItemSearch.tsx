import { ITEM_TABLE, productEndpoints } from '@bb/contracts';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import {
  LineSearch,
  type LineSearchHandle,
  type LineSearchResult,
} from '../../components/document/LineSearch';
import { call } from '../../platform/api/call';
import { type FoundItem, groupByItem, type LotRow } from './api';

/** What a pick adds: the item, and the lot whose batch and prices it copies (none for a new batch). */
export interface Pick {
  item: FoundItem;
  lot: LotRow | null;
}

export type ItemSearchHandle = LineSearchHandle;

interface Option {
  key: string;
  item: FoundItem;
  lot: LotRow | null;
}

/**
 * The batch search of the purchasing screens (shared-screens 2.2): a barcode or name on Enter; exactly
 * one item found (a scanned barcode) is added at once as a new batch; otherwise the items are listed,
 * each with a "new batch" row (the group header) and its lots in the branch, to pick from. Items
 * without any lot yet are found in the item list (for holders of item_list). The box is cleared after
 * each search; a failure or no result plays the error sound.
 */
export const ItemSearch = forwardRef<
  ItemSearchHandle,
  { inventoryId?: string; onPick: (pick: Pick) => void; lotsOnly?: boolean }
>(function ItemSearch({ inventoryId, onPick, lotsOnly }, ref) {
  const { t } = useTranslation('purchasing');
  const find = async (keyword: string): Promise<LineSearchResult<Option>> => {
    const items = await findItems(keyword, { inventoryId, lotsOnly });
    if (items.length === 0) return null;
    const exact = items.filter((i) => i.exact);
    const single = items.length === 1 ? items[0]! : exact.length === 1 ? exact[0]! : null;
    if (single && !lotsOnly) return { pick: { key: 'new', item: single, lot: null } };
    if (single && lotsOnly && single.lots.length === 1)
      return { pick: { key: 'lot', item: single, lot: single.lots[0]! } };
    return {
      options: items.flatMap((item) => [
        ...(lotsOnly ? [] : [{ key: `new-${item.item_id}`, item, lot: null }]),
        ...item.lots
          .filter((l) => !inventoryId || String(l.inventory_id) === inventoryId)
          .map((lot) => ({ key: `lot-${lot.id}`, item, lot })),
      ]),
    };
  };

  return (
    <LineSearch<Option>
      ref={ref}
      find={find}
      onPick={(o) => onPick({ item: o.item, lot: o.lot })}
      placeholder={t('search.placeholder')}
      testId="item-search"
      rowKey="key"
      columns={[
        { key: 'barcode', title: t('fields.barcode'), render: (_, o) => <bdi>{o.item.barcode}</bdi> },
        {
          key: 'name',
          title: t('fields.item'),
          render: (_, o) =>
            o.lot ? (
              o.item.name
            ) : (
              <Typography.Text strong>
                {o.item.name} <Tag color="blue">{t('search.newBatch')}</Tag>
              </Typography.Text>
            ),
        },
        { key: 'batch', title: t('fields.batchNumber'), render: (_, o) => o.lot?.batch_number ?? '' },
        {
          key: 'expiry',
          title: t('fields.expireDate'),
          render: (_, o) => (o.lot?.expire_date ? dayjs(o.lot.expire_date).format(DATE_SHOWN) : ''),
        },
        { key: 'quantity', title: t('fields.stock'), render: (_, o) => o.lot?.quantity ?? '' },
        {
          key: 'price',
          title: t('fields.purchasePrice'),
          render: (_, o) =>
            o.lot ? <Amount value={o.lot.purchase_price} currency={o.lot.currency_code} /> : '',
        },
      ]}
    />
  );
});

/**
 * Items by barcode or name: those with lots (in the branch when given), else (unless lotsOnly) those with
 * no lot yet from the item list. Also the item picker of the hospital's drug-code mapping.
 */
export async function findItems(
  keyword: string,
  opts: { inventoryId?: string; lotsOnly?: boolean } = {},
): Promise<FoundItem[]> {
  const { data } = await call(productEndpoints.search, {
    body: { keyword, inventory_id: opts.inventoryId ? Number(opts.inventoryId) : 0 },
  });
  const items = groupByItem(data);
  return items.length === 0 && !opts.lotsOnly ? itemsWithoutLots(keyword) : items;
}

/** Items that have no lot yet, from the item list (needs item_list; nothing otherwise). */
async function itemsWithoutLots(keyword: string): Promise<FoundItem[]> {
  try {
    const { data } = await call(ITEM_TABLE.list, {
      body: { sortBy: 'id', sortDir: 'desc', page: 1, perPage: 10, search: keyword },
    });
    return data.map((i) => ({
      item_id: String(i.id),
      name: i.name,
      barcode: i.barcode,
      per_packet: Number(i.per_packet) || 1,
      exact: i.barcode === keyword,
      lots: [],
    }));
  } catch {
    return [];
  }
}
