import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Space, Typography, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpin } from '../components/FullPageSpin';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeToggle } from '../components/ThemeToggle';
import { signOut, useAuthUser } from '../platform/auth/session';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The signed-in frame for now: a top bar with the company, the user, language, theme and logout, and the
 * routed page below. The full shell (sidebar, search, notifications) replaces the bar in a later issue.
 */
export function AuthedLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useAuthUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await signOut(client);
    // signed out first: at `/` while still signed in, the index route would send us back to the dashboard
    navigate('/', { replace: true });
  };

  return (
    <>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: 16,
          position: 'sticky',
          insetBlockStart: 0,
          zIndex: 10,
        }}
      >
        <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
          <Link
            to="/dashboard"
            style={{ color: 'inherit', minWidth: 0, display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <ShopOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
            <Typography.Text strong ellipsis style={{ lineHeight: 'normal' }} data-testid="company-name">
              {user.tenant_name}
            </Typography.Text>
          </Link>
          <Flex align="center" gap={12} wrap={false}>
            <Space size={6}>
              <UserOutlined />
              <Typography.Text data-testid="user-name">{user.name}</Typography.Text>
            </Space>
            <LanguageSwitch />
            <ThemeToggle />
            <Button icon={<LogoutOutlined />} loading={leaving} onClick={logout} data-testid="logout">
              {t('logout')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ paddingInline: 24, paddingBlock: 24 }}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
    </>
  );
}
