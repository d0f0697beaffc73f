import {
  BuildOutlined,
  CalendarOutlined,
  FieldTimeOutlined,
  MoneyCollectOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { DASHBOARD_TILES, type DashboardTile, routeById } from '@bb/contracts';
import { Badge, Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leaveTableHandoff, type TableHandoff } from '../../components/data-table/handoff';
import { useCan } from '../../platform/auth/session';
import type { DashboardFigures } from './useDashboardData';

type Actions = DashboardFigures['actions'];

/** Each tile's icon; what it counts, the list it opens and that list's filter are DASHBOARD_TILES'. */
const ICONS: Record<DashboardTile['key'], ReactNode> = {
  transfers_to_approve: <SwapOutlined />,
  transfer_returns_to_approve: <RollbackOutlined />,
  purchase_orders_to_approve: <ShoppingCartOutlined />,
  low_stock: <WarningOutlined />,
  expiring: <FieldTimeOutlined />,
  overdue_instalments: <CalendarOutlined />,
  stock_out_orders_to_approve: <BuildOutlined />,
  cash_to_hand_in: <MoneyCollectOutlined />,
};

/** Counts of what waits for someone, each opening its list; only the tiles the user's abilities allow. */
export function ActionTiles({ actions }: { actions: Actions }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const can = useCan();
  const tiles = DASHBOARD_TILES.filter((tile) => actions[tile.key] !== null);
  if (tiles.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => {
        const n = actions[tile.key] ?? 0;
        const routeId = tile.routeFor && can(tile.routeFor.ability) ? tile.routeFor.route : tile.route;
        // the list opens on what was counted: these filters alone, on every date
        const filter: TableHandoff | undefined = tile.filter && { ...tile.filter, only: true };
        return (
          <Col key={tile.key} xs={12} md={8} xl={6} xxl={4}>
            <Link
              to={routeById(routeId)?.path ?? '/404'}
              onClick={filter ? () => leaveTableHandoff(routeId, filter) : undefined}
              data-testid={`action-${tile.key}`}
            >
              <Card hoverable size="small">
                <Statistic
                  title={t(`actions.${tile.key}`)}
                  value={n}
                  prefix={
                    <Badge dot={n > 0} offset={[-2, 2]}>
                      {ICONS[tile.key]}
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
