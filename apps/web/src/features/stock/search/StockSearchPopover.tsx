import { HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Popover, Table, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { formatNumber } from '../../../platform/format/numbers';
import type { SearchLot } from '../api';
import { PurchaseHistoryDialog } from '../PurchaseHistoryDialog';
import { FOCUS_AFTER_MS, useLotSearch } from './useLotSearch';

/** The popup's size (app-shell 9): at most 700 wide, results 250 high. */
const POPUP_WIDTH = 700;
const RESULTS_HEIGHT = 250;

function StockSearchPanel({ open, onHistory }: { open: boolean; onHistory: (lot: SearchLot) => void }) {
  const { t } = useTranslation('stock');
  const search = useLotSearch({});
  const input = useRef<InputRef>(null);

  useEffect(() => {
    if (!open) return;
    const id = setTimeout(() => input.current?.focus(), FOCUS_AFTER_MS);
    return () => clearTimeout(id);
  }, [open]);

  return (
    <div style={{ inlineSize: `min(${POPUP_WIDTH}px, 90vw)` }} data-testid="stock-search-panel">
      <Input
        ref={input}
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        onPressEnter={() => search.submit()}
        placeholder={t('search.placeholder')}
        prefix={<SearchOutlined />}
        allowClear
        data-testid="stock-search-input"
      />
      {search.searched !== null ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginBlock: 4 }}>
          {t('search.resultsFor', { keyword: search.searched })}
        </Typography.Text>
      ) : null}
      <Table<SearchLot>
        style={{ marginBlockStart: 8 }}
        size="small"
        rowKey="id"
        pagination={false}
        loading={search.loading}
        dataSource={search.rows}
        // the columns share the popup's 700 px (names and branches wrap); at their natural widths
        // ('max-content') sale price and the history button ran off its edge
        tableLayout="auto"
        scroll={{ y: RESULTS_HEIGHT, x: true }}
        data-testid="stock-search-results"
        columns={[
          { key: 'inventory', dataIndex: 'inventory', title: t('fields.inventory') },
          { key: 'item_name', dataIndex: 'item_name', title: t('fields.name') },
          {
            key: 'barcode',
            dataIndex: 'barcode',
            title: t('fields.barcode'),
            render: (v: string) => <bdi>{v}</bdi>,
          },
          {
            key: 'quantity',
            dataIndex: 'quantity',
            title: t('fields.quantity'),
            render: (v: string) => formatNumber(v, { maximumFractionDigits: 4 }),
          },
          ...(['cost', 'purchase_price', 'sale_price'] as const).map((k) => ({
            key: k,
            dataIndex: k,
            title: t(`fields.${k}`),
            render: (v: string, r: SearchLot) => <Amount value={v} currency={r.currency_code} />,
          })),
          {
            key: 'history',
            title: '',
            render: (_: unknown, r: SearchLot) => (
              <Tooltip title={t('history.open')}>
                <Button
                  size="small"
                  type="text"
                  icon={<HistoryOutlined />}
                  aria-label={t('history.open')}
                  onClick={() => onHistory(r)}
                  data-testid={`stock-search-history-${r.id}`}
                />
              </Tooltip>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * The top bar's product stock search (app-shell 2, shared-screens 2.2): a barcode or name, searched on
 * Enter through `POST product/search`; rows show inventory, name, barcode, quantity, cost, purchase and
 * sale price in the lot's currency, each with its purchase history.
 */
export function StockSearchPopover() {
  const { t } = useTranslation('stock');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<SearchLot | null>(null);
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={t('search.title')}
        content={
          <StockSearchPanel
            open={open}
            onHistory={(lot) => {
              // the popup closes (its results are kept) so the dialog is on top
              setOpen(false);
              setHistory(lot);
            }}
          />
        }
        destroyOnHidden={false}
      >
        <Tooltip title={t('search.title')}>
          <Button
            type="text"
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={t('search.title')}
            data-testid="stock-search"
          />
        </Tooltip>
      </Popover>
      <PurchaseHistoryDialog
        productId={history?.id ?? null}
        name={history?.item_name}
        barcode={history?.barcode}
        onClose={() => setHistory(null)}
      />
    </>
  );
}

export default StockSearchPopover;
