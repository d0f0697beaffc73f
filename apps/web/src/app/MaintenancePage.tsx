import { healthEndpoint } from '@bb/contracts';
import { Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeToggle } from '../components/ThemeToggle';
import { call } from '../platform/api/call';
import { maintenanceStore } from '../platform/maintenance';
import { usePageTitle } from '../platform/usePageTitle';
import { IllustratedPage } from './Illustration';

const POLL_MS = 15_000;

/** The maintenance picture and words; also the /maintenance route's screen inside the shell. */
export function MaintenanceContent() {
  const { t } = useTranslation();
  usePageTitle(t('routes.maintenance'));
  return (
    <IllustratedPage
      kind="maintenance"
      testId="maintenance"
      title={t('maintenance.title')}
      subtitle={t('maintenance.subtitle')}
    />
  );
}

/**
 * Shown over everything after a 503 (the session is already signed out). Polls /api/health and leaves by
 * itself when the switch is off again; any later successful answer clears it too (api/client.ts).
 */
export function MaintenancePage() {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const health = await call(healthEndpoint, {}, { passive: true });
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
    <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: 24 }}>
      <MaintenanceContent />
      <Flex gap={12} align="center">
        <LanguageSwitch size="small" />
        <ThemeToggle />
      </Flex>
    </Flex>
  );
}
