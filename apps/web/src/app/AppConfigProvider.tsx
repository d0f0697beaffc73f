import { App as AntApp, ConfigProvider, theme } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { installDialogFocusWrap } from '../platform/dialog-focus';
import { antdLocale } from '../platform/i18n/antd-locales';
import { useLanguage } from '../platform/i18n/useLanguage';
import { useStore } from '../platform/store';
import { themeConfig } from '../platform/theme/antd-theme';
import { themeStore } from '../platform/theme/theme-store';
import { NotifierBridge } from './NotifierBridge';

/** The full-height page background in the theme's colour (a div, not antd's Layout: sign-in bundle). */
function Page({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  // the focus ring of global.css, on <html> so that dialogs and menus (portals under <body>) have it
  useEffect(() => {
    document.documentElement.style.setProperty('--bb-focus-ring', token.colorPrimaryText);
  }, [token.colorPrimaryText]);
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      {children}
    </div>
  );
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Language direction, antd locale and light/dark theme for everything inside. antd's dark algorithm does
 * not colour <body>, so the app lives in a full-height page that carries the background.
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { language, direction } = useLanguage();
  const mode = useStore(themeStore);
  const config = useMemo(() => {
    const base = themeConfig(mode);
    // a user who asked the system for less motion gets no antd animations (WCAG 2.3.3)
    return prefersReducedMotion() ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [mode]);

  useEffect(installDialogFocusWrap, []);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return (
    <ConfigProvider direction={direction} locale={antdLocale(language)} theme={config}>
      <AntApp notification={{ placement: direction === 'rtl' ? 'topLeft' : 'topRight' }}>
        <NotifierBridge />
        <Page>{children}</Page>
      </AntApp>
    </ConfigProvider>
  );
}
