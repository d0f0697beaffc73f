import { SearchOutlined } from '@ant-design/icons';
import { ITEM_TABLE, productEndpoints } from '@bb/contracts';
import { Input, type InputRef, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { forwardRef, type KeyboardEvent, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { playErrorSound } from '../../components/dialogs';
import { call } from '../../platform/api/call';
import { type FoundItem, groupByItem, type LotRow } from './api';

/** What a pick adds: the item, and the lot whose batch and prices it copies (none for a new batch). */
export interface Pick {
  item: FoundItem;
  lot: LotRow | null;
}

export interface ItemSearchHandle {
  focus: () => void;
}

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
  const uid = useId();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<Option[] | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }));

  const search = async () => {
    const keyword = text.trim();
    if (keyword === '') return;
    setText('');
    setLoading(true);
    try {
      const items = await findItems(keyword, { inventoryId, lotsOnly });
      if (items.length === 0) {
        playErrorSound();
        setOptions(null);
        return;
      }
      const exact = items.filter((i) => i.exact);
      const single = items.length === 1 ? items[0]! : exact.length === 1 ? exact[0]! : null;
      if (single && !lotsOnly) {
        setOptions(null);
        onPick({ item: single, lot: null });
        return;
      }
      if (single && lotsOnly && single.lots.length === 1) {
        setOptions(null);
        onPick({ item: single, lot: single.lots[0]! });
        return;
      }
      setOptions(
        items.flatMap((item) => [
          ...(lotsOnly ? [] : [{ key: `new-${item.item_id}`, item, lot: null }]),
          ...item.lots
            .filter((l) => !inventoryId || String(l.inventory_id) === inventoryId)
            .map((lot) => ({ key: `lot-${lot.id}`, item, lot })),
        ]),
      );
    } catch {
      playErrorSound();
    } finally {
      setLoading(false);
      setTimeout(() => input.current?.focus(), 0);
    }
  };

  const pick = (o: Option) => {
    setOptions(null);
    onPick({ item: o.item, lot: o.lot });
  };

  return (
    <div>
      <Input
        ref={input}
        id={`${uid}-search-skip-on-enter`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          e.stopPropagation();
          void search();
        }}
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        allowClear
        disabled={loading}
        data-testid="item-search"
        style={{ maxWidth: 480 }}
      />
      {options ? (
        <Table<Option>
          style={{ marginBlockStart: 8 }}
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ y: 260 }}
          dataSource={options}
          data-testid="item-search-results"
          onRow={(o) => ({ onClick: () => pick(o), style: { cursor: 'pointer' } })}
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
      ) : null}
    </div>
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
