import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { PRODUCT_NAME, usePageTitle } from '../../platform/usePageTitle';
import { LoginForm } from './LoginForm';

/** The only screen a signed-out visitor sees, whatever the path. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('pageTitle'));
  const { token } = theme.useToken();

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', paddingInline: 16, paddingBlock: 24 }}>
      {/* A plain panel in the theme's colours, not antd's Card/Typography: those pull Tabs, Skeleton and
          Tooltip into the sign-in bundle (web budget, docs/performance.md). */}
      <main
        style={{
          inlineSize: '100%',
          maxInlineSize: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="flex-end" align="center" gap={8} style={{ marginBlockEnd: 8 }}>
          <LanguageSwitch size="small" />
          <ThemeToggle />
        </Flex>
        <Flex vertical align="center" style={{ marginBlockEnd: 24 }}>
          <img src="/favicon.svg" alt="" width={48} height={48} style={{ marginBlockEnd: 12 }} />
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, color: token.colorTextHeading }}>
            {PRODUCT_NAME}
          </h1>
          <span style={{ color: token.colorTextSecondary }}>{t('subtitle')}</span>
        </Flex>
        <LoginForm />
      </main>
    </Flex>
  );
}
