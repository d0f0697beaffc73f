import {
  BuildOutlined,
  CalendarOutlined,
  FieldTimeOutlined,
  MoneyCollectOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Badge, Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../platform/auth/session';
import type { DashboardFigures } from './useDashboardData';

type Actions = DashboardFigures['actions'];

type Can = ReturnType<typeof useCan>;

/**
 * Where each tile leads: the list of what it counts (the bags waiting at the office are the accountant's
 * list; a collector's own bags are on the collection list).
 */
const TILES: { key: keyof Actions; to: string | ((can: Can) => string); icon: ReactNode }[] = [
  { key: 'transfers_to_approve', to: '/inventory/item-transfer', icon: <SwapOutlined /> },
  { key: 'purchase_orders_to_approve', to: '/inventory/purchase-order', icon: <ShoppingCartOutlined /> },
  { key: 'low_stock', to: '/report/notify-low-quantity-product', icon: <WarningOutlined /> },
  { key: 'expiring', to: '/report/expired-product', icon: <FieldTimeOutlined /> },
  { key: 'overdue_instalments', to: '/inventory/residence-sale', icon: <CalendarOutlined /> },
  { key: 'stock_out_orders_to_approve', to: '/construction/stock-out-orders', icon: <BuildOutlined /> },
  {
    key: 'cash_to_hand_in',
    to: (can) =>
      can('money_collection_edit')
        ? '/accounting/money-collection-accountant'
        : '/accounting/money-collection',
    icon: <MoneyCollectOutlined />,
  },
];

/** Counts of what waits for someone, each opening its list; only the tiles the user's abilities allow. */
export function ActionTiles({ actions }: { actions: Actions }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const can = useCan();
  const tiles = TILES.filter((tile) => actions[tile.key] !== null);
  if (tiles.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => {
        const n = actions[tile.key] ?? 0;
        return (
          <Col key={tile.key} xs={12} md={8} xl={4}>
            <Link
              to={typeof tile.to === 'string' ? tile.to : tile.to(can)}
              data-testid={`action-${tile.key}`}
            >
              <Card hoverable size="small">
                <Statistic
                  title={t(`actions.${tile.key}`)}
                  value={n}
                  prefix={
                    <Badge dot={n > 0} offset={[-2, 2]}>
                      {tile.icon}
                    </Badge>
                  }
                  valueStyle={n > 0 ? { color: token.colorWarning } : undefined}
                />
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
