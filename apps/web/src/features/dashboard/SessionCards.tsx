import { ApartmentOutlined, BankOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import type { AuthUser } from '@bb/contracts';
import { Card, Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BranchTypeTag } from '../../components/BranchTypeTag';
import { CurrencyTag } from '../../components/CurrencyTag';
import type { BaseData } from '../../platform/auth/session-queries';

export function CompanyCard({ user, baseData }: { user: AuthUser; baseData: BaseData | undefined }) {
  const { t } = useTranslation('dashboard');
  const name = baseData?.tenant.name ?? user.tenant_name;
  const currency = baseData?.tenant.base_currency_code ?? user.base_currency_code;
  return (
    <Card title={<CardTitle icon={<BankOutlined />} text={t('company')} />} data-testid="company-card">
      <Typography.Title level={4} style={{ marginBlockStart: 0 }}>
        {name}
      </Typography.Title>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('baseCurrency')}>
          <CurrencyTag code={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('branchCount')}>
          {baseData?.inventories.length ?? user.connected_inventories.length}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function UserCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={<CardTitle icon={<UserOutlined />} text={t('user')} />} data-testid="user-card">
      <Typography.Title level={4} style={{ marginBlockStart: 0 }}>
        {user.name}
      </Typography.Title>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('username')}>
          <bdi>{user.username}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('roles')}>
          <Flex wrap gap={4}>
            {user.is_superuser ? <Tag color="red">{t('superuser')}</Tag> : null}
            {user.roles.map((role) => (
              <Tag key={role}>{role}</Tag>
            ))}
            {!user.is_superuser && user.roles.length === 0 ? (
              <Typography.Text type="secondary">{t('noRoles')}</Typography.Text>
            ) : null}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function DefaultBranchCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('dashboard');
  const branch = user.default_branch;
  return (
    <Card
      title={<CardTitle icon={<HomeOutlined />} text={t('defaultBranch')} />}
      data-testid="default-branch-card"
    >
      {branch ? (
        <>
          <Typography.Title level={4} style={{ marginBlockStart: 0 }}>
            {branch.name}
          </Typography.Title>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('branchType')}>
              <BranchTypeTag type={branch.type} />
            </Descriptions.Item>
            {branch.code ? (
              <Descriptions.Item label={t('branchCode')}>
                <bdi>{branch.code}</bdi>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDefaultBranch')} />
      )}
    </Card>
  );
}

export function BranchesCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('dashboard');
  const branches = user.connected_inventories;
  return (
    <Card
      title={<CardTitle icon={<ApartmentOutlined />} text={t('connectedBranches')} />}
      data-testid="branches-card"
    >
      {branches.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noBranches')} />
      ) : (
        <Flex vertical gap={8}>
          {branches.map((b) => (
            <Flex key={b.id} justify="space-between" align="center" gap={8}>
              <Space size={6}>
                <Typography.Text strong={b.id === user.default_branch_id}>{b.name}</Typography.Text>
                {b.code ? (
                  <Typography.Text type="secondary">
                    <bdi>{b.code}</bdi>
                  </Typography.Text>
                ) : null}
              </Space>
              <BranchTypeTag type={b.type} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

export function CardTitle({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Space size={8}>
      {icon}
      <span>{text}</span>
    </Space>
  );
}
