import { Badge, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CartOps } from './useCartOps';

/** The open carts as tabs: add (F4), next (F6), close, and rename (the pen icon). */
export function CartTabs({ ops }: { ops: CartOps }) {
  const { t } = useTranslation('sales');
  return (
    <Tabs
      type="editable-card"
      size="small"
      activeKey={ops.book.activeId ?? undefined}
      onChange={ops.select}
      onEdit={(key, action) => {
        if (action === 'add') ops.newCart();
        else if (typeof key === 'string') ops.close(key);
      }}
      addIcon={
        <span data-testid="pos-new-cart" title={`${t('pos.newCart')} (F4)`}>
          +
        </span>
      }
      data-testid="pos-carts"
      // the add, close and overflow buttons are icons: their names, translated
      locale={{
        addAriaLabel: `${t('pos.newCart')} (F4)`,
        removeAriaLabel: t('pos.closeCart'),
        dropdownAriaLabel: t('pos.moreCarts'),
      }}
      items={ops.book.carts.map((c) => ({
        key: c.id,
        closable: ops.book.carts.length > 1,
        label: (
          <span data-testid="pos-cart-tab">
            <Typography.Text
              editable={{
                triggerType: ['icon'],
                tooltip: t('pos.rename'),
                onChange: (name) => ops.rename(c.id, name.trim() || c.name),
              }}
              style={{ marginInlineEnd: 4 }}
            >
              {c.is_return ? `↩ ${c.name}` : c.name}
            </Typography.Text>
            <Badge count={c.products.length} size="small" showZero={false} />
          </span>
        ),
      }))}
    />
  );
}
