import type { AutomationName, AutomationOutcome } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { looseT } from '../../components/loose-t';
import {
  type Automation,
  type AutomationRun,
  automationRunsQuery,
  automationsQuery,
  saveAutomation,
  settingsKeys,
} from './api';

type Draft = { enabled: boolean; hour: number };

const OUTCOME_COLOR: Record<AutomationOutcome, string> = {
  ok: 'success',
  partial: 'warning',
  failed: 'error',
};

/** A run's detail in a few words: counts, list lengths and an error's text. */
function detailText(
  detail: AutomationRun['detail'],
  t: (key: string, o?: Record<string, unknown>) => string,
) {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([k, v]) => {
      const label = t(`runs.detail.${k}`, { defaultValue: k });
      if (Array.isArray(v)) return `${label}: ${v.length}`;
      if (typeof v === 'object' && v !== null) return label;
      return `${label}: ${String(v)}`;
    })
    .join(' · ');
}

/**
 * The automated tasks: a switch and the hour (UTC) each runs at, saved per task, and the last runs with
 * their outcome.
 */
export function AutomationsSection() {
  const { t } = useTranslation('settings');
  const lt = looseT(t);
  const { message } = App.useApp();
  const client = useQueryClient();
  const automations = useQuery(automationsQuery);
  const runs = useQuery(automationRunsQuery);
  const [drafts, setDrafts] = useState<Partial<Record<AutomationName, Draft>>>({});

  const current = (a: Automation): Draft => drafts[a.key] ?? { enabled: a.enabled, hour: a.hour };
  const edit = (a: Automation, change: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [a.key]: { ...current(a), ...change } }));

  const save = useMutation({
    mutationFn: (a: Automation) => saveAutomation(a.key, current(a)),
    onSuccess: async (_saved, a) => {
      message.success(t('saved'));
      setDrafts((d) => {
        const { [a.key]: _done, ...rest } = d;
        return rest;
      });
      await client.invalidateQueries({ queryKey: settingsKeys.automations });
    },
  });
  const changed = (a: Automation) => {
    const d = drafts[a.key];
    return d !== undefined && (d.enabled !== a.enabled || d.hour !== a.hour);
  };

  return (
    <>
      <Table<Automation>
        rowKey="key"
        size="small"
        pagination={false}
        loading={automations.isLoading}
        dataSource={automations.data ?? []}
        data-testid="settings-automations"
        scroll={{ x: true }}
        columns={[
          { key: 'name', title: t('automations.task'), render: (_, a) => lt(`automations.names.${a.key}`) },
          {
            key: 'enabled',
            title: t('automations.enabled'),
            render: (_, a) => (
              <Switch
                checked={current(a).enabled}
                onChange={(enabled) => edit(a, { enabled })}
                aria-label={lt(`automations.names.${a.key}`)}
                data-testid={`automation-${a.key}-enabled`}
              />
            ),
          },
          {
            key: 'hour',
            title: t('automations.hour'),
            render: (_, a) => (
              <InputNumber
                min={0}
                max={23}
                precision={0}
                value={current(a).hour}
                onChange={(hour) => typeof hour === 'number' && edit(a, { hour })}
                aria-label={`${t('automations.hour')} — ${lt(`automations.names.${a.key}`)}`}
                data-testid={`automation-${a.key}-hour`}
              />
            ),
          },
          {
            key: 'save',
            title: '',
            render: (_, a) => (
              <Button
                size="small"
                type="primary"
                disabled={!changed(a)}
                loading={save.isPending && save.variables?.key === a.key}
                onClick={() => save.mutate(a)}
                data-testid={`automation-${a.key}-save`}
              >
                {t('save')}
              </Button>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }}>
        {t('automations.utc')}
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('runs.title')}</Typography.Title>
      <Table<AutomationRun>
        rowKey="id"
        size="small"
        loading={runs.isLoading}
        dataSource={runs.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="settings-automation-runs"
        scroll={{ x: true }}
        columns={[
          { key: 'date', title: t('runs.date'), render: (_, r) => dayjs(r.run_date).format(DATE_FORMAT) },
          { key: 'name', title: t('automations.task'), render: (_, r) => lt(`automations.names.${r.name}`) },
          {
            key: 'outcome',
            title: t('runs.outcome'),
            render: (_, r) => <Tag color={OUTCOME_COLOR[r.outcome]}>{lt(`runs.outcomes.${r.outcome}`)}</Tag>,
          },
          {
            key: 'finished',
            title: t('runs.finished'),
            render: (_, r) => (r.finished_at ? dayjs(r.finished_at).format(`${DATE_FORMAT} HH:mm`) : ''),
          },
          { key: 'detail', title: t('runs.detail.title'), render: (_, r) => detailText(r.detail, lt) },
        ]}
      />
    </>
  );
}
