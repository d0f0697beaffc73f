import { Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeToggle } from '../components/ThemeToggle';
import { apiFetch } from '../platform/api/client';
import { maintenanceStore } from '../platform/maintenance';
import { usePageTitle } from './usePageTitle';

const POLL_MS = 15_000;

/** Shown after a 503. Polls /api/health and leaves by itself when the switch is off again. */
export function MaintenancePage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.maintenance'));

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const health = await apiFetch<{ maintenance?: boolean }>('health', { passive: true });
        if (!stopped && health?.maintenance === false) maintenanceStore.set(false);
      } catch {
        // still down or unreachable: keep waiting
      }
    };
    const timer = window.setInterval(check, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', paddingInline: 16 }}>
      <Result
        status="warning"
        title={t('maintenance.title')}
        subTitle={t('maintenance.subtitle')}
        data-testid="maintenance"
      />
      <Flex gap={12} align="center">
        <LanguageSwitch size="small" />
        <ThemeToggle />
      </Flex>
    </Flex>
  );
}
