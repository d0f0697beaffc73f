import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useAuthUser, useCan } from '../../platform/auth/session';
import { settingsQuery } from '../../platform/auth/session-queries';
import { ApiConnectionsSection } from '../hospital/ApiConnectionsSection';
import { BackupsSection } from '../operations/BackupsSection';
import { AutomationsSection } from './AutomationsSection';
import { BranchSettingsSection } from './BranchSettingsSection';
import { visibleSections } from './sections';
import { TenantSettingsSection } from './TenantSettingsSection';

/**
 * /setting: the tenant's settings in sections (general, stock, POS, numbers, ledger lock), the branches'
 * settings, the automated tasks and (for superusers) the installation's backups. Each section, and each field in it, shows only for the user holding
 * its ability (the same map the server checks: TENANT_SETTING_ABILITIES in contracts).
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const lt = looseT(t);
  const title = useScreenTitle('setting', 'settings:title', 'settings');
  const can = useCan();
  const settings = useQuery(settingsQuery).data;
  const sections = visibleSections(can, useAuthUser().is_superuser);

  const body = (id: string, keys: Parameters<typeof TenantSettingsSection>[0]['keys']) => {
    if (id === 'branches') return <BranchSettingsSection />;
    if (id === 'automations') return <AutomationsSection />;
    if (id === 'hospital') return <ApiConnectionsSection />;
    if (id === 'backups') return <BackupsSection />;
    return settings ? (
      <TenantSettingsSection keys={keys} settings={settings} testId={`settings-${id}`} />
    ) : (
      <Spin />
    );
  };

  return (
    <div data-testid="screen-settings">
      <Typography.Title level={4} style={{ marginBlockStart: 0 }}>
        {title}
      </Typography.Title>
      {sections.length === 0 ? (
        <Empty description={t('nothing')} />
      ) : (
        <Row gutter={[16, 16]}>
          {sections.map((s) => (
            <Col
              key={s.id}
              xs={24}
              xl={
                s.id === 'branches' || s.id === 'automations' || s.id === 'hospital' || s.id === 'backups'
                  ? 24
                  : 12
              }
            >
              <Card title={lt(`sections.${s.id}.title`)} data-testid={`section-${s.id}`}>
                <Typography.Paragraph type="secondary">{lt(`sections.${s.id}.help`)}</Typography.Paragraph>
                {body(s.id, s.keys)}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
