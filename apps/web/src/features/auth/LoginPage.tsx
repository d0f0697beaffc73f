import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, usePageTitle } from '../../app/usePageTitle';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { LoginForm } from './LoginForm';

/** The only screen a signed-out visitor sees, whatever the path. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('pageTitle'));

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', paddingInline: 16, paddingBlock: 24 }}>
      <Card style={{ inlineSize: '100%', maxInlineSize: 400 }} styles={{ body: { paddingBlock: 24 } }}>
        <Flex justify="flex-end" align="center" gap={8} style={{ marginBlockEnd: 8 }}>
          <LanguageSwitch size="small" />
          <ThemeToggle />
        </Flex>
        <Flex vertical align="center" style={{ marginBlockEnd: 24 }}>
          <img src="/favicon.svg" alt="" width={48} height={48} style={{ marginBlockEnd: 12 }} />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {PRODUCT_NAME}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </Flex>
        <LoginForm />
      </Card>
    </Flex>
  );
}
