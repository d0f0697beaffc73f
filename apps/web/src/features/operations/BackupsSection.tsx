import type { EndpointOutput, operationsEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { isApiError } from '../../platform/api/api-error';
import { reportError } from '../../platform/report-error';
import { backUpNow, backupsQuery, operationsKeys, operationsMessageKey, saveSchedule } from './api';

type Overview = EndpointOutput<typeof operationsEndpoints.backups>;
type BackupScheduleInput = NonNullable<Overview['schedule']>;
type BackupRun = Overview['runs'][number];

const OUTCOME_COLOR: Record<BackupRun['outcome'], string> = {
  running: 'processing',
  ok: 'success',
  failed: 'error',
};
const FIELDS = ['enabled', 'hour', 'folder', 'keep'] as const;
const DEFAULTS: BackupScheduleInput = { enabled: false, hour: 2, folder: '', keep: 7 };

function size(bytes: string | null): string {
  if (bytes === null) return '';
  const n = Number(bytes);
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The installation's scheduled backups (Settings): on or off, the hour (UTC), the server folder and how many
 * archives to keep; "Back up now"; the last run and the recent ones. Only the operator (a superuser of the
 * installation's first company) manages them; other companies are told who does.
 */
export function BackupsSection() {
  const { t } = useTranslation('operations');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BackupScheduleInput>();
  const overview = useQuery(backupsQuery);
  const data = overview.data;

  useEffect(() => {
    if (data?.operator) form.setFieldsValue(data.schedule ?? DEFAULTS);
  }, [data?.operator, data?.schedule, form]);

  const worded = (text: string) => {
    const key = operationsMessageKey(text);
    return key ? t(`messages.${key}`) : text;
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
      form.setFields(
        Object.entries(error.errors)
          .filter(([name]) => (FIELDS as readonly string[]).includes(name))
          .map(([name, list]) => ({ name: name as keyof BackupScheduleInput, errors: list.map(worded) })),
      );
    } else if (isApiError(error) && error.status === 409) message.error(worded(error.message));
    else reportError(error);
  };
  const save = useMutation({
    mutationFn: saveSchedule,
    onSuccess: async () => {
      message.success(t('saved'));
      await client.invalidateQueries({ queryKey: operationsKeys.backups });
    },
    onError: failed,
  });
  const now = useMutation({
    mutationFn: backUpNow,
    onSuccess: async () => {
      message.info(t('started'));
      await client.invalidateQueries({ queryKey: operationsKeys.backups });
    },
    onError: failed,
  });

  if (!data) return null;
  if (!data.operator)
    return <Alert type="info" showIcon title={t('notOperator')} data-testid="backups-not-operator" />;
  const last = data.runs[0];
  const when = (d: string | Date | null) => (d ? dayjs(d).format(`${DATE_FORMAT} HH:mm`) : '');

  return (
    <div data-testid="settings-backups">
      <Form<BackupScheduleInput>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          save.mutate({ ...values, hour: Number(values.hour), keep: Number(values.keep) })
        }
      >
        <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
          <Switch data-testid="backup-enabled" />
        </Form.Item>
        <Form.Item
          name="folder"
          label={t('fields.folder')}
          extra={t('fields.folderHelp')}
          rules={[{ required: true, message: t('messages.folderRequired') }]}
        >
          <Input
            style={{ direction: 'ltr' }}
            placeholder="/var/backups/branchbook"
            data-testid="backup-folder"
          />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="hour" label={t('fields.hour')} extra={t('fields.hourHelp')}>
            <InputNumber min={0} max={23} precision={0} data-testid="backup-hour" />
          </Form.Item>
          <Form.Item name="keep" label={t('fields.keep')} extra={t('fields.keepHelp')}>
            <InputNumber min={1} max={365} precision={0} data-testid="backup-keep" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="backup-save">
            {t('save')}
          </Button>
          <Button
            onClick={() => now.mutate()}
            loading={now.isPending}
            disabled={!data.schedule}
            data-testid="backup-now"
          >
            {t('now')}
          </Button>
        </Space>
      </Form>
      <Typography.Title level={5} style={{ marginBlockStart: 24 }}>
        {t('last.title')}
      </Typography.Title>
      {last ? (
        <Descriptions size="small" column={1} bordered data-testid="backup-last-run">
          <Descriptions.Item label={t('runs.started')}>{when(last.started_at)}</Descriptions.Item>
          <Descriptions.Item label={t('runs.outcome')}>
            <Tag color={OUTCOME_COLOR[last.outcome]}>{t(`outcomes.${last.outcome}`)}</Tag>
          </Descriptions.Item>
          {last.file ? (
            <Descriptions.Item label={t('runs.file')}>
              <bdi dir="ltr">{last.file}</bdi> <bdi dir="ltr">({size(last.bytes)})</bdi>
            </Descriptions.Item>
          ) : null}
          {last.error ? <Descriptions.Item label={t('runs.error')}>{last.error}</Descriptions.Item> : null}
        </Descriptions>
      ) : (
        <Typography.Paragraph type="secondary" data-testid="backup-last-run">
          {t('last.none')}
        </Typography.Paragraph>
      )}
      <Table<BackupRun>
        rowKey="id"
        size="small"
        style={{ marginBlockStart: 16 }}
        dataSource={data.runs}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        data-testid="backup-runs"
        columns={[
          { key: 'started', title: t('runs.started'), render: (_, r) => when(r.started_at) },
          {
            key: 'kind',
            title: t('runs.kind'),
            render: (_, r) => t(r.scheduled ? 'runs.nightly' : 'runs.manual'),
          },
          {
            key: 'outcome',
            title: t('runs.outcome'),
            render: (_, r) => <Tag color={OUTCOME_COLOR[r.outcome]}>{t(`outcomes.${r.outcome}`)}</Tag>,
          },
          { key: 'finished', title: t('runs.finished'), render: (_, r) => when(r.finished_at) },
          { key: 'size', title: t('runs.size'), render: (_, r) => <bdi dir="ltr">{size(r.bytes)}</bdi> },
          { key: 'error', title: t('runs.error'), render: (_, r) => r.error ?? '' },
        ]}
      />
    </div>
  );
}
