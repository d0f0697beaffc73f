import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../platform/store';
import { themeStore, toggleTheme } from '../platform/theme/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useStore(themeStore);
  return (
    <Tooltip title={t('darkMode')}>
      <Switch
        checked={mode === 'dark'}
        onChange={toggleTheme}
        checkedChildren={<MoonOutlined />}
        unCheckedChildren={<SunOutlined />}
        aria-label={t('darkMode')}
        data-testid="theme-toggle"
      />
    </Tooltip>
  );
}
