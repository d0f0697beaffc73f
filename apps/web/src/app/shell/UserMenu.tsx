import {
  CheckOutlined,
  DownOutlined,
  LogoutOutlined,
  MoonOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { routeById } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps, Switch, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routeTitle } from '../../components/route-title';
import { signOut, useAuthUser } from '../../platform/auth/session';
import { LANGUAGES } from '../../platform/i18n/languages';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useStore } from '../../platform/store';
import { themeStore, toggleTheme } from '../../platform/theme/theme-store';
import { screens } from '../screens';

const MY_CASHBOX = 'accounting.cash_box.my_cashbox';

/** Initials for the avatar: first letters of the first two words (any script). */
function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The user menu (spec 2): profile, my cash box (once that screen exists), language, dark mode, logout
 * (then `/`). The trigger says who is signed in, for which company and branch.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { token } = theme.useToken();
  const user = useAuthUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { language, direction, setLanguage } = useLanguage();
  const mode = useStore(themeStore);
  const [leaving, setLeaving] = useState(false);
  const myCashbox = routeById(MY_CASHBOX);

  const logout = async () => {
    setLeaving(true);
    await signOut(client);
    // signed out first: at `/` while still signed in, the index route would send us back to the dashboard
    navigate('/', { replace: true });
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: (
        <Link to="/profile" data-testid="menu-profile">
          {routeTitle(tc, 'profile')}
        </Link>
      ),
    },
    ...(myCashbox && screens[myCashbox.id]
      ? [
          {
            key: 'my-cashbox',
            icon: <WalletOutlined />,
            label: (
              <Link to={myCashbox.path} data-testid="menu-my-cashbox">
                {routeTitle(tc, myCashbox.id)}
              </Link>
            ),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'language',
      type: 'group',
      label: tc('language'),
      children: LANGUAGES.map((l) => ({
        key: `lang:${l.code}`,
        icon: <CheckOutlined style={{ visibility: l.code === language ? 'visible' : 'hidden' }} />,
        label: (
          <span lang={l.code} data-testid={`language-${l.code}`}>
            {l.label}
          </span>
        ),
      })),
    },
    { type: 'divider' },
    {
      key: 'theme',
      icon: <MoonOutlined />,
      label: (
        <span
          data-testid="theme-toggle"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 16,
            inlineSize: '100%',
          }}
        >
          {tc('darkMode')}
          {/* the menu item toggles; the switch only shows the state */}
          <Switch size="small" checked={mode === 'dark'} tabIndex={-1} style={{ pointerEvents: 'none' }} />
        </span>
      ),
    },
    { type: 'divider' },
    {
      key: 'logout',
      danger: true,
      icon: <LogoutOutlined className="bb-flip-rtl" />,
      label: <span data-testid="logout">{tc('logout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('lang:')) {
      const next = LANGUAGES.find((l) => `lang:${l.code}` === key);
      if (next) void setLanguage(next.code);
    } else if (key === 'theme') toggleTheme();
    else if (key === 'logout') void logout();
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick }}
      placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
    >
      <Button
        type="text"
        loading={leaving}
        data-testid="user-menu"
        style={{ blockSize: 48, paddingInline: 8, display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <Avatar aria-hidden size={32} style={{ background: token.colorPrimary, flex: 'none' }}>
          {initials(user.name)}
        </Avatar>
        <span className="bb-user-text">
          <span className="bb-user-name" data-testid="user-name">
            {user.name}
          </span>
          <span className="bb-user-place" style={{ color: token.colorTextSecondary }}>
            <span data-testid="company-name">{user.tenant_name}</span>
            {user.default_branch ? ` · ${user.default_branch.name}` : ''}
          </span>
        </span>
        {/* named by what it shows (the user and the place), then what it is */}
        <span className="bb-visually-hidden">{t('userMenu')}</span>
        <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
      </Button>
    </Dropdown>
  );
}
