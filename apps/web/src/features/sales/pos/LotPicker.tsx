import type { ProductRow, SearchLot } from '@bb/contracts';
import { Modal, Table, type TableProps, theme } from 'antd';
import {
  type ComponentPropsWithoutRef,
  createElement,
  type KeyboardEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { formatNumber } from '../../../platform/format/numbers';

/** A product search answer row (POST product/search): a lot, its branch and how it matched. */
export type SearchRow = SearchLot & ProductRow;

interface Props {
  /** The lots to choose from; null closes the picker. */
  rows: SearchRow[] | null;
  onPick: (row: SearchRow) => void;
  onClose: () => void;
}

const optionId = (row: SearchRow) => `pos-lot-${row.id}`;

/**
 * The table drawn as layout only, so that the list box owns its rows as options and nothing else (a
 * table, its header and cells between them break the list for a screen reader; axe: aria-required-children
 * and aria-required-parent, issue 23). The rows keep role="option" from `onRow`.
 */
const layoutOnly = (tag: 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td') =>
  function LayoutOnly(props: ComponentPropsWithoutRef<typeof tag>) {
    return createElement(tag, { ...props, role: 'presentation' });
  };
const AS_LAYOUT: TableProps<SearchRow>['components'] = {
  table: layoutOnly('table'),
  header: {
    table: layoutOnly('table'),
    wrapper: layoutOnly('thead'),
    row: layoutOnly('tr'),
    cell: layoutOnly('th'),
  },
  body: { wrapper: layoutOnly('tbody'), cell: layoutOnly('td') },
};
/** The table never loads (the lots are given), and its idle loading wrapper's live region is one more child. */
const NO_LIVE_REGION = {
  spinning: false,
  'aria-busy': undefined,
  'aria-live': undefined,
} as TableProps['loading'];

/**
 * The lots a search found when none is picked by itself: a keyboard list. Focus goes to the list when it
 * opens (not to the close button), the first lot is active; ArrowDown/ArrowUp (Home/End) move, Enter
 * picks, Escape closes, a click picks. The arrows work wherever the focus is inside the dialog.
 */
export function LotPicker({ rows, onPick, onClose }: Props) {
  const { t } = useTranslation('sales');
  const { token } = theme.useToken();
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const lots = rows ?? [];
  const current = lots[Math.min(active, lots.length - 1)];

  const move = (to: number) => {
    const next = Math.max(0, Math.min(lots.length - 1, to));
    setActive(next);
    list.current?.focus();
    const row = lots[next];
    if (row) document.getElementById(optionId(row))?.scrollIntoView?.({ block: 'nearest' });
  };
  const keys = (e: KeyboardEvent<HTMLElement>) => {
    const step: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: lots.length,
    };
    if (e.key in step) {
      e.preventDefault();
      move(step[e.key]!);
    } else if (e.key === 'Enter' && e.target === list.current && current) {
      e.preventDefault();
      onPick(current);
    }
  };
  // focus on open, before the opening animation ends (a cashier's ArrowDown comes at once)
  const focusOnMount = (el: HTMLDivElement | null) => {
    list.current = el;
    el?.focus({ preventScroll: true });
  };
  const wrap = (node: ReactNode) => <div onKeyDownCapture={keys}>{node}</div>;

  return (
    <Modal
      open={rows !== null}
      title={t('pos.chooseProduct')}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      modalRender={wrap}
      afterOpenChange={(open) => {
        if (open) list.current?.focus();
      }}
      afterClose={() => setActive(0)}
    >
      <div
        ref={focusOnMount}
        role="listbox"
        tabIndex={0}
        aria-label={t('pos.chooseProduct')}
        aria-activedescendant={current ? optionId(current) : undefined}
        data-testid="pos-search-results"
        style={{ outline: 'none' }}
      >
        <Table<SearchRow>
          size="small"
          rowKey="id"
          dataSource={lots}
          pagination={false}
          scroll={{ y: 400 }}
          components={AS_LAYOUT}
          loading={NO_LIVE_REGION}
          onRow={(row, index) => ({
            id: optionId(row),
            role: 'option',
            'aria-selected': row === current,
            onClick: () => onPick(row),
            onMouseEnter: () => setActive(index ?? 0),
            style: {
              cursor: 'pointer',
              background: row === current ? token.controlItemBgActive : undefined,
            },
          })}
          columns={[
            { key: 'barcode', dataIndex: 'barcode', title: t('fields.barcode') },
            { key: 'name', dataIndex: 'name', title: t('fields.name') },
            { key: 'inventory', dataIndex: 'inventory', title: t('fields.inventory') },
            { key: 'batch_number', dataIndex: 'batch_number', title: t('fields.batch_number') },
            { key: 'expire_date', dataIndex: 'expire_date', title: t('fields.expire_date') },
            {
              key: 'quantity',
              title: t('fields.stock'),
              align: 'end',
              render: (_, r) => <bdi>{formatNumber(r.quantity, { maximumFractionDigits: 4 })}</bdi>,
            },
            {
              key: 'sale_price',
              title: t('fields.sale_price'),
              align: 'end',
              render: (_, r) => <Amount value={r.sale_price} currency={r.currency_code} />,
            },
          ]}
        />
      </div>
    </Modal>
  );
}
