import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '@bb/contracts';
import type { ComponentType, CSSProperties } from 'react';

/** One icon per top-level sidebar entry (the sidebar turns the truck round in right-to-left). */
export const ENTRY_ICONS: Record<MenuEntry, ComponentType<{ style?: CSSProperties; className?: string }>> = {
  dashboard: DashboardOutlined,
  stock: AppstoreOutlined,
  accounting: AccountBookOutlined,
  purchases: ShoppingCartOutlined,
  sales: ShopOutlined,
  reports: BarChartOutlined,
  customers: TeamOutlined,
  suppliers: TruckOutlined,
  inventory_adjustment: AuditOutlined,
  hr: IdcardOutlined,
  construction: BuildOutlined,
  settings: SettingOutlined,
  tickets: CustomerServiceOutlined,
};
