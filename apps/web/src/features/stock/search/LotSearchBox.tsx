import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { useCan } from '../../../platform/auth/session';
import { formatNumber } from '../../../platform/format/numbers';
import type { SearchLot } from '../api';
import { ItemDialog } from '../items/ItemDialog';
import { autoPick, withGroupHeaders } from './pick-rules';
import { FOCUS_AFTER_MS, useLotSearch } from './useLotSearch';

export interface LotSearchBoxProps {
  /** Only lots of this branch (sent when above 0). */
  inventoryId?: string | null;
  /** Only lots with stock. */
  existedProducts?: boolean;
  onPick: (lot: SearchLot) => void;
  disabled?: boolean;
  /** Offer the plus button for a new item (with item_create). */
  allowNewItem?: boolean;
  'data-testid'?: string;
}

/**
 * The batch search (shared-screens 2.2) used by transfers, adjustments, stock-outs, pins and labels:
 * Enter searches; one result (or a single exact barcode among several) is added at once, otherwise the
 * results are listed to choose from; a hidden-items toggle marked # with item_show_hidden.
 */
export function LotSearchBox(props: LotSearchBoxProps) {
  const { t } = useTranslation('stock');
  const can = useCan();
  const [showHidden, setShowHidden] = useState(false);
  const [choices, setChoices] = useState<SearchLot[]>([]);
  const [newItem, setNewItem] = useState(false);
  const input = useRef<InputRef>(null);
  const search = useLotSearch(
    { inventory_id: props.inventoryId, existedProducts: props.existedProducts, show_hidden_item: showHidden },
    (rows, keyword) => {
      const one = autoPick(rows, keyword);
      if (one) {
        setChoices([]);
        props.onPick(one);
      } else setChoices(rows);
      setTimeout(() => input.current?.focus(), FOCUS_AFTER_MS);
    },
  );
  const reset = search.reset;
  const inventoryId = props.inventoryId;
  const lastInventory = useRef(inventoryId);
  useEffect(() => {
    if (lastInventory.current === inventoryId) return;
    lastInventory.current = inventoryId;
    reset();
    setChoices([]);
  }, [inventoryId, reset]);
  const testId = props['data-testid'] ?? 'lot-search';

  return (
    <div data-testid={testId}>
      <Space.Compact block>
        <Input
          ref={input}
          value={search.text}
          disabled={props.disabled}
          onChange={(e) => search.setText(e.target.value)}
          onPressEnter={() => search.submit()}
          placeholder={t('search.placeholder')}
          prefix={<SearchOutlined />}
          data-testid={`${testId}-input`}
        />
        {can('item_show_hidden') ? (
          <Tooltip title={t('search.hidden')}>
            <Button onClick={() => setShowHidden((v) => !v)} type={showHidden ? 'primary' : 'default'}>
              #
            </Button>
          </Tooltip>
        ) : null}
        {props.allowNewItem && can('item_create') ? (
          <Tooltip title={t('item.addTitle')}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setNewItem(true)}
              aria-label={t('item.addTitle')}
            />
          </Tooltip>
        ) : null}
      </Space.Compact>
      {search.loading ? <Typography.Text type="secondary">{t('search.searching')}</Typography.Text> : null}
      {search.searched !== null && !search.loading && search.rows.length === 0 ? (
        <Typography.Text type="secondary">{t('search.none')}</Typography.Text>
      ) : null}
      {choices.length > 0 ? (
        <Table<SearchLot & { group_header: boolean }>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ y: 250 }}
          style={{ marginBlockStart: 8 }}
          dataSource={withGroupHeaders(choices)}
          onRow={(r) => ({
            onClick: () => {
              setChoices([]);
              props.onPick(r);
            },
            style: { cursor: 'pointer' },
            'data-testid': `${testId}-choice-${r.id}`,
          })}
          columns={[
            {
              key: 'barcode',
              dataIndex: 'barcode',
              title: t('fields.barcode'),
              render: (v: string) => <bdi>{v}</bdi>,
            },
            {
              key: 'name',
              dataIndex: 'name',
              title: t('fields.name'),
              render: (v: string, r) => (
                <span>
                  {v} {r.expired ? <Tag color="error">{t('search.expired')}</Tag> : null}
                </span>
              ),
            },
            { key: 'inventory', dataIndex: 'inventory', title: t('fields.inventory') },
            {
              key: 'batch',
              title: t('fields.batch_number'),
              render: (_: unknown, r) => [r.batch_number, r.expire_date].filter(Boolean).join(' · '),
            },
            {
              key: 'quantity',
              dataIndex: 'quantity',
              title: t('fields.quantity'),
              render: (v: string) => formatNumber(v, { maximumFractionDigits: 4 }),
            },
            {
              key: 'sale_price',
              dataIndex: 'sale_price',
              title: t('fields.sale_price'),
              render: (v: string, r) => <Amount value={v} currency={r.currency_code} />,
            },
          ]}
        />
      ) : null}
      {props.allowNewItem ? (
        <ItemDialog open={newItem} itemId={null} onClose={() => setNewItem(false)} />
      ) : null}
    </div>
  );
}
