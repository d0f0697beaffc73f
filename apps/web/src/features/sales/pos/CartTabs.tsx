import { CloseOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Popover, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartOps } from './useCartOps';

/** Renames the active cart: a small box under the pen button; Enter keeps the name, Escape drops it. */
function RenameCart({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const { t } = useTranslation('sales');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(name);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(name);
      }}
      trigger="click"
      content={
        <Input
          autoFocus
          value={draft}
          aria-label={t('pos.rename')}
          data-testid="pos-rename-input"
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => {
            onRename(draft.trim() || name);
            setOpen(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        />
      }
    >
      <Tooltip title={t('pos.rename')}>
        <Button size="small" icon={<EditOutlined />} aria-label={t('pos.rename')} data-testid="pos-rename" />
      </Tooltip>
    </Popover>
  );
}

/**
 * The open carts as tabs, with new (F4), rename and close as buttons beside the tab list, not inside it:
 * a tab holding a button is an interactive element inside another, and a tab list holding buttons is
 * not a tab list, to a screen reader (axe: nested-interactive, aria-required-children; issue 23).
 * Arrow keys move between the tabs (antd), F6 moves to the next cart anywhere on the page.
 */
export function CartTabs({ ops }: { ops: CartOps }) {
  const { t } = useTranslation('sales');
  const active = ops.book.carts.find((c) => c.id === ops.book.activeId);
  return (
    <Flex align="center" gap={8}>
      <Tabs
        type="card"
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        activeKey={ops.book.activeId ?? undefined}
        onChange={ops.select}
        data-testid="pos-carts"
        locale={{ dropdownAriaLabel: t('pos.moreCarts') }}
        items={ops.book.carts.map((c) => ({
          key: c.id,
          label: (
            <span data-testid="pos-cart-tab">
              <span style={{ marginInlineEnd: 4 }}>{c.is_return ? `↩ ${c.name}` : c.name}</span>
              <Badge count={c.products.length} size="small" showZero={false} />
            </span>
          ),
        }))}
      />
      {active ? <RenameCart name={active.name} onRename={(name) => ops.rename(active.id, name)} /> : null}
      {active && ops.book.carts.length > 1 ? (
        <Tooltip title={t('pos.closeCart')}>
          <Button
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('pos.closeCart')}
            data-testid="pos-close-cart"
            onClick={() => ops.close(active.id)}
          />
        </Tooltip>
      ) : null}
      <Tooltip title={`${t('pos.newCart')} (F4)`}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={`${t('pos.newCart')} (F4)`}
          data-testid="pos-new-cart"
          onClick={() => ops.newCart()}
        />
      </Tooltip>
    </Flex>
  );
}
