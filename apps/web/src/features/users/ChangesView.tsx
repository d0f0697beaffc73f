import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabel, looseT } from '../../components/loose-t';
import { useLanguage } from '../../platform/i18n/useLanguage';

type Values = Record<string, unknown> | null | undefined;

const shown = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The fields a change touched, each with its old and new value (created: only new; deleted: only old). */
export function changedFields(oldValues: Values, newValues: Values) {
  const keys = [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])].filter(
    (k) => k !== 'tenant_id',
  );
  return keys.map((key) => ({ key, old: shown(oldValues?.[key]), next: shown(newValues?.[key]) }));
}

/** Old -> new values of one activity-log row. */
export function ChangesView({ oldValues, newValues }: { oldValues: Values; newValues: Values }) {
  const { t } = useTranslation('users');
  const lt = looseT(t);
  const { direction } = useLanguage();
  const rows = changedFields(oldValues, newValues);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('activity.noChanges')}</Typography.Text>;
  const Arrow = direction === 'rtl' ? ArrowLeftOutlined : ArrowRightOutlined;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="changes"
      columns={[
        {
          key: 'field',
          title: t('activity.field'),
          render: (_, r) => lt(`users:fields.${r.key}`, { defaultValue: fieldLabel(r.key, lt) }),
        },
        {
          key: 'old',
          title: t('activity.old'),
          render: (_, r) => <Typography.Text delete={r.old !== '' && r.next !== ''}>{r.old}</Typography.Text>,
        },
        { key: 'arrow', width: 32, render: () => <Arrow aria-hidden /> },
        {
          key: 'new',
          title: t('activity.new'),
          render: (_, r) => <Typography.Text strong>{r.next}</Typography.Text>,
        },
      ]}
    />
  );
}
