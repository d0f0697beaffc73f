import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../platform/store';
import { themeStore, toggleTheme } from '../platform/theme/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useStore(themeStore);
  return (
    <Switch
      checked={mode === 'dark'}
      onChange={toggleTheme}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      aria-label={t('darkMode')}
      // a native title, not antd's Tooltip: this toggle is on the light sign-in page
      title={t('darkMode')}
      data-testid="theme-toggle"
    />
  );
}
