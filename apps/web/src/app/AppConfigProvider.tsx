import { App as AntApp, ConfigProvider, Layout, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { antdLocale } from '../platform/i18n/antd-locales';
import { useLanguage } from '../platform/i18n/useLanguage';
import { useStore } from '../platform/store';
import { themeStore } from '../platform/theme/theme-store';
import { NotifierBridge } from './NotifierBridge';

/**
 * Language direction, antd locale and light/dark theme for everything inside. antd's dark algorithm does
 * not colour <body>, so the app lives in a full-height Layout that carries the background.
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { language, direction } = useLanguage();
  const mode = useStore(themeStore);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return (
    <ConfigProvider
      direction={direction}
      locale={antdLocale(language)}
      theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <AntApp notification={{ placement: direction === 'rtl' ? 'topLeft' : 'topRight' }}>
        <NotifierBridge />
        <Layout style={{ minHeight: '100vh' }}>{children}</Layout>
      </AntApp>
    </ConfigProvider>
  );
}
