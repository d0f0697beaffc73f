import { SearchOutlined } from '@ant-design/icons';
import { purchaseReturnEndpoints, type ReturnableLot } from '@bb/contracts';
import { Input, type InputRef, Table } from 'antd';
import dayjs from 'dayjs';
import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { playErrorSound } from '../../components/dialogs';
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
  const uid = useId();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<ReturnableLot[] | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }));

  const search = async () => {
    const keyword = text.trim();
    if (keyword === '' || !inventoryId) return;
    setText('');
    setLoading(true);
    try {
      const { data } = await call(purchaseReturnEndpoints.returnableLots, {
        query: { keyword, inventory_id: inventoryId, supplier_id: supplierId },
      });
      if (data.length === 0) {
        playErrorSound();
        setOptions(null);
      } else if (data.length === 1) {
        setOptions(null);
        onPick(data[0]!);
      } else setOptions(data);
    } catch {
      playErrorSound();
    } finally {
      setLoading(false);
      setTimeout(() => input.current?.focus(), 0);
    }
  };

  return (
    <div>
      <Input
        ref={input}
        id={`${uid}-search-skip-on-enter`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          e.stopPropagation();
          void search();
        }}
        prefix={<SearchOutlined />}
        placeholder={t('search.lotPlaceholder')}
        allowClear
        disabled={loading || !inventoryId}
        data-testid="lot-search"
        style={{ maxWidth: 480 }}
      />
      {options ? (
        <Table<ReturnableLot>
          style={{ marginBlockStart: 8 }}
          size="small"
          rowKey="product_id"
          pagination={false}
          scroll={{ y: 260 }}
          dataSource={options}
          data-testid="lot-search-results"
          onRow={(lot) => ({
            onClick: () => {
              setOptions(null);
              onPick(lot);
            },
            style: { cursor: 'pointer' },
          })}
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
      ) : null}
    </div>
  );
});
